import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `delaySubscription`, `debug`, `using` and `timer` on ``Single``, ``Maybe`` and
/// ``Completable``, with the timelines of RxSwift's `SingleTest`, `MaybeTest` and
/// `CompletableTest`.
@Suite(.checksResources) struct PrimitiveSequenceOperatorsTests {
  /// What a subscriber to the source `make` builds sees, in a fresh test scheduler: created at
  /// 100, subscribed at 200.
  private func events<Source: ObservableConvertibleType>(
    _ make: @escaping (TestScheduler) -> Source
  ) -> [Recorded<Event<Source.Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start { make(scheduler) }.events
  }

  @Test func delaySubscriptionSubscribesLater() {
    let single = events { Single.just(1).delaySubscription(.seconds(2), scheduler: $0) }
    #expect(single == [.next(202, 1), .completed(202)])
    let maybe = events { Maybe.just(1).delaySubscription(.seconds(2), scheduler: $0) }
    #expect(maybe == [.next(202, 1), .completed(202)])
    let completable = events { Completable.empty().delaySubscription(.seconds(2), scheduler: $0) }
    #expect(completable == [.completed(202)])
  }

  @Test func delaySubscriptionDisposedBeforeTheDueTimeNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscribed = false
    let single = Single<Int>.deferred {
      subscribed = true
      return .just(1)
    }
    let res = scheduler.start(disposed: 201) {
      single.delaySubscription(.seconds(2), scheduler: scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(!subscribed)
  }

  @Test func debugPassesTheEventsThroughUnchanged() {
    #expect(events { _ in Single.just(1).debug() } == [.next(200, 1), .completed(200)])
    #expect(events { _ in Maybe.just(1).debug() } == [.next(200, 1), .completed(200)])
    #expect(events { _ in Maybe<Int>.empty().debug("maybe") } == [.completed(200)])
    #expect(events { _ in Completable.empty().debug() } == [.completed(200)])
  }

  @Test func singleUsingTiesTheResourceToTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var made: TickingResource?
    var given: TickingResource?
    var calls = (resource: 0, single: 0)
    var xs: TestableObservable<TestTime>?
    let res = scheduler.start {
      Single.using {
        calls.resource += 1
        let resource = TickingResource(scheduler)
        made = resource
        return resource
      } primitiveSequenceFactory: { (resource: TickingResource) -> Single<TestTime> in
        given = resource
        calls.single += 1
        let source = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(100)])
        xs = source
        return source.asSingle()
      }
    }
    #expect(made != nil && made === given)
    #expect(calls.resource == 1 && calls.single == 1)
    #expect(res.events == [.next(300, 200), .completed(300)])
    #expect(xs?.subscriptions == [Subscription(200, 300)])
    #expect(made?.ticks == [200, 300])
  }

  @Test func maybeUsingTiesTheResourceToTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var maybeResource: TickingResource?
    let maybe = scheduler.start {
      Maybe.using {
        let resource = TickingResource(scheduler)
        maybeResource = resource
        return resource
      } primitiveSequenceFactory: { _ in
        scheduler.createColdObservable([.next(100, scheduler.clock), .completed(100)]).asMaybe()
      }
    }
    #expect(maybe.events == [.next(300, 200), .completed(300)])
    #expect(maybeResource?.ticks == [200, 300])
  }

  @Test func completableUsingTiesTheResourceToTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var completableResource: TickingResource?
    let completable = scheduler.start {
      Completable.using {
        let resource = TickingResource(scheduler)
        completableResource = resource
        return resource
      } primitiveSequenceFactory: { _ in
        scheduler.createColdObservable([.completed(100, Never.self)]).asCompletable()
      }
    }
    #expect(completable.events == [.completed(300)])
    #expect(completableResource?.ticks == [200, 300])
  }

  @Test func usingFailsWhenAFactoryThrows() {
    let scheduler = TestScheduler(initialClock: 0)
    var resource: TickingResource?
    let res = scheduler.start {
      Single<Int>.using {
        let made = TickingResource(scheduler)
        resource = made
        return made
      } primitiveSequenceFactory: { _ in
        throw OperatorTestError(code: 3)
      }
    }
    #expect(res.events == [.error(200, OperatorTestError(code: 3))])
    #expect(resource?.ticks == [200, 200])
  }

  @Test func timerSucceedsWithZeroAfterTheDueTime() {
    #expect(events { Single<Int>.timer(.seconds(2), scheduler: $0) } == [.next(202, 0), .completed(202)])
    #expect(events { Maybe<Int>.timer(.seconds(2), scheduler: $0) } == [.next(202, 0), .completed(202)])
  }

  @Test func retryWhenWithATypedFailureRetriesOnlyThatType() {
    var attempts = 0
    let flaky = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(OperatorTestError(code: attempts)) : .just(attempts)
    }
    var log: [String] = []
    _ = flaky.retry { (errors: Observable<OperatorTestError>) in errors }
      .subscribe(onSuccess: { log.append("success(\($0))") })
    #expect(log == ["success(3)"])

    let other = Single<Int>.error(TestError())
      .retry { (errors: Observable<OperatorTestError>) in errors }
    _ = other.subscribe(onFailure: { log.append("failure(\($0))") })
    #expect(log == ["success(3)", "failure(TestError())"])
  }
}
