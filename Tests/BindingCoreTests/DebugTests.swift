import BindingCore
import BindingTestExpectations
import Foundation
import Testing

@Suite(.checksResources) struct DebugTests {
  /// The logged lines without their timestamps; fails when a timestamp is malformed.
  private func contents(_ lines: [String]) -> [String] {
    let pattern = #/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: (.*)/#
    return lines.map { line in
      guard let match = line.wholeMatch(of: pattern) else {
        Issue.record("malformed line: \(line)")
        return line
      }
      return String(match.1)
    }
  }

  @Test func logsSubscriptionEventsAndDisposal() {
    var lines: [String] = []
    let (log, _) = Observable.of(1, 2)
      .debug("numbers", trimOutput: false, now: Date.init, log: { lines.append($0) })
      .record()
    #expect(log.events == [.next(1), .next(2), .completed])
    #expect(
      contents(lines) == [
        "numbers -> subscribed",
        "numbers -> Event next(1)",
        "numbers -> Event next(2)",
        "numbers -> Event completed",
        "numbers -> isDisposed",
      ])
  }

  @Test func logsErrorsAndDisposalByTheSubscriber() {
    var lines: [String] = []
    let source = HotProbe<Int>()
    let (_, subscription) = source.observable
      .debug("probe", trimOutput: false, now: Date.init, log: { lines.append($0) })
      .record()
    source.onNext(1)
    subscription.dispose()
    source.onNext(2)
    #expect(
      contents(lines) == ["probe -> subscribed", "probe -> Event next(1)", "probe -> isDisposed"])
    #expect(!source.isObserved)

    lines.removeAll()
    _ = Observable<Int>.error(OperatorTestError(code: 1))
      .debug("failing", trimOutput: false, now: Date.init, log: { lines.append($0) })
      .subscribe()
    #expect(
      contents(lines) == [
        "failing -> subscribed", "failing -> Event error(OperatorTestError(code: 1))",
        "failing -> isDisposed",
      ])
  }

  @Test func trimOutputShortensLongEvents() {
    var lines: [String] = []
    let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
    _ = Observable.just(long)
      .debug("long", trimOutput: true, now: Date.init, log: { lines.append($0) })
      .subscribe()
    let expected =
      "long -> Event next(" + String(repeating: "a", count: 15) + "..."
      + String(repeating: "z", count: 19) + ")"
    #expect(contents(lines)[1] == expected)
  }

  @Test func defaultIdentifierNamesTheFileLineAndFunction() {
    var lines: [String] = []
    let line = #line + 1
    _ = Observable.just(1).debug(nil, trimOutput: false, now: Date.init, log: { lines.append($0) })
      .subscribe()
    #expect(
      contents(lines).first
        == "DebugTests.swift:\(line) (defaultIdentifierNamesTheFileLineAndFunction()) -> subscribed"
    )
  }

  @Test func timestampUsesTheInjectedClock() {
    var lines: [String] = []
    var components = DateComponents()
    (components.year, components.month, components.day) = (2024, 3, 9)
    (components.hour, components.minute, components.second) = (7, 5, 2)
    components.nanosecond = 45_000_000
    let date = Calendar(identifier: .gregorian).date(from: components)!
    _ = Observable<Int>.empty()
      .debug("clock", trimOutput: false, now: { date }, log: { lines.append($0) })
      .subscribe()
    #expect(lines.first == "2024-03-09 07:05:02.045: clock -> subscribed")
  }

  @Test func publicFormPassesEventsThrough() {
    let (log, _) = Observable.of(1).debug("public").record()
    #expect(log.events == [.next(1), .completed])
  }
}
