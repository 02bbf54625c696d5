import BindingCore
import BindingTestExpectations
import Testing

/// `subscribe(onNext:)` right after a two-source `combineLatest` or `zip` sees what it sees
/// through a counted node.
///
/// The combiner serves the node of `onNext` as a relay's line does: it hands values to the
/// closure without counting them, and lets go of the closure itself once it emits no more.
@Suite(.checksResources) struct CombinedOnNextTests {
  private final class Token {
    var offset = 100
  }

  @Test func disposingLetsGoOfTheSelectorAndTheClosureWhileTheSubscriptionIsKept() {
    let left = BehaviorRelay(value: 1)
    let right = BehaviorRelay(value: 2)
    weak var weakSelectorCapture: Token?
    weak var weakClosureCapture: Token?
    var seen: [Int] = []
    var subscription: Disposable?
    do {
      let selectorCapture = Token()
      let closureCapture = Token()
      weakSelectorCapture = selectorCapture
      weakClosureCapture = closureCapture
      subscription = Observable.combineLatest(left, right) { $0 + $1 + selectorCapture.offset }
        .subscribe(onNext: { seen.append($0 + closureCapture.offset) })
    }
    left.accept(10)
    #expect(weakSelectorCapture != nil && weakClosureCapture != nil)
    subscription?.dispose()
    #expect(weakSelectorCapture == nil)
    #expect(weakClosureCapture == nil)
    right.accept(20)
    #expect(seen == [203, 212])
    withExtendedLifetime(subscription) {}
  }

  @Test func theClosureIsLetGoOfWhenBothSourcesComplete() {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    weak var weakCapture: Token?
    var seen: [Int] = []
    var subscription: Disposable?
    do {
      let capture = Token()
      weakCapture = capture
      subscription = Observable.combineLatest(left, right) { $0 * $1 }
        .subscribe(onNext: { seen.append($0 + capture.offset) })
    }
    left.onNext(2)
    right.onNext(3)
    left.onCompleted()
    #expect(weakCapture != nil)
    right.onCompleted()
    #expect(weakCapture == nil)
    #expect(seen == [106])
    #expect(!left.hasObservers && !right.hasObservers)
    withExtendedLifetime(subscription) {}
  }

  @Test func aDiamondDisposedFromItsOwnClosureGetsNoMoreValues() {
    let relay = BehaviorRelay(value: 1)
    var seen: [Int] = []
    var subscription: Disposable?
    subscription = Observable.combineLatest(relay.map { $0 + 1 }, relay.map { $0 * 2 }) { $0 + $1 }
      .subscribe(onNext: { value in
        seen.append(value)
        if value > 10 { subscription?.dispose() }
      })
    relay.accept(3)
    relay.accept(5)
    relay.accept(7)
    #expect(seen == [4, 10, 16])
    subscription = nil
  }
}
