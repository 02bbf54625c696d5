import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// A subject of our own making for `refCount` tests: forwards to the latest subscriber only,
/// counts subscriptions and notes when one was disposed.
private final class CountingSubject<Element>: SubjectType, ObserverType {
  private var observer: AnyObserver<Element>?
  private(set) var subscribeCount = 0
  private(set) var isDisposed = false

  func on(_ event: Event<Element>) { observer?.on(event) }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subscribeCount += 1
    self.observer = AnyObserver(observer)
    return Disposables.create {
      self.observer = nil
      self.isDisposed = true
    }
  }

  func asObserver() -> CountingSubject<Element> { self }
}

/// A connectable sequence that is not one of the library's: `refCount` works on any conformer.
private struct Connectable<Subject: SubjectType>: ConnectableObservableType
where Subject.Element == Subject.Observer.Element {
  typealias Element = Subject.Element

  let shared: ConnectableObservable<Subject.Element>

  init(_ source: Observable<Subject.Element>, through subject: Subject) {
    shared = source.multicast(subject)
  }

  func connect() -> Disposable { shared.connect() }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Subject.Element {
    shared.subscribe(observer)
  }
}

@Suite(.checksResources) struct RefCountTests {
  /// Synchronous sources: everything arrives while `connect()` runs.
  enum SynchronousSource: CaseIterable, Sendable {
    case values, valuesThenError, error, empty

    var observable: Observable<Int> {
      switch self {
      case .values: Observable.of(0, 1, 2)
      case .valuesThenError: Observable.concat(Observable.of(0, 1), .error(TestError()))
      case .error: Observable.error(TestError())
      case .empty: Observable.empty()
      }
    }

    var events: [Event<Int>] {
      switch self {
      case .values: [.next(0), .next(1), .next(2), .completed]
      case .valuesThenError: [.next(0), .next(1), .error(TestError())]
      case .error: [.error(TestError())]
      case .empty: [.completed]
      }
    }
  }

  @Test(arguments: SynchronousSource.allCases)
  func aSynchronousSourceDeliversEverythingOnConnect(source: SynchronousSource) {
    let connectable = Connectable(source.observable, through: PublishSubject())
    let (log, subscription) = connectable.record()
    connectable.connect().dispose()
    #expect(log.events == source.events)
    subscription.dispose()
  }

  @Test func connectsOnTheFirstSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let subject = CountingSubject<Int>()
    let connectable = Connectable(xs.asObservable(), through: subject)
    let res = scheduler.start { connectable.refCount() }
    #expect(
      res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
    #expect(xs.subscriptions == [Subscription(200, 250)])
    #expect(subject.isDisposed)
  }

  @Test(arguments: [Event<Int>.completed, .error(TestError())])
  func doesNotConnectWhenTheSubjectHasAlreadyEnded(end: Event<Int>) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let subject = PublishSubject<Int>()
    subject.on(end)
    let connectable = Connectable(xs.asObservable(), through: subject)
    let res = scheduler.start { connectable.refCount() }
    #expect(res.events == [Recorded(time: 200, value: end)])
    #expect(xs.subscriptions == [])
  }

  @Test func disconnectsAfterTheLastSubscriberAndReconnectsForTheNext() {
    var subscribed = 0
    var disconnected = false
    let source = Observable<Int>.deferred {
      subscribed += 1
      return Observable.create { _ in Disposables.create { disconnected = true } }
    }
    let subject = CountingSubject<Int>()
    let shared = Connectable(source, through: subject).refCount()

    let first = shared.subscribe { _ in }
    #expect(subscribed == 1)
    #expect(subject.subscribeCount == 1)
    #expect(!disconnected)
    let second = shared.subscribe { _ in }
    #expect(subscribed == 1)
    #expect(subject.subscribeCount == 2)
    #expect(!disconnected)
    first.dispose()
    #expect(!disconnected)
    second.dispose()
    #expect(disconnected)

    disconnected = false
    let third = shared.subscribe { _ in }
    #expect(subscribed == 2)
    #expect(subject.subscribeCount == 3)
    #expect(!disconnected)
    third.dispose()
    #expect(disconnected)
  }

  @Test func everySubscriberOfAFailingSourceGetsTheError() {
    let shared = Observable<Int>.error(TestError()).publish().refCount()
    let (first, _) = shared.record()
    let (second, _) = shared.record()
    #expect(first.events == [.error(TestError())])
    #expect(second.events == [.error(TestError())])
  }

  @Test func publishedSubscribersComeAndGo() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
      .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
    ])
    let shared = xs.publish().refCount()
    func observe(from start: TestTime, to end: TestTime) -> TestableObserver<Int> {
      let observer = scheduler.createObserver(Int.self)
      var subscription: Disposable?
      scheduler.scheduleAt(start) { subscription = shared.subscribe(observer) }
      scheduler.scheduleAt(end) { subscription?.dispose() }
      return observer
    }
    let o1 = observe(from: 215, to: 235)
    let o2 = observe(from: 225, to: 275)
    let o3 = observe(from: 255, to: 265)
    let o4 = observe(from: 285, to: 320)
    scheduler.start()
    #expect(o1.events == [.next(220, 2), .next(230, 3)])
    #expect(
      o2.events == [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
    #expect(o3.events == [.next(260, 6)])
    #expect(o4.events == [.next(290, 9), .completed(300)])
    #expect(xs.subscriptions == [Subscription(215, 275), Subscription(285, 300)])
  }

  @Test(arguments: [false, true])
  func resubscribingWhenTheSourceEndsConnectsAfresh(byError: Bool) {
    let scheduler = TestScheduler(initialClock: 0)
    func end(_ time: TestTime, _ code: Int) -> Recorded<Event<Int>> {
      byError ? .error(time, OperatorTestError(code: code)) : .completed(time)
    }
    let attempts = [
      scheduler.createColdObservable([.next(10, 1), end(20, 1)]),
      scheduler.createColdObservable([.next(10, 2), end(30, 2)]),
      scheduler.createColdObservable([.next(10, 3), end(40, 3)]),
    ]
    var attempt = 0
    let source = Observable<Int>.deferred {
      defer { attempt += 1 }
      return attempts[min(attempt, 2)].asObservable()
    }
    let shared = source.multicast(makeSubject: { PublishSubject() }).refCount()
    func resubscribingOnEnd(at time: TestTime) -> TestableObserver<Int> {
      let observer = scheduler.createObserver(Int.self)
      scheduler.scheduleAt(time) {
        _ = shared.subscribe { event in
          observer.on(event)
          if event.isStopEvent { _ = shared.subscribe(observer) }
        }
      }
      return observer
    }
    let o1 = resubscribingOnEnd(at: 215)
    let o2 = resubscribingOnEnd(at: 220)
    let o3 = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(400) { _ = shared.subscribe(o3) }
    scheduler.start()

    let twice = [.next(225, 1), end(235, 1), .next(245, 2), end(265, 2)]
    #expect(o1.events == twice)
    #expect(o2.events == twice)
    #expect(o3.events == [.next(410, 3), end(440, 3)])
    #expect(
      attempts.map(\.subscriptions) == [
        [Subscription(215, 235)], [Subscription(235, 265)], [Subscription(400, 440)],
      ])
  }
}
