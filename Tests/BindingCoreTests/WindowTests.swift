import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `window(timeSpan:count:scheduler:)`, with the timelines of RxSwift's `ObservableWindowTest`.
@Suite(.checksResources) struct WindowTests {
  /// The source's values: three windows fill up by count, the others are closed by time.
  private static func source(ending end: Recorded<Event<Int>>, before: [Recorded<Event<Int>>] = [])
    -> [Recorded<Event<Int>>]
  {
    before + [
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .next(370, 7), .next(420, 8), .next(470, 9), end,
    ]
  }

  /// Each value as "window value", windows numbered from 0.
  private static func labelled(_ windows: Observable<Observable<Int>>) -> Observable<String> {
    windows.enumerated().map { index, window in window.map { "\(index) \($0)" } }.merge()
  }

  private static let expected: [Recorded<Event<String>>] = [
    .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
    .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"),
    .next(470, "4 9"),
  ]

  @Test func windowsCloseWhenFullOrWhenTheirTimeIsUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source(ending: .completed(600)))
    let res = scheduler.start {
      Self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(res.events == Self.expected + [.completed(600)])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func anErrorEndsTheWindowAndTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(
      Self.source(ending: .error(600, OperatorTestError(code: 1))))
    let res = scheduler.start {
      Self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(res.events == Self.expected + [.error(600, OperatorTestError(code: 1))])
    #expect(xs.subscriptions == [Subscription(200, 600)])
  }

  @Test func disposingStopsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(
      Self.source(ending: .completed(600), before: [.next(105, 0)]))
    let res = scheduler.start(disposed: 370) {
      Self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
    }
    #expect(res.events == Array(Self.expected.prefix(7)))
    #expect(xs.subscriptions == [Subscription(200, 370)])
  }

  /// When each window opens and closes: the first at subscription, the next when one is full
  /// (at its third value) or 70 after it opened.
  @Test func windowsOpenAndCloseOnTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(Self.source(ending: .completed(600)))
    var log: [String] = []
    let windows = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
    let res = scheduler.start {
      windows.enumerated().map { index, window -> Int in
        log.append("open \(index) at \(scheduler.clock)")
        _ = window.subscribe(onCompleted: { log.append("close \(index) at \(scheduler.clock)") })
        return index
      }
    }
    #expect(res.events.count == 8)
    #expect(
      log == [
        "open 0 at 200", "close 0 at 240", "open 1 at 240", "close 1 at 310", "open 2 at 310",
        "close 2 at 370", "open 3 at 370", "close 3 at 440", "open 4 at 440", "close 4 at 510",
        "open 5 at 510", "close 5 at 580", "open 6 at 580", "close 6 at 600",
      ])
  }

  /// A window still subscribed keeps the source subscribed after the outer subscription ended.
  @Test func anOpenWindowKeepsTheSourceSubscribed() {
    let subject = PublishSubject<Int>()
    let scheduler = TestScheduler(initialClock: 0)
    var firstWindow: Observable<Int>?
    let outer = subject.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler)
      .subscribe(onNext: { if firstWindow == nil { firstWindow = $0 } })
    var seen: [Int] = []
    let inner = firstWindow?.subscribe(onNext: { seen.append($0) })
    outer.dispose()
    subject.onNext(1)
    #expect(seen == [1])
    #expect(subject.hasObservers)
    inner?.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func aSourceThatEndsAtOnceEndsTheFirstWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Self.labelled(Observable.just(1).window(timeSpan: .seconds(0), count: 10, scheduler: scheduler))
    }
    #expect(res.events == [.next(200, "0 1"), .completed(200)])
    let failed = TestScheduler(initialClock: 0).start {
      Self.labelled(
        Observable<Int>.error(OperatorTestError()).window(
          timeSpan: .seconds(0), count: 10, scheduler: scheduler))
    }
    #expect(failed.events == [.error(200, OperatorTestError())])
  }
}
