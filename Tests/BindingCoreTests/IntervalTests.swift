import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

@Suite(.checksResources) struct IntervalTests {
  @Test func emitsACountEveryPeriodStartingOnePeriodAfterSubscribing() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(
      to: Observable<Int>.interval(.milliseconds(100), scheduler: scheduler))
    scheduler.advanceTo(350)
    #expect(recorder.events == [.next(100, 0), .next(200, 1), .next(300, 2)])
    subscription.dispose()
  }

  @Test func eachSubscriptionCountsFromItsOwnStart() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let interval = Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
    let early = TimedRecorder<Int>(scheduler)
    let late = TimedRecorder<Int>(scheduler)
    let bag = DisposeBag()
    early.subscribe(to: interval).disposed(by: bag)
    scheduler.at(150) { late.subscribe(to: interval).disposed(by: bag) }
    scheduler.advanceTo(360)
    #expect(early.events == [.next(100, 0), .next(200, 1), .next(300, 2)])
    #expect(late.events == [.next(250, 0), .next(350, 1)])
  }

  @Test func disposingStopsTheTicksAndCancelsTheTimer() {
    let scheduler = VirtualTimeScheduler(resolution: 0.001)
    let recorder = TimedRecorder<Int>(scheduler)
    let subscription = recorder.subscribe(
      to: Observable<Int>.interval(.milliseconds(100), scheduler: scheduler))
    scheduler.at(210) { subscription.dispose() }
    scheduler.advanceTo(1_000)
    #expect(recorder.events == [.next(100, 0), .next(200, 1)])
    #expect(scheduler.pendingCount == 0)
  }

  @Test func neverCompletes() {
    let scheduler = VirtualTimeScheduler()
    let recorder = TimedRecorder<Int64>(scheduler)
    let subscription = recorder.subscribe(
      to: Observable<Int64>.interval(.seconds(10), scheduler: scheduler))
    scheduler.advanceTo(1_000)
    #expect(recorder.values == Array(0..<100))
    #expect(!recorder.events.contains { $0.event.isStopEvent })
    subscription.dispose()
  }

  @Test func ticksOnADispatchQueueSchedulerUntilDisposed() {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let received = Mutex<[Int]>([])
    let subscription = SingleAssignmentDisposable()
    let third = DispatchSemaphore(value: 0)
    subscription.setDisposable(
      Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).subscribe(onNext: { value in
        received.lockedValue { $0.append(value) }
        if value == 2 {
          subscription.dispose()
          third.signal()
        }
      }))
    #expect(third.wait(timeout: .now() + .seconds(30)) == .success)
    // On a loaded machine the interval can tick past 2 before `setDisposable` runs (the
    // disposal then takes effect there). Once it has run, the serial queue's next turn sees
    // the last tick there will ever be: nothing arrives after it.
    let settled = DispatchSemaphore(value: 0)
    let countAfterDisposal = Mutex(0)
    _ = scheduler.schedule {
      countAfterDisposal.lockedValue { $0 = received.lockedValue { $0.count } }
      _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
        settled.signal()
        return Disposables.create()
      }
    }
    #expect(settled.wait(timeout: .now() + .seconds(30)) == .success)
    let values = received.lockedValue { $0 }
    #expect(values == Array(0..<values.count))
    #expect(values.count >= 3)
    #expect(values.count == countAfterDisposal.lockedValue { $0 })
  }
}
