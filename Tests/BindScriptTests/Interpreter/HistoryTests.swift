import BindingCore
import BindingTest
import Testing

@testable import BindScript

/// A cell's history is kept compactly (values inline, times in runs, causes 32 bits wide
/// while they fit); what it gives back must be exactly what was recorded.
@Suite struct HistoryTests {
  struct Failure: Error {}

  @Test func givesBackEveryKindOfValueWithItsTimeAndCause() {
    let values: [Value] = [
      .int(-7), .int(Int.max), .double(-0.5), .double(.infinity), .bool(true), .bool(false),
      .string("é\"x"), .array([.int(1), .string("a")]), .none, .void,
      .duration(milliseconds: 300), .string(""), .string("1234567"), .string("12345678"),
      .string("\u{0}\u{0}a"), .string("€ €"), .string("long enough to be kept aside"),
    ]
    var history = History()
    for (index, value) in values.enumerated() {
      history.append(value, at: index / 3 * 100, cause: index + 1)
    }
    #expect(history.count == values.count)
    #expect(
      history.events.map(\.value.element) == values.map(Optional.some),
      "each value comes back as it was recorded")
    #expect(history.events.map(\.time) == values.indices.map { $0 / 3 * 100 })
    #expect(values.indices.map { history.marble(at: $0).cause } == values.indices.map { $0 + 1 })
    #expect(values.indices.map { history.marble(at: $0).time } == values.indices.map { $0 / 3 * 100 })
  }

  @Test func keepsTheEndAndCausesTooLargeForThirtyTwoBits() {
    var history = History()
    history.append(.int(1), at: 0, cause: 1)
    history.append(.int(2), at: 50, cause: Int(UInt32.max) + 5)
    history.append(end: .error(Failure()), at: 50, cause: 3)
    #expect(history.count == 3)
    #expect(history.marble(at: 0).cause == 1)
    #expect(history.marble(at: 1).cause == Int(UInt32.max) + 5)
    #expect(history.marble(at: 2).cause == 3)
    #expect(history.events[2].value.error is Failure)
    #expect(history.events[2].time == 50)
    #expect(history.events[1].value.element == .int(2))
  }
}
