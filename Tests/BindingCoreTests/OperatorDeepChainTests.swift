import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct OperatorDeepChainTests {
  @Test func hundredThousandMixedSingleSourceOperatorsBuildPropagateAndTearDown() {
    let relay = BehaviorRelay(value: 0)
    var chain = relay.asObservable()
    for index in 0..<DeepChainLinks.count {
      switch index % 8 {
      case 0: chain = chain.compactMap { $0 }
      case 1: chain = chain.distinctUntilChanged()
      case 2: chain = chain.skip(0)
      case 3: chain = chain.take(Int.max)
      case 4: chain = chain.take(while: { _ in true })
      case 5: chain = chain.do(onNext: { _ in })
      case 6: chain = chain.catchAndReturn(-1)
      default: chain = chain.scan(0) { _, value in value }
      }
    }
    expectPropagatesAndStops(chain, from: relay)
  }

  @Test func hundredThousandFlatteningAndTimedOperatorsBuildPropagateAndTearDown() {
    let scheduler = VirtualTimeScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 0)
    var chain = relay.asObservable()
    for index in 0..<DeepChainLinks.count {
      switch index % 8 {
      case 0: chain = chain.concatMap { Observable.just($0) }
      case 1: chain = chain.flatMapFirst { Observable.just($0) }
      case 2: chain = chain.map { Observable.just($0) }.switchLatest()
      case 3: chain = chain.materialize().dematerialize()
      case 4: chain = chain.timeout(.seconds(1_000), scheduler: scheduler)
      case 5: chain = chain.take(for: .seconds(1_000), scheduler: scheduler)
      case 6: chain = chain.ifEmpty(default: -1)
      default: chain = chain.flatMap { Observable.just($0) }
      }
    }
    expectPropagatesAndStops(chain, from: relay)
  }

  @Test func hundredThousandSkippingAndPairingOperatorsBuildPropagateAndTearDown() {
    let owner = DeepChainOwner()
    let relay = BehaviorRelay(value: 0)
    var chain = relay.asObservable()
    for index in 0..<DeepChainLinks.count {
      switch index % 3 {
      case 0: chain = chain.skip(while: { _ in false })
      case 1: chain = chain.enumerated().map(\.element)
      default: chain = chain.withUnretained(owner) { $1 }
      }
    }
    expectPropagatesAndStops(chain, from: relay)
    withExtendedLifetime(owner) {}
  }

  @Test func hundredThousandCollectingOperatorsDeliverWhenTheSourceCompletes() {
    var chain = Observable.range(start: 0, count: 3)
    for index in 0..<DeepChainLinks.count {
      switch index % 4 {
      case 0: chain = chain.takeLast(2)
      case 1: chain = chain.toArray().asObservable().map { $0.reduce(0, +) }
      case 2: chain = chain.reduce(0, accumulator: +)
      default: chain = chain.single()
      }
    }
    let (log, subscription) = chain.record()
    #expect(log.events == [.next(1 + 2), .completed])
    subscription.dispose()
  }

  @Test func hundredThousandSkipUntilTriggersBuildPropagateAndTearDown() {
    let relay = BehaviorRelay(value: 0)
    var chain = relay.asObservable()
    for _ in 0..<DeepChainLinks.count { chain = chain.skip(until: Observable.just(())) }
    expectPropagatesAndStops(chain, from: relay, initial: nil)
  }

  @Test func hundredThousandDelayedSubscriptionsBuildPropagateAndTearDown() {
    let scheduler = VirtualTimeScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 0)
    var chain = relay.asObservable()
    for _ in 0..<DeepChainLinks.count { chain = chain.delaySubscription(.seconds(0), scheduler: scheduler) }
    expectPropagatesAndStops(chain, from: relay, initial: 0) { scheduler.start() }
  }

  @Test func hundredThousandSingleAndMaybeOperatorsSucceedAndTearDown() {
    let scheduler = VirtualTimeScheduler(initialClock: 0)
    var single = Single.just(0)
    for index in 0..<DeepChainLinks.count {
      let previous = single
      switch index % 4 {
      case 0: single = Single.zip(previous, Single.just(1)) { $0 + $1 }
      case 1: single = Single.using({ BooleanDisposable() }) { _ in previous }
      case 2: single = Maybe.zip(previous.asMaybe(), Maybe.just(1)) { $0 + $1 }.ifEmpty(default: -1)
      default: single = previous.delaySubscription(.seconds(0), scheduler: scheduler)
      }
    }
    var outcome: Int?
    let subscription = single.subscribe(onSuccess: { outcome = $0 })
    scheduler.start()
    #expect(outcome == DeepChainLinks.count / 2)
    subscription.dispose()
  }

  @Test func hundredThousandCompletableConcatsAndZipsCompleteAndTearDown() {
    var completable = Completable.empty()
    for index in 0..<DeepChainLinks.count {
      completable =
        index.isMultiple(of: 2)
        ? completable.concat(.empty()) : Completable.zip(completable, .empty())
    }
    var completed = false
    let subscription = completable.subscribe(onCompleted: { completed = true })
    #expect(completed)
    subscription.dispose()
  }

  /// Subscribes to `chain`, which ends in the relay's value: `initial` arrives once
  /// `afterSubscribing` has run (the relay's value, unless the chain drops it), then the next
  /// change; nothing after disposal; the chain is freed afterwards.
  private func expectPropagatesAndStops(
    _ chain: Observable<Int>, from relay: BehaviorRelay<Int>, initial: Int? = 0,
    afterSubscribing: () -> Void = {}
  ) {
    var last: Int?
    let subscription = chain.subscribe(onNext: { last = $0 })
    afterSubscribing()
    #expect(last == initial)
    relay.accept(1)
    #expect(last == 1)
    subscription.dispose()
    relay.accept(2)
    #expect(last == 1)
  }
}

private final class DeepChainOwner {}
