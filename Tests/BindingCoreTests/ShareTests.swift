import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

@Suite(.checksResources) struct ShareTests {
  @Test func subscribersShareOneSubscription() {
    let source = HotProbe<Int>()
    let shared = source.observable.share()
    let (first, subscription) = shared.record()
    defer { subscription.dispose() }
    let (second, subscription2) = shared.record()
    defer { subscription2.dispose() }
    source.onNext(1)
    #expect(source.subscribeCount == 1)
    #expect(first.values == [1])
    #expect(second.values == [1])
  }

  @Test(arguments: [0, 1, 2, 4])
  func lateSubscriberReceivesTheReplayBuffer(replay: Int) {
    let source = HotProbe<Int>()
    let shared = source.observable.share(replay: replay)
    let (first, subscription) = shared.record()
    defer { subscription.dispose() }
    for value in 1...3 { source.onNext(value) }
    let (second, subscription2) = shared.record()
    defer { subscription2.dispose() }
    source.onNext(4)
    #expect(first.values == [1, 2, 3, 4])
    #expect(second.values == Array([1, 2, 3].suffix(replay)) + [4])
  }

  @Test func disconnectsWhenTheLastSubscriberLeavesAndReconnectsForTheNext() {
    let source = HotProbe<Int>()
    let shared = source.observable.share(replay: 1)
    let (_, first) = shared.record()
    let (_, second) = shared.record()
    source.onNext(1)
    first.dispose()
    #expect(source.isObserved)
    second.dispose()
    #expect(!source.isObserved)
    let (third, subscription) = shared.record()
    defer { subscription.dispose() }
    source.onNext(2)
    #expect(source.subscribeCount == 2)
    #expect(third.values == [2])
  }

  @Test func foreverKeepsTheReplayBufferAcrossConnections() {
    let source = HotProbe<Int>()
    let shared = source.observable.share(replay: 1, scope: .forever)
    let (_, first) = shared.record()
    source.onNext(1)
    first.dispose()
    #expect(!source.isObserved)
    let (second, subscription) = shared.record()
    defer { subscription.dispose() }
    source.onNext(2)
    #expect(source.subscribeCount == 2)
    #expect(second.values == [1, 2])
  }

  @Test func whileConnectedErrorEndsTheConnectionAndAResubscriberStartsANewOne() {
    let source = HotProbe<Int>()
    let shared = source.observable.share(replay: 1)
    let resubscribed = EventLog<Int>()
    var inner: Disposable?
    let (first, _) = shared.do(onError: { _ in inner = shared.subscribe(resubscribed) }).record()
    source.onNext(1)
    source.onError(OperatorTestError())
    source.onNext(2)
    #expect(first.events == [.next(1), .error(OperatorTestError())])
    #expect(resubscribed.events == [.next(2)])
    #expect(source.subscribeCount == 2)
    inner?.dispose()
    #expect(!source.isObserved)
  }

  @Test func foreverReplaysTheBufferAndTheErrorWithoutResubscribing() {
    let source = HotProbe<Int>()
    let shared = source.observable.share(replay: 2, scope: .forever)
    let (first, _) = shared.record()
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    source.onError(OperatorTestError())
    let (late, _) = shared.record()
    #expect(first.events == [.next(1), .next(2), .next(3), .error(OperatorTestError())])
    #expect(late.events == [.next(2), .next(3), .error(OperatorTestError())])
    #expect(source.subscribeCount == 1)
    #expect(!source.isObserved)
  }

  @Test func foreverReplaysCompletionToLateSubscribers() {
    let source = HotProbe<Int>()
    let shared = source.observable.share(replay: 1, scope: .forever)
    let (first, _) = shared.record()
    source.onNext(1)
    source.onCompleted()
    let (late, _) = shared.record()
    #expect(first.events == [.next(1), .completed])
    #expect(late.events == [.next(1), .completed])
    #expect(source.subscribeCount == 1)
  }

  @Test func coldSourceRunsAgainPerConnectionOnlyWhileConnected() {
    var runs = 0
    let work = Observable<Int>.deferred {
      runs += 1
      return .just(runs)
    }
    let whileConnected = work.share(replay: 1)
    let (a, _) = whileConnected.record()
    let (b, _) = whileConnected.record()
    #expect(a.events == [.next(1), .completed])
    #expect(b.events == [.next(2), .completed])

    let forever = work.share(replay: 1, scope: .forever)
    let (c, _) = forever.record()
    let (d, _) = forever.record()
    #expect(c.events == [.next(3), .completed])
    #expect(d.events == [.next(3), .completed])
    #expect(runs == 3)
  }

  @Test func disposedSubscriberReceivesNothingMore() {
    let source = HotProbe<Int>()
    let shared = source.observable.share()
    let (first, firstSubscription) = shared.record()
    let (second, subscription) = shared.record()
    defer { subscription.dispose() }
    source.onNext(1)
    firstSubscription.dispose()
    source.onNext(2)
    #expect(first.values == [1])
    #expect(second.values == [1, 2])
  }

  @Test func diamondOnASharedChainEmitsOncePerAccept() {
    let a = BehaviorRelay(value: 1)
    var mapped = 0
    let s = a.map { value -> Int in
      mapped += 1
      return value * 10
    }.share(replay: 1)
    var seen: [String] = []
    let subscription = Observable.combineLatest(s.map { $0 + 1 }, s.map { $0 + 2 }) {
      "\($0)/\($1)"
    }
    .subscribe(onNext: { seen.append($0) })
    a.accept(2)
    a.accept(3)
    #expect(seen == ["11/12", "21/22", "31/32"])
    #expect(mapped == 3)
    subscription.dispose()
  }

  @Test func transactionThroughASharedChainEmitsOnceWithTheFinalValues() {
    let a = BehaviorRelay(value: 0)
    let s = a.map { $0 * 10 }.share(replay: 1)
    var combined: [String] = []
    let first = Observable.combineLatest(s.map { $0 + 1 }, s.map { $0 + 2 }) { "\($0)/\($1)" }
      .subscribe(onNext: { combined.append($0) })
    var zipped: [String] = []
    let second = Observable.zip(s, s.map { -$0 }) { "\($0)/\($1)" }
      .subscribe(onNext: { zipped.append($0) })
    transaction {
      a.accept(1)
      a.accept(2)
    }
    #expect(combined == ["1/2", "21/22"])
    #expect(zipped == ["0/0", "10/-10", "20/-20"])
    first.dispose()
    second.dispose()
  }

  @Test func sharedChainFeedingItsOwnSourceIsQueuedNotRecursive() {
    let a = BehaviorRelay(value: 0)
    let s = a.map { $0 + 1 }.share(replay: 1)
    var seen: [Int] = []
    let subscription = s.subscribe(onNext: { value in
      seen.append(value)
      if value < 5 { a.accept(value) }
    })
    #expect(seen == [1, 2, 3, 4, 5])
    subscription.dispose()
  }

  @Test func subscribersComingAndGoingOnSeveralThreadsLeaveNoConnection() {
    let relay = PublishRelay<Int>()
    let connections = Atomic<Int>(0)
    // Observable is not Sendable; the operator's own state is lock-protected.
    nonisolated(unsafe) let shared = relay.do(
      onSubscribe: { connections.add(1, ordering: .relaxed) },
      onDispose: { connections.subtract(1, ordering: .relaxed) }
    ).share(replay: 1)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for round in 0..<500 {
        let subscription = shared.subscribe(onNext: { _ in })
        relay.accept(thread * 1_000 + round)
        subscription.dispose()
      }
    }
    #expect(connections.load(ordering: .acquiring) == 0)
  }
}
