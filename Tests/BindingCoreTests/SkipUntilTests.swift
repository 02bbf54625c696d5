import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SkipUntilTests {
  private let scheduler = TestScheduler(initialClock: 0)
  private let someData: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
  ]

  // RxSwift: testSkipUntil_SomeData_Next
  @Test func valuesAfterTheTriggersFirstValuePassAndTheTriggerIsDisposed() {
    let l = scheduler.createHotObservable(someData)
    let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events == [.next(230, 4), .next(240, 5), .completed(250)])
    #expect(l.subscriptions == [Subscription(200, 250)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  // RxSwift: testSkipUntil_SomeData_Error
  @Test func triggerErrorEndsTheResult() {
    let l = scheduler.createHotObservable(someData)
    let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError())])
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events == [.error(225, TestError())])
    #expect(l.subscriptions == [Subscription(200, 225)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  // RxSwift: testSkipUntil_Error_SomeData
  @Test func sourceErrorWhileSkippingIsForwarded() {
    let l = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, TestError())])
    let r = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(250)])
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events == [.error(220, TestError())])
    #expect(l.subscriptions == [Subscription(200, 220)])
    #expect(r.subscriptions == [Subscription(200, 220)])
  }

  // RxSwift: testSkipUntil_SomeData_Empty
  @Test func triggerCompletingWithoutAValueSkipsEverythingAndTheResultNeverEnds() {
    let l = scheduler.createHotObservable(someData)
    let r = scheduler.createHotObservable([.next(150, 1), .completed(225, Int.self)])
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events.isEmpty)
    #expect(l.subscriptions == [Subscription(200, 250)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  // RxSwift: testSkipUntil_Never_Next
  @Test func silentSourceStaysSubscribedAfterTheTrigger() {
    let l = scheduler.createHotObservable([.next(150, 1)])
    let r = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events.isEmpty)
    #expect(l.subscriptions == [Subscription(200, 1000)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  // RxSwift: testSkipUntil_Never_Error1
  @Test func triggerErrorEndsASilentSource() {
    let l = scheduler.createHotObservable([.next(150, 1)])
    let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError())])
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events == [.error(225, TestError())])
    #expect(l.subscriptions == [Subscription(200, 225)])
    #expect(r.subscriptions == [Subscription(200, 225)])
  }

  // RxSwift: testSkipUntil_SomeData_Error2, testSkipUntil_SomeData_Never
  @Test(arguments: [true, false])
  func sourceCompletingBeforeTheTriggerDisposesBothSilently(triggerFailsLater: Bool) {
    let l = scheduler.createHotObservable(someData)
    let r = scheduler.createHotObservable(
      [.next(150, 1)] + (triggerFailsLater ? [.error(300, TestError())] : []))
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events.isEmpty)
    #expect(l.subscriptions == [Subscription(200, 250)])
    #expect(r.subscriptions == [Subscription(200, 250)])
  }

  // RxSwift: testSkipUntil_Never_Empty, testSkipUntil_Never_Never
  @Test(arguments: [true, false])
  func silentSourceAndATriggerWithoutValuesEmitNothing(triggerCompletes: Bool) {
    let l = scheduler.createHotObservable([.next(150, 1)])
    let r = scheduler.createHotObservable(
      [.next(150, 1)] + (triggerCompletes ? [.completed(225)] : []))
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events.isEmpty)
    #expect(l.subscriptions == [Subscription(200, 1000)])
    #expect(r.subscriptions == [Subscription(200, triggerCompletes ? 225 : 1000)])
  }

  // RxSwift: testSkipUntil_HasCompletedCausesDisposal
  @Test func sourceCompletionDisposesTheTrigger() {
    var isDisposed = false
    let l = scheduler.createHotObservable(someData)
    let r = Observable<Int>.create { _ in Disposables.create { isDisposed = true } }
    let res = scheduler.start { l.skip(until: r) }
    #expect(res.events.isEmpty)
    #expect(isDisposed)
  }

  @Test func sourceIsSubscribedFirstSoAValueReachingBothIsDropped() {
    let relay = BehaviorRelay(value: 0)
    let (log, subscription) = relay.skip(until: relay).record()
    defer { subscription.dispose() }
    relay.accept(1)
    #expect(log.values == [1])
  }

  // RxSwift: testSkipUntilReleasesResourcesOnComplete2, testSkipUntilReleasesResourcesOnError2
  @Test(arguments: [false, true])
  func aSourceEndingBeforeTheTriggerFreesTheSubscriptionUndisposed(triggerFails: Bool) {
    let ledger = ResourceLedger(parent: Resources.ledger)
    var events: [Event<Int>] = []
    Resources.$ledger.withValue(ledger) {
      let trigger =
        triggerFails
        ? Observable<Int>.never().timeout(.seconds(20), scheduler: scheduler)
        : Observable<Int>.just(1).delay(.seconds(20), scheduler: scheduler)
      _ = Observable<Int>.just(1).skip(until: trigger).subscribe { events.append($0) }
      scheduler.start()
    }
    #expect(events.isEmpty, "the result never ends, as in RxSwift")
    #expect(ledger.count == 0)
  }

  @Test func aSourceEndingBeforeTheTriggerDisposesTheSubscription() {
    let subscription = Observable<Int>.just(1).skip(until: Observable<Int>.never()).subscribe()
    #expect((subscription as? Cancelable)?.isDisposed == true)
  }
}
