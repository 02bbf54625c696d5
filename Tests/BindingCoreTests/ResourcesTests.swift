#if DEBUG
  import BindingCore
  import BindingTestExpectations
  import Dispatch
  import Synchronization
  import Testing

  @Suite(.checksResources) struct ResourcesTests {
    @Test func countsARelayAndEachSubscriptionUntilTheyAreReleased() {
      let ledger = ResourceLedger(parent: Resources.ledger)
      Resources.$ledger.withValue(ledger) {
        var relay: PublishRelay<Int>? = PublishRelay<Int>()
        #expect(ledger.count == 1)
        var plain: Disposable? = relay!.subscribe(onNext: { _ in })
        #expect(ledger.count == 2)
        var mapped: Disposable? = relay!.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
        #expect(ledger.count == 5)  // map's and filter's stages, and the observer's
        #expect(Int(Resources.total) >= ledger.count)
        mapped?.dispose()
        mapped = nil  // the disposable is the observer's stage: it lives as long as it is held
        #expect(ledger.count == 2)
        plain?.dispose()
        plain = nil
        #expect(ledger.count == 1)
        relay = nil
        #expect(ledger.count == 0)
      }
    }

    @Test func countsTheStageOfAnOperatorWithSeveralInputs() {
      let ledger = ResourceLedger(parent: Resources.ledger)
      Resources.$ledger.withValue(ledger) {
        let first = BehaviorRelay(value: 1)
        let second = BehaviorRelay(value: 2)
        let before = ledger.count
        var subscription: Disposable? = Observable.combineLatest(first, second) { $0 + $1 }
          .subscribe(onNext: { _ in })
        #expect(ledger.count == before + 4)  // the combiner, its two inputs, the observer's
        subscription?.dispose()
        subscription = nil
        #expect(ledger.count == before)
      }
    }

    @Test func aSubscriptionKeptAliveByACycleStaysCountedUntilDisposed() {
      let ledger = ResourceLedger(parent: Resources.ledger)
      var subscription: Disposable? = Resources.$ledger.withValue(ledger) {
        makeSelfSustainingSubscription()
      }
      #expect(ledger.count == 2)
      subscription?.dispose()
      subscription = nil
      #expect(ledger.count == 0)
    }

    @Test func theTraitReportsATestThatLeavesASubscriptionAlive() async throws {
      let leaked = Mutex<Disposable?>(nil)
      try await withKnownIssue {
        try await ResourceCheck(timeout: .milliseconds(20)).provideScope(
          for: Test.current!, testCase: nil
        ) {
          leaked.withLock { $0 = makeSelfSustainingSubscription() }
        }
      } matching: { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("2 resources") }
      }
      leaked.withLock { $0?.dispose() }
    }

    @Test func theTraitWaitsForTeardownOnAnotherThread() async throws {
      try await ResourceCheck().provideScope(for: Test.current!, testCase: nil) {
        // Handed to the queue and used only there.
        nonisolated(unsafe) let subscription = makeSelfSustainingSubscription()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
          subscription.dispose()
        }
      }
    }
  }

  /// RxSwift's resource API, on the process-wide count: each test runs in a process of its own
  /// (an exit test), where no other test moves ``Resources/total``.
  @Suite(.checksResources) struct RxSwiftResourceAPITests {
    @Test func totalRisesOnSubscribeAndFallsOnDispose() async {
      await #expect(processExitsWith: .success) {
        let start = Resources.total
        let relay = BehaviorRelay(value: 1)
        precondition(Resources.total == start + 1, "the relay")
        var subscription: Disposable? = relay.filter { $0 > 0 }.subscribe(onNext: { _ in })
        precondition(Resources.total == start + 3, "filter's stage and the observer's")
        subscription?.dispose()
        precondition(Resources.total == start + 2, "the observer's stage, while it is held")
        subscription = nil
        precondition(Resources.total == start + 1)
        // A `map` and `onNext` alone make one node (`MapHandlerSink`).
        subscription = relay.map { $0 * 2 }.subscribe(onNext: { _ in })
        precondition(Resources.total == start + 2, "map's stage with the observer")
        subscription?.dispose()
        precondition(Resources.total == start + 2, "that stage, while it is held")
        subscription = nil
        precondition(Resources.total == start + 1)
        _ = relay
      }
    }

    @Test func incrementAndDecrementMoveTheTotalAndReturnIt() async {
      await #expect(processExitsWith: .success) {
        let start = Resources.total
        precondition(Resources.incrementTotal() == start + 1)
        precondition(Resources.incrementTotal() == start + 2)
        precondition(Resources.total == start + 2)
        precondition(Resources.decrementTotal() == start + 1)
        precondition(Resources.decrementTotal() == start)
        precondition(Resources.total == start)
      }
    }

    @Test func countsObservablesObservingOnASerialQueueWhileTheyLive() async {
      await #expect(processExitsWith: .success) {
        let serial = SerialDispatchQueueScheduler(qos: .default)
        precondition(Resources.numberOfSerialDispatchQueueObservables == 0)
        var observable: Observable<Int>? = Observable.just(1).observe(on: serial)
        precondition(Resources.numberOfSerialDispatchQueueObservables == 1)
        let concurrent = Observable.just(1).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        precondition(Resources.numberOfSerialDispatchQueueObservables == 1, "not a serial queue")
        observable = nil
        precondition(Resources.numberOfSerialDispatchQueueObservables == 0)
        _ = (observable, concurrent)
      }
    }
  }

  /// A relay whose own subscriber holds it: relay, broadcast and observer keep each other alive
  /// until the subscription is disposed, as a view model subscribing to its own state without a
  /// dispose bag does.
  private func makeSelfSustainingSubscription() -> Disposable {
    let relay = PublishRelay<Int>()
    return relay.subscribe(onNext: { _ in _ = relay })
  }
#endif
