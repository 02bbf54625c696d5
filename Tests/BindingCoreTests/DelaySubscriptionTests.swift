import BindingCore
import BindingTest
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

@Suite(.checksResources) struct DelaySubscriptionTests {
  private let scheduler = TestScheduler(initialClock: 0)

  // RxSwift: testDelaySubscription_TimeSpan_Simple
  @Test func subscribesToTheSourceAfterTheDueTime() {
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
    #expect(res.events == [.next(280, 42), .next(290, 43), .completed(300)])
    #expect(xs.subscriptions == [Subscription(230, 300)])
  }

  // RxSwift: testDelaySubscription_TimeSpan_Error
  @Test func forwardsTheSourcesError() {
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError())])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: self.scheduler) }
    #expect(res.events == [.next(280, 42), .next(290, 43), .error(300, TestError())])
    #expect(xs.subscriptions == [Subscription(230, 300)])
  }

  // RxSwift: testDelaySubscription_TimeSpan_Dispose
  @Test func disposingAfterSubscribingDisposesTheSource() {
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError())])
    let res = scheduler.start(disposed: 291) {
      xs.delaySubscription(.seconds(30), scheduler: self.scheduler)
    }
    #expect(res.events == [.next(280, 42), .next(290, 43)])
    #expect(xs.subscriptions == [Subscription(230, 291)])
  }

  @Test func disposingBeforeTheDueTimeNeverSubscribes() {
    let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
    let res = scheduler.start(disposed: 220) {
      xs.delaySubscription(.seconds(30), scheduler: self.scheduler)
    }
    #expect(res.events.isEmpty)
    #expect(xs.subscriptions.isEmpty)
  }

  @Test func worksOnADispatchQueueScheduler() {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let received = Mutex<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    _ = Observable.of(1, 2).delaySubscription(.milliseconds(1), scheduler: scheduler).subscribe(
      onNext: { value in received.lockedValue { $0.append(value) } },
      onCompleted: { done.signal() })
    #expect(done.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(received.lockedValue { $0 } == [1, 2])
  }
}
