import BindingTestExpectations
import Testing

@testable import BindingCore

/// The `map` stage, whose per-value closure is built in the caller's code for its element types:
/// for common types and for a struct of the program's own alike, it forwards values, a thrown
/// error and completion, and nothing after a stop.
@Suite(.checksResources) struct MapElementTypeTests {
  private struct Point: Equatable {
    var x: Int
  }

  @Test func everyElementTypeForwardsValuesErrorsAndCompletion() {
    expectMapped(1, to: 2) { $0 + 1 }
    expectMapped(1.5, to: 3.0) { $0 * 2 }
    expectMapped(true, to: false) { !$0 }
    expectMapped("a", to: "ab") { $0 + "b" }
    expectMapped(2, to: 2.5) { Double($0) + 0.5 }
    expectMapped(2.7, to: 2) { Int($0) }
    expectMapped(3, to: true) { $0 > 2 }
    expectMapped(4, to: "4") { String($0) }
    expectMapped(0.5, to: "0.5") { String($0) }
    expectMapped(true, to: "true") { String($0) }
    expectMapped("abc", to: 3) { $0.count }
    expectMapped(Point(x: 1), to: Point(x: 2)) { Point(x: $0.x + 1) }
  }

  /// Maps `input` with `transform`, then completes; then maps it with a transform that throws.
  private func expectMapped<Source, Result: Equatable>(
    _ input: Source, to expected: Result, sourceLocation: SourceLocation = #_sourceLocation,
    _ transform: @escaping (Source) -> Result
  ) {
    let subject = PublishSubject<Source>()
    var values: [Result] = []
    var stops: [String] = []
    let subscription = subject.map(transform).subscribe(
      onNext: { values.append($0) }, onError: { _ in stops.append("error") },
      onCompleted: { stops.append("completed") })
    subject.onNext(input)
    subject.onNext(input)
    subject.onCompleted()
    subject.onNext(input)
    subscription.dispose()
    #expect(values == [expected, expected], sourceLocation: sourceLocation)
    #expect(stops == ["completed"], sourceLocation: sourceLocation)

    let failing = PublishSubject<Source>()
    var passed = 0
    var failures = 0
    _ = failing.map { _ -> Result in throw TestError() }.subscribe(
      onNext: { _ in passed += 1 }, onError: { _ in failures += 1 })
    failing.onNext(input)
    failing.onNext(input)
    #expect(passed == 0 && failures == 1, sourceLocation: sourceLocation)
    #expect(!failing.hasObservers, sourceLocation: sourceLocation)
  }
}
