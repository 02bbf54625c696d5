import BindingTestExpectations
import Testing

@testable import BindingCore

/// The two-source `combineLatest` and `zip`, whose inputs keep their values and whose result is
/// built in the caller's code, for any element types (``indexedStore(_:)``, ``pairEmission(_:)``):
/// every type combines, completes and fails alike, with no class compiled for it in advance.
@Suite(.checksResources) struct PairCombinerElementTypeTests {
  private struct Point: Equatable {
    var x: Int
    var y: Int
  }

  /// A type whose values hold a reference, which the inputs must retain and release.
  private final class Box: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
  }

  @Test func everyTypeCombinesCompletesAndFails() {
    expectCombined(1, 2, to: 3) { $0 + $1 }
    expectCombined(1.5, 2.0, to: 3.5) { $0 + $1 }
    expectCombined(true, false, to: true) { $0 || $1 }
    expectCombined("a", "b", to: "ab") { $0 + $1 }
    expectCombined(Point(x: 1, y: 5), Point(x: 2, y: 6), to: Point(x: 3, y: 5)) {
      Point(x: $0.x + $1.x, y: $0.y)
    }
    expectCombined(Box(1), Box(2), to: Box(3)) { Box($0.value + $1.value) }
  }

  @Test func zipOverAStructPairsEveryValueInOrder() {
    let first = PublishSubject<Point>()
    let second = PublishSubject<Point>()
    var seen: [Point] = []
    let subscription = Observable.zip(first, second) { Point(x: $0.x, y: $1.y) }
      .subscribe(onNext: { seen.append($0) })
    for index in 0..<3 { first.onNext(Point(x: index, y: 0)) }
    for index in 0..<3 { second.onNext(Point(x: 0, y: index * 10)) }
    subscription.dispose()
    #expect(seen == [Point(x: 0, y: 0), Point(x: 1, y: 10), Point(x: 2, y: 20)])
  }

  @Test func aDiamondOverAStructEmitsOnceAPush() {
    let relay = BehaviorRelay(value: Point(x: 1, y: 1))
    var seen: [Point] = []
    let subscription = Observable.combineLatest(
      relay.map { Point(x: $0.x + 1, y: $0.y) }, relay.map { Point(x: $0.x * 10, y: $0.y) },
      resultSelector: { Point(x: $0.x + $1.x, y: $0.y + $1.y) }
    ).subscribe(onNext: { seen.append($0) })
    relay.accept(Point(x: 2, y: 2))
    relay.accept(Point(x: 3, y: 3))
    subscription.dispose()
    #expect(seen == [Point(x: 12, y: 2), Point(x: 23, y: 4), Point(x: 34, y: 6)])
  }

  @Test func aDiamondEmitsOnceAPush() {
    let relay = BehaviorRelay(value: 1)
    var seen: [Int] = []
    let subscription = Observable.combineLatest(
      relay.map { $0 + 1 }, relay.map { $0 * 10 }, resultSelector: { $0 + $1 }
    ).subscribe(onNext: { seen.append($0) })
    relay.accept(2)
    relay.accept(3)
    subscription.dispose()
    #expect(seen == [12, 23, 34])
  }

  /// `combineLatest` and `zip` of `a` and `b` give `expected` and complete once both sources
  /// completed; a selector that throws ends both with its error.
  private func expectCombined<Element: Equatable>(
    _ a: Element, _ b: Element, to expected: Element,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ combine: @escaping (Element, Element) -> Element
  ) {
    for isZip in [false, true] {
      let first = PublishSubject<Element>()
      let second = PublishSubject<Element>()
      let combined =
        isZip
        ? Observable.zip(first, second, resultSelector: combine)
        : Observable.combineLatest(first, second, resultSelector: combine)
      var values: [Element] = []
      var stops: [String] = []
      let subscription = combined.subscribe(
        onNext: { values.append($0) }, onError: { _ in stops.append("error") },
        onCompleted: { stops.append("completed") })
      first.onNext(a)
      second.onNext(b)
      first.onCompleted()
      second.onCompleted()
      subscription.dispose()
      #expect(values == [expected], "zip: \(isZip)", sourceLocation: sourceLocation)
      #expect(stops == ["completed"], "zip: \(isZip)", sourceLocation: sourceLocation)

      let failingFirst = PublishSubject<Element>()
      let failingSecond = PublishSubject<Element>()
      let throwing: (Element, Element) throws -> Element = { _, _ in throw TestError() }
      let failing =
        isZip
        ? Observable.zip(failingFirst, failingSecond, resultSelector: throwing)
        : Observable.combineLatest(failingFirst, failingSecond, resultSelector: throwing)
      var failures = 0
      var passed = 0
      _ = failing.subscribe(onNext: { _ in passed += 1 }, onError: { _ in failures += 1 })
      failingFirst.onNext(a)
      failingSecond.onNext(b)
      failingFirst.onNext(a)
      #expect(passed == 0 && failures == 1, "zip: \(isZip)", sourceLocation: sourceLocation)
      #expect(!failingFirst.hasObservers && !failingSecond.hasObservers, sourceLocation: sourceLocation)
    }
  }
}
