import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct CompletableTests {
  private func outcome(_ completable: Completable) -> [String] {
    var log: [String] = []
    _ = completable.subscribe(
      onCompleted: { log.append("completed") }, onError: { log.append("error(\($0))") })
    return log
  }

  @Test func createDeliversTheFirstOutcomeOnly() {
    let completable = Completable.create { observer in
      observer(.completed)
      observer(.error(OperatorTestError()))
      return Disposables.create()
    }
    #expect(outcome(completable) == ["completed"])
    #expect(outcome(.empty()) == ["completed"])
    #expect(outcome(.error(OperatorTestError(code: 1))) == ["error(OperatorTestError(code: 1))"])
    #expect(outcome(.never()).isEmpty)
  }

  @Test func zipCompletesWhenAllHaveCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createHotObservable([
      .completed(250, Never.self), .error(260, TestError()),
    ])
    let ys2 = scheduler.createHotObservable([.completed(300, Never.self)])
    let res = scheduler.start { Completable.zip(ys1.asCompletable(), ys2.asCompletable()) }
    #expect(res.events == [.completed(300)])
    #expect(ys1.subscriptions == [Subscription(200, 250)])
    #expect(ys2.subscriptions == [Subscription(200, 300)])
  }

  @Test func concatRunsOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.completed(50, Never.self)])
    let ys2 = scheduler.createColdObservable([.completed(30, Never.self)])
    let res = scheduler.start { Completable.concat(ys1.asCompletable(), ys2.asCompletable()) }
    #expect(res.events == [.completed(280)])
    #expect(ys1.subscriptions == [Subscription(200, 250)])
    #expect(ys2.subscriptions == [Subscription(250, 280)])
  }

  @Test func andThenRunsTheNextOnlyAfterCompletion() {
    var log: [String] = []
    let first = Completable.create { observer in
      log.append("first")
      observer(.completed)
      return Disposables.create()
    }
    _ = first.andThen(Single.just(1)).subscribe(onSuccess: { log.append("single \($0)") })
    _ = first.andThen(Maybe<Int>.empty()).subscribe(onCompleted: { log.append("maybe empty") })
    _ = first.andThen(Observable.of(2, 3)).subscribe(onNext: { log.append("next \($0)") })
    _ = first.andThen(Completable.empty()).subscribe(onCompleted: { log.append("completable") })
    #expect(
      log == [
        "first", "single 1", "first", "maybe empty", "first", "next 2", "next 3", "first",
        "completable",
      ])
  }

  @Test func andThenSkipsTheNextAfterAnError() {
    var subscribed = false
    let next = Single<Int>.deferred {
      subscribed = true
      return .just(1)
    }
    #expect(
      outcome(Completable.error(OperatorTestError()).andThen(next).asCompletable()) == [
        "error(OperatorTestError(code: 0))"
      ])
    #expect(!subscribed)
  }

  @Test func doRunsTheCompletionHandlers() {
    var log: [String] = []
    _ = Completable.empty()
      .do(onCompleted: { log.append("on") }, afterCompleted: { log.append("after") })
      .subscribe(onCompleted: { log.append("got") })
    #expect(log == ["on", "got", "after"])
  }

  @Test(arguments: [false, true])
  func andThenLetsGoOfTheFirstOnceItEnded(failing: Bool) {
    final class Captured {}
    let trigger = PublishSubject<Never>()
    var captured: Captured? = Captured()
    weak let watched = captured
    var first: Completable? = trigger.asCompletable().do(onCompleted: { [captured] in _ = captured })
    captured = nil
    let subscription = first!.andThen(Completable.never()).subscribe()
    first = nil
    #expect(watched != nil)
    if failing { trigger.onError(OperatorTestError()) } else { trigger.onCompleted() }
    #expect(watched == nil)
    subscription.dispose()
  }
}

/// `concat` and `zip` of completables in every form RxSwift offers, with the timelines of its
/// `CompletableTest`.
@Suite(.checksResources) struct CompletableCombiningTests {
  private func events(_ make: @escaping (TestScheduler) -> Completable)
    -> [Recorded<Event<Never>>]
  {
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start { make(scheduler) }.events
  }

  @Test func everyFormOfConcatOfEmptyCompletablesCompletesAtOnce() {
    #expect(events { _ in Completable.empty().concat(.empty()) } == [.completed(200)])
    #expect(events { _ in Completable.concat(AnySequence([Completable.empty()])) } == [.completed(200)])
    #expect(events { _ in Completable.concat([Completable.empty()]) } == [.completed(200)])
    #expect(events { _ in Completable.concat(Completable.empty(), .empty()) } == [.completed(200)])
  }

  @Test func everyFormOfZipOfEmptyCompletablesCompletesAtOnce() {
    #expect(
      events { _ in Completable.zip(AnyCollection([Completable.empty(), .empty()])) } == [
        .completed(200)
      ])
    #expect(events { _ in Completable.zip([Completable.empty(), .empty()]) } == [.completed(200)])
    #expect(events { _ in Completable.zip(Completable.empty(), .empty()) } == [.completed(200)])
  }

  @Test func instanceConcatRunsTheSecondAfterTheFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.completed(50, Never.self)])
    let second = scheduler.createColdObservable([.completed(30, Never.self)])
    let res = scheduler.start { first.asCompletable().concat(second.asCompletable()) }
    #expect(res.events == [.completed(280)])
    #expect(first.subscriptions == [Subscription(200, 250)])
    #expect(second.subscriptions == [Subscription(250, 280)])
  }

  @Test func concatOfASequenceReadsItLazilyAndStopsAtAnError() {
    var made = 0
    let sources = (0..<3).lazy.map { index -> Completable in
      made += 1
      return index == 1 ? .error(OperatorTestError(code: index)) : .empty()
    }
    let res = TestScheduler(initialClock: 0)
    let recorded = res.start { Completable.concat(AnySequence(sources)) }
    #expect(recorded.events == [.error(200, OperatorTestError(code: 1))])
    #expect(made == 2)
  }

  @Test func zipOfACollectionCompletesWhenTheLastCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.completed(40, Never.self)])
    let b = scheduler.createColdObservable([.completed(70, Never.self)])
    let res = scheduler.start { Completable.zip(AnyCollection([a.asCompletable(), b.asCompletable()])) }
    #expect(res.events == [.completed(270)])
    #expect(a.subscriptions == [Subscription(200, 240)])
    #expect(b.subscriptions == [Subscription(200, 270)])
  }
}
