import Binding
import BindingTimeline

/// The recorded events of a cell, each with its virtual time in milliseconds and the change
/// that caused it (see ``Runtime/cause``).
///
/// A cell records every value it takes, so a long run (a loop of a million assignments)
/// keeps millions of entries: they are stored compactly, column by column. A value that fits
/// in a word (a number, a `Bool`, `nil`, `()`, a duration, a string of up to 7 UTF-8 bytes)
/// is kept inline as its kind and bits; a longer string or an array is kept aside, its place
/// noted in the word. Causes are kept
/// 32 bits wide, the rare larger one aside. Times change rarely between entries (only
/// timers move the clock), so each run of entries at one time is noted once. The end, if
/// any, is the last entry.
///
/// Most cells of a long script take two or three values (their first, the one a binding into
/// them delivers at once, and a change): the first three entries are kept in the history
/// itself, and only later ones in an array.
///
/// - Complexity: ``append(_:at:cause:)`` is amortised O(1); ``event(at:)`` is O(log r) for r
///   runs of times; ``events`` is O(n).
struct History {
  /// The value bits of the first three entries.
  private var firstWords: (UInt64, UInt64, UInt64) = (0, 0, 0)
  /// The entries after the first three.
  private var later: [Entry] = []
  /// What most histories never need (values that do not fit in a word, a first time other
  /// than 0, later times, wide causes, the end), aside: one word in every cell.
  private var rare: Rare?
  /// The causes of the first three entries.
  private var firstCauses: (UInt32, UInt32, UInt32) = (0, 0, 0)
  /// The kinds of the first three entries, ``Kind/absent`` where there is none yet.
  ///
  /// Last, so that the history takes 55 bytes and a cell's next small field fits in the 56th.
  private var firstKinds: (Kind, Kind, Kind) = (.absent, .absent, .absent)

  /// The rarely needed parts of a history; shared by copies until one of them changes it.
  private final class Rare {
    /// The time of the first entry, when not 0.
    var firstTime = 0
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
      copy.firstTime = firstTime
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

  private var firstTime: Int { rare?.firstTime ?? 0 }
  private var wideCauses: [Int: Int] { rare?.wideCauses ?? [:] }
  private var boxed: [Value] { rare?.boxed ?? [] }
  private var laterTimes: [(start: Int, time: Int)] { rare?.laterTimes ?? [] }
  private var ends: [Event<Value>] { rare?.ends ?? [] }

  /// How the stream ended, if it did.
  var end: Event<Value>? { ends.first }

  /// How many events were recorded.
  var count: Int {
    if firstKinds.2 != .absent { return 3 + later.count }
    if firstKinds.1 != .absent { return 2 }
    return firstKinds.0 == .absent ? 0 : 1
  }

  mutating func append(_ value: Value, at time: Int, cause: Int) {
    switch value {
    case .int(let number): append(.int, UInt64(bitPattern: Int64(number)), at: time, cause: cause)
    case .double(let number): append(.double, number.bitPattern, at: time, cause: cause)
    case .bool(let flag): append(.bool, flag ? 1 : 0, at: time, cause: cause)
    case .none: append(.none, 0, at: time, cause: cause)
    case .void: append(.void, 0, at: time, cause: cause)
    case .duration(let milliseconds):
      append(.duration, UInt64(bitPattern: Int64(milliseconds)), at: time, cause: cause)
    case .string(let text) where text.utf8.count <= Self.shortStringLength:
      append(.shortString, Self.word(short: text), at: time, cause: cause)
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
    let index = count
    if index == 0 {
      if time != 0 { changingRare().firstTime = time }
    } else if (rare?.laterTimes.last?.time ?? firstTime) != time {
      changingRare().laterTimes.append((index, time))
    }
    let narrow = UInt32(exactly: cause) ?? Entry.wide
    if narrow == Entry.wide { changingRare().wideCauses[index] = cause }
    switch index {
    case 0: (firstWords.0, firstCauses.0, firstKinds.0) = (word, narrow, kind)
    case 1: (firstWords.1, firstCauses.1, firstKinds.1) = (word, narrow, kind)
    case 2: (firstWords.2, firstCauses.2, firstKinds.2) = (word, narrow, kind)
    default: later.append(Entry(word: word, cause: narrow, kind: kind))
    }
  }

  /// The entry at `index`.
  private func entry(at index: Int) -> Entry {
    switch index {
    case 0: Entry(word: firstWords.0, cause: firstCauses.0, kind: firstKinds.0)
    case 1: Entry(word: firstWords.1, cause: firstCauses.1, kind: firstKinds.1)
    case 2: Entry(word: firstWords.2, cause: firstCauses.2, kind: firstKinds.2)
    default: later[index - 3]
    }
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
    let cause = entry(at: index).cause
    return Marble(event(at: index), cause: cause == Entry.wide ? wideCauses[index]! : Int(cause))
  }

  private func element(at index: Int) -> Event<Value> {
    let entry = entry(at: index)
    let word = entry.word
    switch entry.kind {
    case .int: return .next(.int(Int(Int64(bitPattern: word))))
    case .double: return .next(.double(Double(bitPattern: word)))
    case .bool: return .next(.bool(word != 0))
    case .none: return .next(.none)
    case .void: return .next(.void)
    case .duration: return .next(.duration(milliseconds: Int(Int64(bitPattern: word))))
    case .shortString: return .next(.string(Self.shortString(word)))
    case .boxed: return .next(boxed[Int(word)])
    case .end: return ends[0]
    case .absent: preconditionFailure("no entry at \(index)")
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

  /// The most UTF-8 bytes of a string kept in an entry's word: the eighth byte is the count.
  private static let shortStringLength = 7

  /// `text`'s UTF-8 bytes in the low bytes of a word, their count in the top byte.
  private static func word(short text: String) -> UInt64 {
    var word: UInt64 = 0
    var count: UInt64 = 0
    for byte in text.utf8 {
      word |= UInt64(byte) << (8 * count)
      count += 1
    }
    return word | count << 56
  }

  /// The string ``word(short:)`` packed.
  private static func shortString(_ word: UInt64) -> String {
    let count = Int(word >> 56)
    return String(unsafeUninitializedCapacity: count) { buffer in
      for index in 0..<count { buffer[index] = UInt8(truncatingIfNeeded: word >> (8 * index)) }
      return count
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
    /// A string of up to 7 UTF-8 bytes (see ``History/word(short:)``).
    case shortString
    /// The index in ``History/boxed`` of a longer string or an array.
    case boxed
    /// Nothing: the end is ``History/end``.
    case end
    /// No entry: one of the first three places not taken yet.
    case absent
  }
}
