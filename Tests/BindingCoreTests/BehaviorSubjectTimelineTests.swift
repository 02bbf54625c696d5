import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// A behavior subject fed by a hot source, with observers coming and going: the timelines of
/// RxSwift's `BehaviorSubjectTest`, whose expected events these reproduce.
@Suite(.checksResources) struct BehaviorSubjectTimelineTests {
  private struct Run {
    let early: TestableObserver<Int>
    let middle: TestableObserver<Int>
    let late: TestableObserver<Int>
  }

  /// The subject is made at 100 with value 100 and fed by `events` from 200 to 1000;
  /// observers join at 300, 400 and 900 and leave at 600, 700 and 950.
  private func run(_ events: [Recorded<Event<Int>>]) -> Run {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(events)
    let run = Run(
      early: scheduler.createObserver(Int.self), middle: scheduler.createObserver(Int.self),
      late: scheduler.createObserver(Int.self))
    var subject: BehaviorSubject<Int>?
    var feed: Disposable?
    var subscriptions: [Disposable?] = [nil, nil, nil]
    scheduler.scheduleAt(100) { subject = BehaviorSubject(value: 100) }
    scheduler.scheduleAt(200) { feed = subject.map { source.subscribe($0) } }
    scheduler.scheduleAt(1000) { feed?.dispose() }
    scheduler.scheduleAt(300) { subscriptions[0] = subject?.subscribe(run.early) }
    scheduler.scheduleAt(400) { subscriptions[1] = subject?.subscribe(run.middle) }
    scheduler.scheduleAt(900) { subscriptions[2] = subject?.subscribe(run.late) }
    scheduler.scheduleAt(600) { subscriptions[0]?.dispose() }
    scheduler.scheduleAt(700) { subscriptions[1]?.dispose() }
    scheduler.scheduleAt(950) { subscriptions[2]?.dispose() }
    scheduler.start()
    return run
  }

  private let values: [Recorded<Event<Int>>] = [
    .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
    .next(520, 7),
  ]

  @Test func eachObserverGetsTheCurrentValueThenLaterOnes() {
    let run = run(values + [.next(630, 8), .next(710, 9), .next(870, 10), .next(940, 11)])
    #expect(run.early.events == [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
    #expect(run.middle.events == [.next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8)])
    #expect(run.late.events == [.next(900, 10), .next(940, 11)])
  }

  @Test func anObserverArrivingAfterCompletionGetsOnlyTheCompletion() {
    let run = run(values + [.completed(630), .next(640, 9), .completed(650)])
    #expect(run.early.events == [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
    #expect(
      run.middle.events == [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
    #expect(run.late.events == [.completed(900)])
  }

  @Test func anObserverArrivingAfterAnErrorGetsOnlyTheError() {
    let run = run(values + [.error(630, BindingTest.TestError()), .next(640, 9)])
    #expect(
      run.middle.events == [
        .next(400, 5), .next(410, 6), .next(520, 7), .error(630, BindingTest.TestError()),
      ])
    #expect(run.late.events == [.error(900, BindingTest.TestError())])
  }
}
