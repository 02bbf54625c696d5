import BindingTestExpectations
import Testing

@testable import BindingCore

/// The two-source `combineLatest` and `zip`, whose result is built in the caller's code for any
/// element types, with inputs compiled for common element types (`PairCombiner+Compiled.swift`):
/// each common type gets its own input class, and every type combines, completes and fails alike.
@Suite(.checksResources) struct PairCombinerCompiledTests {
  private struct Point: Equatable {
    var x: Int
  }

  @Test func eachCommonTypeHasItsCompiledInput() {
    expectInput(Int.self, IndexedInputOfInt.self)
    expectInput(Double.self, IndexedInputOfDouble.self)
    expectInput(Bool.self, IndexedInputOfBool.self)
    expectInput(String.self, IndexedInputOfString.self)
  }

  @Test func otherTypesKeepTheGenericInput() {
    let input: AnyClass = compiledIndexedInput(AnyIndexedInput<Int, String>.self)
    #expect(ObjectIdentifier(input) == ObjectIdentifier(AnyIndexedInput<Int, String>.self))
    let point: AnyClass = compiledIndexedInput(AnyIndexedInput<Point, Point>.self)
    #expect(ObjectIdentifier(point) == ObjectIdentifier(AnyIndexedInput<Point, Point>.self))
  }

  @Test func everyTypeCombinesCompletesAndFails() {
    expectCombined(1, 2, to: 3) { $0 + $1 }
    expectCombined(1.5, 2.0, to: 3.5) { $0 + $1 }
    expectCombined(true, false, to: true) { $0 || $1 }
    expectCombined("a", "b", to: "ab") { $0 + $1 }
    expectCombined(Point(x: 1), Point(x: 2), to: Point(x: 3)) { Point(x: $0.x + $1.x) }
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

  private func expectInput<Element>(
    _ type: Element.Type, _ input: AnyClass, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let foundInput: AnyClass = compiledIndexedInput(AnyIndexedInput<Element, Element>.self)
    #expect(ObjectIdentifier(foundInput) == ObjectIdentifier(input), sourceLocation: sourceLocation)
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
