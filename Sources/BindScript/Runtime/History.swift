import BindingTest

/// The recorded events of a cell, each with its virtual time in milliseconds and the change
/// that caused it (see ``Runtime/cause``).
///
/// A cell records every value it takes, so a long run (a loop of a million assignments)
/// keeps millions of entries: they are stored compactly, column by column. A value that fits
/// in a word (a number, a `Bool`, `nil`, `()`, a duration) is kept inline as its kind and
/// bits; a string or an array is kept aside, its place noted in the word. Causes are kept
/// 32 bits wide, the rare larger one aside. Times change rarely between entries (only
/// timers move the clock), so each run of entries at one time is noted once. The end, if
/// any, is the last entry.
///
/// - Complexity: ``append(_:at:cause:)`` is amortised O(1); ``event(at:)`` is O(log r) for r
///   runs of times; ``events`` is O(n).
struct History {
  /// Each entry's kind, value bits and cause: the first two in place, the others in one
  /// array, so that a cell that took at most two values costs no allocation.
  private var entries = Entries()
  /// The time of the first entry.
  private var firstTime = 0
  /// What most histories never need (values that do not fit in a word, later times, wide
  /// causes, the end), aside: 8 bytes in every cell where four arrays took 32.
  private var rare: Rare?

  /// The rarely needed parts of a history; shared by copies until one of them changes it.
  private final class Rare {
    /// The causes too large for an entry's 32 bits, by the entry's index.
    var wideCauses: [Int: Int] = [:]
    /// The values that do not fit in a word.
    var boxed: [Value] = []
    /// Where each later run of entries at one time starts, and its time, in order.
    var laterTimes: [(start: Int, time: Int)] = []
    /// How the stream ended, if it did: at most one event.
    var ends: [Event<Value>] = []

    func copy() -> Rare {
      let copy = Rare()
      copy.wideCauses = wideCauses
      copy.boxed = boxed
      copy.laterTimes = laterTimes
      copy.ends = ends
      return copy
    }
  }

  /// The rare parts, for changing them: made on first use, copied first if shared.
  private mutating func changingRare() -> Rare {
    if rare == nil {
      rare = Rare()
    } else if !isKnownUniquelyReferenced(&rare) {
      rare = rare?.copy()
    }
    return rare!
  }

  private var wideCauses: [Int: Int] { rare?.wideCauses ?? [:] }
  private var boxed: [Value] { rare?.boxed ?? [] }
  private var laterTimes: [(start: Int, time: Int)] { rare?.laterTimes ?? [] }
  private var ends: [Event<Value>] { rare?.ends ?? [] }

  /// How the stream ended, if it did.
  var end: Event<Value>? { ends.first }

  /// How many events were recorded.
  var count: Int { entries.count }

  mutating func append(_ value: Value, at time: Int, cause: Int) {
    switch value {
    case .int(let number): append(.int, UInt64(bitPattern: Int64(number)), at: time, cause: cause)
    case .double(let number): append(.double, number.bitPattern, at: time, cause: cause)
    case .bool(let flag): append(.bool, flag ? 1 : 0, at: time, cause: cause)
    case .none: append(.none, 0, at: time, cause: cause)
    case .void: append(.void, 0, at: time, cause: cause)
    case .duration(let milliseconds):
      append(.duration, UInt64(bitPattern: Int64(milliseconds)), at: time, cause: cause)
    case .string, .array:
      let rare = changingRare()
      rare.boxed.append(value)
      append(.boxed, UInt64(rare.boxed.count - 1), at: time, cause: cause)
    }
  }

  mutating func append(end: Event<Value>, at time: Int, cause: Int) {
    changingRare().ends = [end]
    append(.end, 0, at: time, cause: cause)
  }

  private mutating func append(_ kind: Kind, _ word: UInt64, at time: Int, cause: Int) {
    if entries.isEmpty {
      firstTime = time
    } else if (rare?.laterTimes.last?.time ?? firstTime) != time {
      changingRare().laterTimes.append((entries.count, time))
    }
    let narrow = UInt32(exactly: cause) ?? Entry.wide
    if narrow == Entry.wide { changingRare().wideCauses[entries.count] = cause }
    entries.append(Entry(word: word, cause: narrow, kind: kind))
  }

  /// The event at `index`.
  func event(at index: Int) -> Recorded<Event<Value>> {
    Recorded(time: time(at: index), value: element(at: index))
  }

  /// Every event, in order.
  var events: [Recorded<Event<Value>>] {
    var result: [Recorded<Event<Value>>] = []
    result.reserveCapacity(count)
    var run = -1
    for index in 0..<count {
      while run + 1 < laterTimes.count, laterTimes[run + 1].start <= index { run += 1 }
      let time = run < 0 ? firstTime : laterTimes[run].time
      result.append(Recorded(time: time, value: element(at: index)))
    }
    return result
  }

  /// The event at `index` as a marble.
  func marble(at index: Int) -> Marble {
    let cause = entries[index].cause
    return Marble(event(at: index), cause: cause == Entry.wide ? wideCauses[index]! : Int(cause))
  }

  private func element(at index: Int) -> Event<Value> {
    let word = entries[index].word
    switch entries[index].kind {
    case .int: return .next(.int(Int(Int64(bitPattern: word))))
    case .double: return .next(.double(Double(bitPattern: word)))
    case .bool: return .next(.bool(word != 0))
    case .none: return .next(.none)
    case .void: return .next(.void)
    case .duration: return .next(.duration(milliseconds: Int(Int64(bitPattern: word))))
    case .boxed: return .next(boxed[Int(word)])
    case .end: return ends[0]
    }
  }

  /// The time of the entry at `index`: that of the last run starting at or before it.
  private func time(at index: Int) -> Int {
    var low = 0
    var high = laterTimes.count
    while low < high {
      let middle = (low + high) / 2
      if laterTimes[middle].start <= index { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? firstTime : laterTimes[low - 1].time
  }

  /// The entries of a history: the first two kept in place, field by field (32 bytes, where
  /// two ``Entry``s and a count would take 48), the others in an array.
  ///
  /// Most cells of a long script take one or two values: an array of two entries took 80
  /// bytes from `malloc` for each, where these fields take 32 more in the cell.
  private struct Entries {
    private var firstWord: UInt64 = 0
    private var secondWord: UInt64 = 0
    private var firstCause: UInt32 = 0
    private var secondCause: UInt32 = 0
    private var firstKind = Kind.none
    private var secondKind = Kind.none
    /// How many entries are kept in place: 0, 1 or 2.
    private var inPlace: UInt8 = 0
    /// The entries after the first two.
    private var later: [Entry] = []

    var count: Int { Int(inPlace) + later.count }
    var isEmpty: Bool { inPlace == 0 }

    mutating func append(_ entry: Entry) {
      switch inPlace {
      case 0:
        (firstWord, firstCause, firstKind) = (entry.word, entry.cause, entry.kind)
        inPlace = 1
      case 1:
        (secondWord, secondCause, secondKind) = (entry.word, entry.cause, entry.kind)
        inPlace = 2
      default:
        later.append(entry)
      }
    }

    subscript(index: Int) -> Entry {
      assert(index < count, "history entry out of range")
      switch index {
      case 0: return Entry(word: firstWord, cause: firstCause, kind: firstKind)
      case 1: return Entry(word: secondWord, cause: secondCause, kind: secondKind)
      default: return later[index - 2]
      }
    }
  }

  /// One recorded event: 16 bytes.
  private struct Entry {
    /// The cause that stands for "in ``History/wideCauses``".
    static let wide = UInt32.max
    var word: UInt64
    var cause: UInt32
    var kind: Kind
  }

  /// What an entry's word holds.
  private enum Kind: UInt8 {
    /// An `Int`'s bits.
    case int
    /// A `Double`'s bits.
    case double
    /// 1 for `true`, 0 for `false`.
    case bool
    /// Nothing: `nil`.
    case none
    /// Nothing: `()`.
    case void
    /// A duration's milliseconds.
    case duration
    /// The index in ``History/boxed`` of a string or an array.
    case boxed
    /// Nothing: the end is ``History/end``.
    case end
  }
}
