/// The operators the language offers on streams, under their Rx names: the one list that the
/// compiler (``Compiler/checkOperator(_:receiver:_:_:)``), completion, `:help operators` and
/// docs/language.md follow.
enum StreamOperator: String, CaseIterable {
  case map, filter, compactMap, distinctUntilChanged, scan, reduce
  case skip, take, takeLast, element, ignoreElements, startWith
  case debounce, throttle, delay, timeout, sample, buffer
  case flatMapLatest, flatMapFirst, concatMap, concat, amb
  case `catch`, catchAndReturn, retry, withLatestFrom
  case publish, refCount, share, connect, groupBy

  /// Whether it decides how a stream is shared or split (`publish`, `refCount`, `share`,
  /// `connect`, `groupBy`), which ``Compiler/checkSharing(_:receiver:_:_:)`` checks.
  var isSharing: Bool {
    switch self {
    case .publish, .refCount, .share, .connect, .groupBy: return true
    default: return false
    }
  }

  /// How calls are written, as help and the docs show them.
  var usages: [String] {
    switch self {
    case .map: return ["map { $0 * 2 }"]
    case .filter: return ["filter { !$0.isEmpty }"]
    case .compactMap: return ["compactMap { Int($0) }"]
    case .distinctUntilChanged:
      return ["distinctUntilChanged()", "distinctUntilChanged { $0.count == $1.count }"]
    case .scan: return ["scan(0) { total, x in total + x }"]
    case .reduce: return ["reduce(0) { total, x in total + x }"]
    case .skip: return ["skip(1)", "skip(for: 1s)", "skip(while: { $0 < 3 })", "skip(until: start)"]
    case .take: return ["take(3)", "take(for: 1s)", "take(while: { $0 < 3 })", "take(until: stop)"]
    case .takeLast: return ["takeLast(2)"]
    case .element: return ["element(at: 2)"]
    case .ignoreElements: return ["ignoreElements()"]
    case .startWith: return ["startWith(\"\")"]
    case .debounce: return ["debounce(300ms)"]
    case .throttle: return ["throttle(300ms)"]
    case .delay: return ["delay(1s)"]
    case .timeout: return ["timeout(2s)"]
    case .sample: return ["sample(ticks)"]
    case .buffer: return ["buffer(timeSpan: 1s, count: 3)"]
    case .flatMapLatest: return ["flatMapLatest { q in after(200ms, [q]) }"]
    case .flatMapFirst: return ["flatMapFirst { _ in after(1s, true) }"]
    case .concatMap: return ["concatMap { x in after(100ms, x) }"]
    case .concat: return ["concat(rest)"]
    case .amb: return ["amb(mirror)"]
    case .catch: return ["catch { message in just(\"failed\") }"]
    case .catchAndReturn: return ["catchAndReturn(\"\")"]
    case .retry: return ["retry(3)"]
    case .withLatestFrom: return ["withLatestFrom(text) { _, t in t }"]
    case .publish: return ["publish()"]
    case .refCount: return ["refCount()"]
    case .share: return ["share()"]
    case .connect: return ["connect()"]
    case .groupBy: return ["groupBy { $0 % 2 }"]
    }
  }

  /// The argument labels its calls may use (`for` in `take(for: 1s)`), read from
  /// ``usages``, in order of first use.
  var argumentLabels: [String] {
    var labels: [String] = []
    for usage in usages {
      guard let open = usage.firstIndex(of: "("), let close = usage.firstIndex(of: ")") else {
        continue
      }
      for argument in usage[usage.index(after: open)..<close].split(separator: ",") {
        let parts = argument.split(separator: ":", maxSplits: 1)
        let label = parts[0].trimmingPrefix(" ")
        if parts.count == 2, label.allSatisfy(\.isLetter), !labels.contains(String(label)) {
          labels.append(String(label))
        }
      }
    }
    return labels
  }

  /// What it does, in a few words.
  var summary: String {
    switch self {
    case .map: return "each value transformed"
    case .filter: return "the values for which the closure is true"
    case .compactMap: return "the transformed values that are not nil"
    case .distinctUntilChanged:
      return "drops a value equal to the one before (or that the closure finds equal)"
    case .scan: return "each running total, from the seed"
    case .reduce: return "the final total only, when the stream completes"
    case .skip: return "drops the first n values, the first second's, those while true, or until start emits"
    case .take:
      return "the first n values, the first second's, those while true, or until stop emits; then ends"
    case .takeLast: return "the last 2 values, when the stream completes"
    case .element: return "only the value at index 2 (from 0), then ends"
    case .ignoreElements: return "no values: only the completion or failure"
    case .startWith: return "the value first, then the stream's"
    case .debounce: return "a value once 300ms passed without another"
    case .throttle: return "at most one value per 300ms"
    case .delay: return "every value, a second later"
    case .timeout: return "fails when 2s pass without a value"
    case .sample: return "at each value of ticks, the latest new value"
    case .buffer: return "arrays of up to 3 values, at least one each second"
    case .flatMapLatest: return "the stream of the latest value only"
    case .flatMapFirst: return "a value's stream, ignoring values while it runs"
    case .concatMap: return "each value's stream, one after another"
    case .concat: return "the stream's values, then, once it completes, rest's"
    case .amb: return "whichever of the stream and mirror sends something first"
    case .catch: return "on failure, the closure's stream for the message"
    case .catchAndReturn: return "on failure, the value, then completes"
    case .retry: return "on failure, subscribes again, up to 3 times in all"
    case .withLatestFrom: return "each value with text's latest (no closure: text's)"
    case .publish: return "one subscription for all subscribers, made when connected"
    case .refCount: return "a published stream, connected while anyone subscribes"
    case .share: return "one subscription for all subscribers (publish().refCount())"
    case .connect: return "makes a published stream's one subscription, by hand"
    case .groupBy: return "the key of each new group; one lane per group in marbles"
    }
  }
}
