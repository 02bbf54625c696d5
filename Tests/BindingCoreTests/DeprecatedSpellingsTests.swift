import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// Each name RxSwift 6 deprecated is called once and behaves as the name it was renamed to.
///
/// Every call of a deprecated name warns, as it does in code ported from RxSwift; these
/// warnings are expected, and kept to this file.
@Suite(.checksResources) struct DeprecatedSpellingsTests {
  /// The events of `make` applied to a hot observable sending `input`, over RxTest's default
  /// timeline (subscribed at 200, disposed at 1000).
  func timeline(
    _ input: [Recorded<Event<Int>>],
    _ make: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Int>
  ) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(input)
    return scheduler.start { make(xs, scheduler) }.events
  }

  /// The events of `make` applied to a cold observable sending `input` at each subscription.
  func coldTimeline(
    _ input: [Recorded<Event<Int>>], _ make: @escaping (Observable<Int>) -> Observable<Int>
  ) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable(input)
    return scheduler.start { make(xs.asObservable()) }.events
  }

  let failing = Recorded.events([.next(210, 1), .next(220, 2), .error(230, TestError())])
  let counting = Recorded.events([
    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
  ])

  // MARK: Observable

  @Test func catchErrorIsCatch() {
    let old = timeline(failing) { xs, _ in xs.catchError { _ in .just(9) } }
    #expect(old == timeline(failing) { xs, _ in xs.catch { _ in .just(9) } })
    #expect(old == [.next(210, 1), .next(220, 2), .next(230, 9), .completed(230)])
  }

  @Test func catchErrorJustReturnIsCatchAndReturn() {
    let old = timeline(failing) { xs, _ in xs.catchErrorJustReturn(9) }
    #expect(old == timeline(failing) { xs, _ in xs.catchAndReturn(9) })
    #expect(old == [.next(210, 1), .next(220, 2), .next(230, 9), .completed(230)])
  }

  @Test func staticCatchErrorIsCatchSequence() {
    let old = timeline(failing) { xs, _ in Observable.catchError([xs.asObservable(), .just(9)]) }
    let new = timeline(failing) { xs, _ in Observable.catch(sequence: [xs.asObservable(), .just(9)]) }
    #expect(old == new)
    #expect(old == [.next(210, 1), .next(220, 2), .next(230, 9), .completed(230)])
  }

  @Test func elementAtIsElementAt() {
    let old = timeline(counting) { xs, _ in xs.elementAt(2) }
    #expect(old == timeline(counting) { xs, _ in xs.element(at: 2) })
    #expect(old == [.next(230, 3), .completed(230)])
  }

  @Test func observeOnIsObserveOn() {
    let old = timeline(counting) { xs, scheduler in xs.observeOn(scheduler) }
    #expect(old == timeline(counting) { xs, scheduler in xs.observe(on: scheduler) })
    #expect(old.first == .next(211, 1))
  }

  @Test func subscribeOnIsSubscribeOn() {
    let old = timeline(counting) { xs, scheduler in xs.subscribeOn(scheduler) }
    #expect(old == timeline(counting) { xs, scheduler in xs.subscribe(on: scheduler) })
    #expect(old == counting)
  }

  @Test func retryWhenIsRetryWhen() {
    let input = Recorded.events([.next(10, 1), .error(20, TestError())])
    let old = coldTimeline(input) { xs in xs.retryWhen { errors in errors.take(2) } }
    #expect(old == coldTimeline(input) { xs in xs.retry { errors in errors.take(2) } })
    #expect(old.map(\.value) == [.next(1), .next(1), .next(1), .completed])
  }

  @Test func retryWhenOfOneErrorTypeIsRetryWhen() {
    let input = Recorded.events([.next(10, 1), .error(20, TestError())])
    let old = coldTimeline(input) { xs in
      xs.retryWhen { (errors: Observable<TestError>) in errors.take(1) }
    }
    let new = coldTimeline(input) { xs in
      xs.retry(when: { (errors: Observable<TestError>) in errors.take(1) })
    }
    #expect(old == new)
    #expect(old.map(\.value) == [.next(1), .next(1), .completed])
  }

  @Test func skipUntilIsSkipUntil() {
    let old = timeline(counting) { xs, scheduler in
      xs.skipUntil(Observable<Int>.timer(.seconds(25), scheduler: scheduler))
    }
    let new = timeline(counting) { xs, scheduler in
      xs.skip(until: Observable<Int>.timer(.seconds(25), scheduler: scheduler))
    }
    #expect(old == new)
    #expect(old == [.next(230, 3), .next(240, 4), .completed(250)])
  }

  @Test func skipWhileIsSkipWhile() {
    let old = timeline(counting) { xs, _ in xs.skipWhile { $0 < 3 } }
    #expect(old == timeline(counting) { xs, _ in xs.skip(while: { $0 < 3 }) })
    #expect(old == [.next(230, 3), .next(240, 4), .completed(250)])
  }

  @Test func takeForADurationIsTakeFor() {
    let old = timeline(counting) { xs, scheduler in xs.take(.seconds(25), scheduler: scheduler) }
    let new = timeline(counting) { xs, scheduler in xs.take(for: .seconds(25), scheduler: scheduler) }
    #expect(old == new)
    #expect(old == [.next(210, 1), .next(220, 2), .completed(225)])
  }

  @Test func takeUntilIsTakeUntil() {
    let old = timeline(counting) { xs, scheduler in
      xs.takeUntil(Observable<Int>.timer(.seconds(25), scheduler: scheduler))
    }
    let new = timeline(counting) { xs, scheduler in
      xs.take(until: Observable<Int>.timer(.seconds(25), scheduler: scheduler))
    }
    #expect(old == new)
    #expect(old == [.next(210, 1), .next(220, 2), .completed(225)])
  }

  @Test func takeUntilWithABehaviorIsTakeUntilBehavior() {
    let old = timeline(counting) { xs, _ in xs.takeUntil(.inclusive) { $0 == 2 } }
    let new = timeline(counting) { xs, _ in xs.take(until: { $0 == 2 }, behavior: .inclusive) }
    #expect(old == new)
    #expect(old == [.next(210, 1), .next(220, 2), .completed(220)])
  }

  @Test func takeWhileIsTakeWhile() {
    let old = timeline(counting) { xs, _ in xs.takeWhile { $0 < 3 } }
    #expect(old == timeline(counting) { xs, _ in xs.take(while: { $0 < 3 }) })
    #expect(old == [.next(210, 1), .next(220, 2), .completed(230)])
  }

  // MARK: Single, Maybe and Completable

  @Test func primitiveObserveOnAndSubscribeOnAreTheirNewNames() {
    let observed = timeline(counting) { xs, scheduler in
      xs.take(1).asSingle().observeOn(scheduler).asObservable()
    }
    let subscribed = timeline(counting) { xs, scheduler in
      xs.take(1).asSingle().subscribeOn(scheduler).asObservable()
    }
    #expect(
      observed
        == timeline(counting) { xs, scheduler in
          xs.take(1).asSingle().observe(on: scheduler).asObservable()
        })
    #expect(
      subscribed
        == timeline(counting) { xs, scheduler in
          xs.take(1).asSingle().subscribe(on: scheduler).asObservable()
        })
    #expect(observed == [.next(211, 1), .completed(212)])
    #expect(subscribed == [.next(210, 1), .completed(210)])
  }

  @Test func primitiveCatchErrorIsCatch() {
    let failed = Single<Int>.error(TestError())
    #expect(outcomes(failed.catchError { _ in .just(9) }) == outcomes(failed.catch { _ in .just(9) }))
    #expect(outcomes(failed.catchError { _ in .just(9) }) == [.next(9), .completed])
  }

  @Test func primitiveRetryWhenIsRetryWhen() {
    let old = timeline(failing) { xs, _ in
      xs.take(1).asSingle().retryWhen { errors in errors.take(1) }.asObservable()
    }
    let typed = timeline(failing) { xs, _ in
      xs.take(1).asSingle().retryWhen { (errors: Observable<TestError>) in errors.take(1) }
        .asObservable()
    }
    let new = timeline(failing) { xs, _ in
      xs.take(1).asSingle().retry(when: { errors in errors.take(1) }).asObservable()
    }
    #expect(old == new)
    #expect(typed == new)
    #expect(old == [.next(210, 1), .completed(210)])
  }

  @Test func singleSubscribeWithOnErrorIsOnFailure() {
    var log: [String] = []
    _ = Single.just(1).subscribe(
      onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") },
      onDisposed: { log.append("disposed") })
    _ = Single<Int>.error(TestError()).subscribe(onError: { _ in log.append("error") })
    #expect(log == ["success 1", "disposed", "error"])
  }

  @Test func singleAndMaybeCatchErrorJustReturnIsCatchAndReturn() {
    let single = Single<Int>.error(TestError())
    let maybe = Maybe<Int>.error(TestError())
    #expect(outcomes(single.catchErrorJustReturn(9)) == outcomes(single.catchAndReturn(9)))
    #expect(outcomes(maybe.catchErrorJustReturn(9)) == outcomes(maybe.catchAndReturn(9)))
    #expect(outcomes(maybe.catchErrorJustReturn(9)) == [.next(9), .completed])
  }

  /// The events `source` sends a subscriber at once.
  func outcomes(_ source: some ObservableConvertibleType<Int>) -> [Event<Int>] {
    var events: [Event<Int>] = []
    _ = source.asObservable().subscribe { events.append($0) }
    return events
  }
}
