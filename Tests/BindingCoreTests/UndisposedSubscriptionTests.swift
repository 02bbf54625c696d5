#if DEBUG
  import BindingCore
  import BindingTestExpectations
  import Testing

  /// A subscription made straight on a subject or relay and never disposed is freed with the
  /// subject, as in RxSwift: the subject holds its observers, the observers do not hold it.
  /// (RxSwift's tests check this in their tear-down: `_ = relay.subscribe(onNext:)`.)
  @Suite(.checksResources) struct UndisposedSubscriptionTests {
    enum Source: CaseIterable {
      case publishRelay, behaviorRelay, replayRelay, publishSubject, behaviorSubject
      case replaySubject, asyncSubject, infallibleOfRelay, observerOfSubject

      /// Subscribes to a new source of this kind, drops the subscription, then the source.
      func subscribeAndDropBoth(_ received: @escaping (Int) -> Void) {
        switch self {
        case .publishRelay: _ = PublishRelay<Int>().subscribe(onNext: received)
        case .behaviorRelay: _ = BehaviorRelay(value: 1).subscribe(onNext: received)
        case .replayRelay:
          let relay = ReplayRelay<Int>.create(bufferSize: 1)
          relay.accept(1)
          _ = relay.subscribe(onNext: received)
        case .publishSubject: _ = PublishSubject<Int>().subscribe(onNext: received)
        case .behaviorSubject: _ = BehaviorSubject(value: 1).subscribe(onNext: received)
        case .replaySubject:
          let subject = ReplaySubject<Int>.create(bufferSize: 1)
          subject.onNext(1)
          _ = subject.subscribe(onNext: received)
        case .asyncSubject: _ = AsyncSubject<Int>().subscribe(onNext: received)
        case .infallibleOfRelay:
          _ = BehaviorRelay(value: 1).asInfallible().subscribe(onNext: received)
        case .observerOfSubject:
          _ = PublishSubject<Int>().subscribe(AnyObserver { _ in })
        }
      }
    }

    @Test(arguments: Source.allCases)
    func isFreedWithTheSource(source: Source) {
      let ledger = ResourceLedger(parent: Resources.ledger)
      Resources.$ledger.withValue(ledger) { source.subscribeAndDropBoth { _ in } }
      #expect(ledger.count == 0)
    }

    // RxSwift: testReplayNReleasesResourcesOnComplete
    @Test func aSubscriptionToAConnectedReplayIsFreedWithIt() {
      let ledger = ResourceLedger(parent: Resources.ledger)
      var values: [Int] = []
      Resources.$ledger.withValue(ledger) {
        let replay = Observable<Int>.just(1).replay(1)
        _ = replay.connect()
        _ = replay.subscribe(onNext: { values.append($0) })
      }
      #expect(values.isEmpty, "the connection ended: a new subject, as in RxSwift")
      #expect(ledger.count == 0)
    }

    @Test func disposingStillEndsDeliveryAndFreesTheObserverWhileTheSourceLives() {
      let ledger = ResourceLedger(parent: Resources.ledger)
      let relay = PublishRelay<Int>()
      var values: [Int] = []
      Resources.$ledger.withValue(ledger) {
        var subscription: Disposable? = relay.subscribe(onNext: { values.append($0) })
        relay.accept(1)
        subscription?.dispose()
        relay.accept(2)
        subscription = nil
      }
      #expect(values == [1])
      #expect(ledger.count == 0)
    }
  }
#endif
