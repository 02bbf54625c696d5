import BindingCombine
import Dispatch
import Foundation
import Synchronization
import Testing

private struct Failure: Error, Equatable {}

/// A subscriber that asks for a set number of values, more on each value when told to, and
/// records what it receives.
private final class DemandingSubscriber<Input>: Subscriber {
  typealias Failure = any Error

  private let initial: Subscribers.Demand
  private let onEach: Subscribers.Demand
  private(set) var values: [Input] = []
  private(set) var completion: Subscribers.Completion<any Error>?
  private(set) var subscription: Subscription?

  init(initial: Subscribers.Demand, onEach: Subscribers.Demand = .none) {
    self.initial = initial
    self.onEach = onEach
  }

  func receive(subscription: Subscription) {
    self.subscription = subscription
    if initial > 0 { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return onEach
  }

  func receive(completion: Subscribers.Completion<any Error>) {
    self.completion = completion
  }

  var isFinished: Bool {
    if case .finished? = completion { return true }
    return false
  }
}

@Suite struct ObservableAsPublisherTests {
  @Test func deliversValuesInOrderThenFinishes() {
    let subscriber = DemandingSubscriber<Int>(initial: .unlimited)
    Observable.of(1, 2, 3).asPublisher().subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
  }

  @Test func anErrorFailsThePublisherAfterTheValuesBeforeIt() {
    let subject = PublishSubject<String>()
    let subscriber = DemandingSubscriber<String>(initial: .unlimited)
    subject.asPublisher().subscribe(subscriber)
    subject.onNext("a")
    subject.onError(Failure())
    subject.onNext("b")
    #expect(subscriber.values == ["a"])
    guard case .failure(let error)? = subscriber.completion else {
      Issue.record("the publisher did not fail")
      return
    }
    #expect(error is Failure)
  }

  @Test func aSubscriberRequestingTwoGetsTwoAndTheRestWhenItAsksAgain() {
    let subscriber = DemandingSubscriber<Int>(initial: .max(2))
    Observable.of(1, 2, 3, 4, 5).asPublisher().subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completion == nil)
    subscriber.subscription?.request(.max(1))
    #expect(subscriber.values == [1, 2, 3])
    subscriber.subscription?.request(.max(5))
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    #expect(subscriber.isFinished)
  }

  @Test func demandReturnedFromReceiveCounts() {
    let relay = PublishRelay<Int>()
    let subscriber = DemandingSubscriber<Int>(initial: .max(1), onEach: .max(1))
    relay.asPublisher().subscribe(subscriber)
    for value in 1...4 { relay.accept(value) }
    #expect(subscriber.values == [1, 2, 3, 4])
  }

  @Test func nothingIsSubscribedBeforeTheFirstRequest() {
    let subscriptions = Mutex(0)
    let source = Observable<Int>.create { observer in
      subscriptions.withLock { $0 += 1 }
      observer.onNext(1)
      return Disposables.create()
    }
    let subscriber = DemandingSubscriber<Int>(initial: .none)
    source.asPublisher().subscribe(subscriber)
    #expect(subscriptions.withLock { $0 } == 0)
    subscriber.subscription?.request(.max(1))
    #expect(subscriptions.withLock { $0 } == 1)
    #expect(subscriber.values == [1])
  }

  @Test func worksWithCombineOperatorsAndSink() {
    let relay = BehaviorRelay(value: 1)
    var received: [Int] = []
    let cancellable = relay.asPublisher()
      .map { $0 * 10 }
      .filter { $0 != 20 }
      .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
    relay.accept(2)
    relay.accept(3)
    #expect(received == [10, 30])
    cancellable.cancel()
    relay.accept(4)
    #expect(received == [10, 30])
  }

  @Test func cancellingDisposesTheObservableSubscriptionAndLetsGoOfTheSubscriber() {
    let disposed = Mutex(false)
    let relay = PublishRelay<Int>()
    let source = Observable<Int>.create { observer in
      let subscription = relay.subscribe(observer)
      return Disposables.create {
        subscription.dispose()
        disposed.withLock { $0 = true }
      }
    }
    var subscriber: DemandingSubscriber<Int>? = DemandingSubscriber(initial: .unlimited)
    weak let weakSubscriber = subscriber
    source.asPublisher().subscribe(subscriber!)
    relay.accept(1)
    #expect(subscriber?.values == [1])
    subscriber?.subscription?.cancel()
    relay.accept(2)
    #expect(disposed.withLock { $0 })
    #expect(subscriber?.values == [1])
    subscriber = nil
    #expect(weakSubscriber == nil)
  }

  @Test func aFinishedPublisherLetsGoOfItsSubscriber() {
    var subscriber: DemandingSubscriber<Int>? = DemandingSubscriber(initial: .unlimited)
    weak let weakSubscriber = subscriber
    Observable.of(1).asPublisher().subscribe(subscriber!)
    #expect(subscriber?.isFinished == true)
    subscriber = nil
    #expect(weakSubscriber == nil)
  }

  @Test func valuesFromManyThreadsArriveOneAtATimeAndNoneIsLost() {
    let relay = PublishRelay<Int>()
    let received = Mutex<[Int]>([])
    let inside = Mutex(0)
    let overlapped = Mutex(false)
    let cancellable = relay.asPublisher().sink(
      receiveCompletion: { _ in },
      receiveValue: { value in
        if inside.withLock({ count in
          count += 1
          return count
        }) > 1 {
          overlapped.withLock { $0 = true }
        }
        received.withLock { $0.append(value) }
        inside.withLock { $0 -= 1 }
      })
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<500 { relay.accept(thread * 1_000 + index) }
    }
    let values = received.withLock { $0 }
    #expect(values.count == 2_000)
    #expect(Set(values).count == 2_000)
    #expect(!overlapped.withLock { $0 })
    for thread in 0..<4 {
      let own = values.filter { $0 / 1_000 == thread }
      #expect(own == own.sorted(), "values sent by one thread keep their order")
    }
    cancellable.cancel()
  }

  @Test func waitingValuesAreDeliveredOnTheThreadThatAsksForThem() {
    let subscriber = DemandingSubscriber<Int>(initial: .max(1))
    Observable.of(1, 2).asPublisher().subscribe(subscriber)
    let queue = DispatchQueue(label: "asker")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let onQueue = Mutex(false)
    queue.sync {
      subscriber.subscription?.request(.max(1))
      onQueue.withLock { $0 = subscriber.values == [1, 2] && DispatchQueue.getSpecific(key: key) == true }
    }
    #expect(onQueue.withLock { $0 })
    #expect(subscriber.isFinished)
  }
}
