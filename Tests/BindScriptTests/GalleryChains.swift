import BindingCore

@testable import BindScript

/// The chain each gallery script declares, written once per entry with BindingCore's
/// operators under RxSwift's names: a `CoreRun` plays the script's literals through it, and the
/// script's lanes must equal what it records, event for event.
///
/// Each entry mirrors its script statement by statement (declarations, `advance`,
/// `connect()`); only the operators and their arguments are written here, never the lanes.
enum GalleryChains {
  /// A chain, run on the inputs of its script.
  typealias Chain = @Sendable (CoreRun) throws -> Void

  /// 300 ms, the time most scripts give their operators.
  static let short = RxTimeInterval.milliseconds(300)

  /// `let OUTPUT = operation(INPUT)`, then `advance`.
  static func unary(
    _ input: String, _ output: String, advance time: Int,
    _ operation: @escaping @Sendable (Observable<Value>, CoreRun) throws -> Observable<Value>
  ) -> Chain {
    { run in
      run.let(output, try operation(try run.input(input), run))
      run.advance(by: time)
    }
  }

  /// `let OUTPUT = operation(FIRST, SECOND)`, then `advance`.
  static func binary(
    _ first: String, _ second: String, _ output: String, advance time: Int,
    _ operation:
      @escaping @Sendable (Observable<Value>, Observable<Value>, CoreRun) throws -> Observable<Value>
  ) -> Chain {
    { run in
      let inputs = (try run.input(first), try run.input(second))
      run.let(output, try operation(inputs.0, inputs.1, run))
      run.advance(by: time)
    }
  }

  static let table: [String: Chain] = [
    "amb": binary("slow", "fast", "winner", advance: 1000) { slow, fast, _ in slow.amb(fast) },
    "buffer": unary("values", "batches", advance: 2000) { values, run in
      values.buffer(timeSpan: .milliseconds(500), count: 3, scheduler: run.scheduler).map(Value.array)
    },
    "catch": unary("values", "safe", advance: 1000) { values, run in
      values.catch { _ in try run.marbles("-x-y|") }
    },
    "catchAndReturn": unary("values", "safe", advance: 1000) { values, _ in
      values.catchAndReturn(.string("z"))
    },
    "combineLatest": binary("letters", "digits", "pairs", advance: 2000) { letters, digits, _ in
      Observable.combineLatest(letters, digits) { l, d in .string(try l.string() + d.string()) }
    },
    "compactMap": unary("entries", "numbers", advance: 1000) { entries, _ in
      entries.compactMap { Int(try $0.string()).map(Value.int) }
    },
    "concat": binary("first", "rest", "both", advance: 1000) { first, rest, _ in first.concat(rest) },
    "concatMap": unary("jobs", "steps", advance: 2000) { jobs, run in
      jobs.concatMap { j in try run.marbles("-x-y|", suffixed: j) }
    },
    "connect": { run in
      let ticks = try run.input("ticks")
      let hot = run.let("hot", published: ticks.publish())
      run.let("tens", hot.shared.map { .int(try $0.int() * 10) })
      run.advance(by: 300)
      hot.connect()
      run.advance(by: 1000)
    },
    "debounce": unary("typing", "settled", advance: 2000) { typing, run in
      typing.debounce(short, scheduler: run.scheduler)
    },
    "delay": unary("values", "later", advance: 2000) { values, run in
      values.delay(short, scheduler: run.scheduler)
    },
    "distinctUntilChanged": unary("readings", "tens", advance: 2000) { readings, _ in
      readings.map { .int(try $0.int() / 10) }.distinctUntilChanged()
    },
    "distinctUntilChangedBy": unary("words", "newLengths", advance: 1000) { words, _ in
      words.distinctUntilChanged { try $0.string().count == $1.string().count }
    },
    "elementAt": unary("values", "third", advance: 1000) { values, _ in values.element(at: 2) },
    "filter": unary("numbers", "even", advance: 1000) { numbers, _ in numbers.filter { try $0.int() % 2 == 0 }
    },
    "flatMapFirst": unary("taps", "requests", advance: 2000) { taps, run in
      taps.flatMapFirst { t in try run.marbles("-x-y|", suffixed: t) }
    },
    "flatMapLatest": unary("queries", "results", advance: 2000) { queries, run in
      queries.flatMapLatest { q in try run.marbles("-x-y|", suffixed: q) }
    },
    "groupBy": { run in
      let numbers = try run.input("numbers")
      run.let("groups", groups: numbers.groupBy { Value.int(try $0.int() % 2) })
      run.advance(by: 1000)
    },
    "ignoreElements": unary("values", "done", advance: 1000) { values, _ in
      values.ignoreElements().asObservable().map { (nothing: Never) -> Value in }
    },
    "map": unary("numbers", "tens", advance: 1000) { numbers, _ in numbers.map { .int(try $0.int() * 10) } },
    "merge": binary("left", "right", "both", advance: 2000) { left, right, _ in Observable.merge(left, right)
    },
    "publish": { run in
      let ticks = try run.input("ticks")
      let published = ticks.publish()
      let hot = run.cold("hot", published.asObservable())
      run.let("tens", hot.map { .int(try $0.int() * 10) })
      run.let("hundreds", hot.map { .int(try $0.int() * 100) })
      run.connect(published)
      run.advance(by: 1000)
    },
    "reduce": unary("numbers", "total", advance: 1000) { numbers, _ in
      numbers.reduce(.int(0)) { sum, x in .int(try sum.int() + x.int()) }
    },
    "refCount": { run in
      let ticks = try run.input("ticks")
      let shared = run.cold("shared", ticks.publish().refCount())
      run.let("first", shared.map { .int(try $0.int() * 10) })
      run.advance(by: 200)
      run.let("second", shared.map { .int(try $0.int() * 100) })
      run.advance(by: 1000)
    },
    "retry": unary("source", "attempts", advance: 2000) { source, _ in source.retry(3) },
    "sample": binary("values", "ticks", "sampled", advance: 2000) { values, ticks, _ in values.sample(ticks)
    },
    "scan": unary("numbers", "totals", advance: 1000) { numbers, _ in
      numbers.scan(.int(0)) { total, x in .int(try total.int() + x.int()) }
    },
    "share": { run in
      let ticks = try run.input("ticks")
      let shared = run.cold("shared", ticks.share())
      run.let("tens", shared.map { .int(try $0.int() * 10) })
      run.let("hundreds", shared.map { .int(try $0.int() * 100) })
      run.advance(by: 1000)
    },
    "skip": unary("values", "rest", advance: 1000) { values, _ in values.skip(2) },
    "skipFor": unary("values", "late", advance: 1000) { values, run in
      values.skip(for: .milliseconds(400), scheduler: run.scheduler)
    },
    "skipUntil": binary("values", "start", "started", advance: 1000) { values, start, _ in
      values.skip(until: start)
    },
    "skipWhile": unary("numbers", "fromFive", advance: 1000) { numbers, _ in
      numbers.skip(while: { try $0.int() < 3 })
    },
    "startWith": unary("values", "withStart", advance: 1000) { values, _ in values.startWith(.string("a")) },
    "take": unary("values", "firstThree", advance: 1000) { values, _ in values.take(3) },
    "takeFor": unary("values", "early", advance: 1000) { values, run in
      values.take(for: .milliseconds(400), scheduler: run.scheduler)
    },
    "takeLast": unary("values", "lastTwo", advance: 1000) { values, _ in values.takeLast(2) },
    "takeUntil": binary("values", "stop", "beforeStop", advance: 1000) { values, stop, _ in
      values.take(until: stop)
    },
    "takeWhile": unary("numbers", "small", advance: 1000) { numbers, _ in
      numbers.take(while: { try $0.int() < 3 })
    },
    "throttle": unary("clicks", "throttled", advance: 2000) { clicks, run in
      clicks.throttle(short, scheduler: run.scheduler)
    },
    "timeout": unary("values", "watched", advance: 2000) { values, run in
      values.timeout(short, scheduler: run.scheduler)
    },
    "withLatestFrom": binary("taps", "text", "sent", advance: 2000) { taps, text, _ in
      taps.withLatestFrom(text)
    },
    "zip": binary("letters", "digits", "pairs", advance: 2000) { letters, digits, _ in
      Observable.zip(letters, digits) { l, d in .string(try l.string() + d.string()) }
    },
  ]
}
