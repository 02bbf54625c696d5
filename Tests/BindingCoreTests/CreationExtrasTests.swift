import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `generate`, `from(optional:)`, `using`, `skip(_:scheduler:)`,
/// `CompositeDisposable` of three or more, and `RxError.unknown`, on RxSwift's timelines.
@Suite(.checksResources) struct CreationExtrasTests {
  @Test func generateEmitsEachStateInItsOwnTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { $0 <= 2 }, scheduler: scheduler, iterate: { $0 + 1 })
    }
    #expect(res.events == [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
  }

  @Test func generateEndsWithTheErrorOfItsCondition() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { _ -> Bool in throw TestError() }, scheduler: scheduler,
        iterate: { $0 + 1 })
    }
    #expect(res.events == [.error(201, TestError())])
  }

  @Test func generateEndsWithTheErrorOfItsIteration() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.generate(
        initialState: 0, condition: { _ in true }, scheduler: scheduler,
        iterate: { _ -> Int in throw TestError() })
    }
    #expect(res.events == [.next(201, 0), .error(202, TestError())])
  }

  @Test func generateStartsAfreshForEachSubscriber() {
    let numbers = Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 2 })
    #expect(numbers.record().0.values == [1, 2, 4, 8])
    #expect(numbers.record().0.values == [1, 2, 4, 8])
  }

  @Test func endlessGenerateEndedByTakeMakesNoStatePastTheLastTaken() {
    var iterations = 0
    var elements: [Int] = []
    _ = Observable.generate(initialState: 0, condition: { _ in true }) { state in
      iterations += 1
      return state + 1
    }
    .take(4)
    .subscribe(onNext: { elements.append($0) })
    #expect(elements == [0, 1, 2, 3])
    #expect(iterations == 3)
  }

  @Test func fromOptionalEmitsTheValueOrNothing() {
    #expect(Observable.from(optional: 5).record().0.events == [.next(5), .completed])
    #expect(Observable<Int>.from(optional: nil).record().0.events == [.completed])
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.from(optional: 5, scheduler: scheduler) }
    #expect(res.events == [.next(201, 5), .completed(202)])
  }

  @Test func usingDisposesTheResourceWhenTheSubscriptionEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let resources = [BooleanDisposable(), BooleanDisposable()]
    var made = 0
    let xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
    let res = scheduler.start {
      Observable.using(
        { () -> BooleanDisposable in
          defer { made += 1 }
          return resources[made]
        }, observableFactory: { _ in xs.asObservable() })
    }
    #expect(res.events == [.next(300, 1), .completed(400)])
    #expect(made == 1)
    #expect(resources[0].isDisposed)
    #expect(xs.subscriptions == [Subscription(200, 400)])

    let (log, subscription) = Observable<Int>.using(
      { resources[1] }, observableFactory: { _ in .never() }
    ).record()
    #expect(!resources[1].isDisposed)
    subscription.dispose()
    #expect(resources[1].isDisposed)
    #expect(log.events.isEmpty)
  }

  @Test func usingFailsWithAFactoryErrorAndDisposesTheResource() {
    let resource = BooleanDisposable()
    let failingResource = Observable<Int>.using(
      { () -> BooleanDisposable in throw TestError() }, observableFactory: { _ in .just(1) })
    #expect(failingResource.record().0.events == [.error(TestError())])
    let failingObservable = Observable<Int>.using(
      { resource }, observableFactory: { _ -> Observable<Int> in throw TestError() })
    #expect(failingObservable.record().0.events == [.error(TestError())])
    #expect(resource.isDisposed)
  }

  @Test func skipWithADurationIsSkipFor() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
    #expect(res.events == [.next(220, 2), .next(230, 3), .completed(240)])
  }

  @Test func compositeOfThreeOrMoreDisposesThemAll() {
    let parts = (0..<4).map { _ in BooleanDisposable() }
    CompositeDisposable(parts[0], parts[1], parts[2]).dispose()
    #expect(parts.prefix(3).allSatisfy { $0.isDisposed })
    let more = (0..<4).map { _ in BooleanDisposable() }
    let composite = CompositeDisposable(more[0], more[1], more[2], more[3])
    #expect(composite.count == 4)
    composite.dispose()
    #expect(more.allSatisfy { $0.isDisposed })
  }

  @Test func unknownErrorSaysSo() {
    #expect(RxError.unknown.debugDescription == "Unknown error occurred.")
  }

  // RxSwift: on the default trampoline each state is a step, and so is the completion.
  @Test func twoGeneratesMergedTakeTurnsStepByStep() {
    let (log, _) = Observable.merge(
      .generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 }),
      .generate(initialState: 10, condition: { $0 < 12 }, iterate: { $0 + 1 })
    ).record()
    #expect(log.events == [.next(0), .next(10), .next(1), .next(11), .completed])
  }

  @Test func fromOptionalEmitsAtOnceWhileSubscribing() {
    var log: [String] = []
    Observable<Int>.create { _ in
      let inner = Observable.from(optional: 1).subscribe(onNext: { log.append("\($0)") })
      log.append("set up")
      return inner
    }.subscribe().dispose()
    #expect(log == ["1", "set up"])
  }
}
