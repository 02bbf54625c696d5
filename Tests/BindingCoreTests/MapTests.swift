import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct MapTests {
  @Test func transformsEachValueForTheClosures() {
    let relay = BehaviorRelay(value: 1)
    var seen: [String] = []
    let subscription = relay.map { "v\($0)" }.subscribe(onNext: { seen.append($0) })
    relay.accept(2)
    subscription.dispose()
    relay.accept(3)
    #expect(seen == ["v1", "v2"])
  }

  @Test func aThrowingTransformEndsWithTheErrorAndDisposes() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.map { value -> Int in
      if value < 0 { throw TestError() }
      return value * 10
    }.subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onNext(-1)
    subject.onNext(2)
    #expect(log == ["next 10", "error", "disposed"])
    #expect(!subject.hasObservers)
  }

  @Test func forwardsTheSourcesStopEventsOnce() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.map { $0 + 1 }.subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subscription.dispose()
    #expect(log == ["next 2", "completed"])
    #expect(!subject.hasObservers)
  }

  @Test func onNextAloneStopsAtTheSourcesCompletion() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    let subscription = subject.map { $0 * 3 }.subscribe(onNext: { seen.append($0) })
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    #expect(seen == [3])
    #expect(!subject.hasObservers)
    subscription.dispose()
  }

  /// The node is served by the subject's delivery line, which ends the delivery it holds open
  /// for the line when its own delivery ends: the closures go then, not before.
  @Test func theClosuresAreLetGoOfWhenTheSourceCompletes() {
    let subject = PublishSubject<Int>()
    weak var weakTarget: Target?
    var seen: [Int] = []
    var subscription: Disposable?
    do {
      let target = Target()
      weakTarget = target
      subscription = subject.map { $0 + target.last }.subscribe(
        onNext: { value in seen.append(value + target.last) })
    }
    subject.onNext(1)
    #expect(weakTarget != nil)
    subject.onCompleted()
    #expect(weakTarget == nil)
    #expect(seen == [1])
    withExtendedLifetime(subscription) {}
  }

  /// W5's shape: each subscription gets the current value once, and each disposal leaves the
  /// subject without it.
  @Test func subscribingAndDisposingAgainAndAgainReplaysTheCurrentValueEachTime() {
    let subject = BehaviorSubject(value: 4)
    let mapped = subject.map { $0 + 1 }
    var seen: [Int] = []
    for _ in 0..<3 {
      mapped.subscribe(onNext: { seen.append($0) }).dispose()
      #expect(!subject.hasObservers)
    }
    subject.onNext(9)
    #expect(seen == [5, 5, 5])
  }

  @Test func disposingInsideOnNextStopsFurtherValues() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    var subscription: Disposable?
    subscription = subject.map { $0 * 2 }.subscribe(onNext: { value in
      seen.append(value)
      subscription?.dispose()
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(seen == [2])
    #expect(!subject.hasObservers)
    subscription = nil  // the closure holds the variable that holds the subscription
  }

  /// The kept subscription is one node doing the `map` and `onNext` (`MapHandlerSink`): it must
  /// let go of the transform at disposal, as the `map`'s own node did when it was freed.
  @Test func disposingLetsGoOfWhatTheTransformCapturesWhileTheSubscriptionIsKept() {
    let relay = BehaviorRelay(value: 1)
    weak var weakTarget: Target?
    var seen: [Int] = []
    var subscription: Disposable?
    do {
      let target = Target()
      target.last = 10
      weakTarget = target
      subscription = relay.map { $0 + target.last }.subscribe(onNext: { seen.append($0) })
    }
    relay.accept(2)
    #expect(weakTarget != nil)
    subscription?.dispose()
    #expect(weakTarget == nil)
    relay.accept(3)
    #expect(seen == [11, 12])
    withExtendedLifetime(subscription) {}
  }

  @Test func theChainAndItsClosuresAreReleasedAfterDisposal() {
    let relay = BehaviorRelay(value: 0)
    weak var weakTarget: Target?
    var subscription: Disposable?
    do {
      let target = Target()
      weakTarget = target
      subscription = relay.map { $0 + 1 }.subscribe(onNext: { target.last = $0 })
      relay.accept(4)
      #expect(target.last == 5)
    }
    #expect(weakTarget != nil)
    subscription?.dispose()
    subscription = nil
    #expect(weakTarget == nil)
  }
}

private final class Target {
  var last = 0
}
