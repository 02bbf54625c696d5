import BindingCore
import BindingTestExpectations
import Dispatch
import Foundation
import Synchronization
import Testing

/// The main-queue delivery rule, on the real main queue: an event sent on the main queue is
/// delivered at once, also inside another delivery, unless an earlier event of the same
/// subscription still waits; an event from another thread hops through the main queue.
@MainActor @Suite(.checksResources) struct MainQueueDeliveryTests {
  /// Sends `value` into `subject` from a new thread and returns once it was sent, holding the
  /// main queue meanwhile: the delivery, a hop to the main queue, cannot have run yet.
  private func sendFromAnotherThread(_ value: Int, to subject: PublishSubject<Int>) {
    let sent = DispatchSemaphore(value: 0)
    Thread {
      subject.onNext(value)
      sent.signal()
    }.start()
    sent.wait()
  }

  /// Yields the main queue until `condition` holds, for at most 30 seconds.
  private func yieldUntil(_ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(30)
    while !condition() && Date() < deadline { try await Task.sleep(for: .milliseconds(1)) }
  }

  @Test func aDeliveryInsideAnotherDeliveryRunsAtOnce() {
    dispatchPrecondition(condition: .onQueue(.main))
    let first = BehaviorRelay(value: 0)
    let second = BehaviorRelay(value: 0)
    var seen: [String] = []
    let bag = DisposeBag()
    first.asDriver().drive(onNext: { value in
      seen.append("first \(value)")
      second.accept(value * 10)
      seen.append("first \(value) done")
    }).disposed(by: bag)
    second.asSignal(onErrorSignalWith: .empty()).emit(onNext: { seen.append("second \($0)") })
      .disposed(by: bag)
    seen.removeAll()
    first.accept(1)
    #expect(seen == ["first 1", "second 10", "first 1 done"])
  }

  @Test func observeOnTheMainSchedulerDeliversAtOnceOnTheMainQueue() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: {
      seen.append($0)
    })
    subject.onNext(1)
    #expect(seen == [1])
    subscription.dispose()
  }

  @Test func aReentrantDeliveryOfTheSameSubscriptionFollowsTheCurrentOne() {
    let subject = PublishSubject<Int>()
    var seen: [String] = []
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { value in
      seen.append("start \(value)")
      if value < 3 { subject.onNext(value + 1) }
      seen.append("end \(value)")
    })
    subject.onNext(1)
    #expect(seen == ["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
    subscription.dispose()
  }

  @Test func hopsWaitingFromOtherThreadsDoNotDelayOtherSubscriptions() async throws {
    let network = PublishSubject<Int>()
    var arrived = 0
    let hop = network.observe(on: MainScheduler.instance).subscribe(onNext: { _ in
      arrived += 1
    })
    sendFromAnotherThread(1, to: network)
    #expect(arrived == 0)

    let state = BehaviorRelay(value: "idle")
    var shown: [String] = []
    let bag = DisposeBag()
    state.asDriver().drive(onNext: { shown.append($0) }).disposed(by: bag)
    state.accept("loading")
    #expect(shown == ["idle", "loading"])

    try await yieldUntil { arrived == 1 }
    #expect(arrived == 1)
    hop.dispose()
  }

  @Test func anEventSentOnTheMainQueueWaitsBehindAHopOfItsOwnSubscription() async throws {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: {
      seen.append($0)
    })
    sendFromAnotherThread(1, to: subject)
    subject.onNext(2)
    #expect(seen.isEmpty)
    try await yieldUntil { seen.count == 2 }
    #expect(seen == [1, 2])
    subject.onNext(3)
    #expect(seen == [1, 2, 3])
    subscription.dispose()
  }

  @Test func aSourceFedWithoutPauseFromAnotherThreadDoesNotHoldTheMainQueue() async throws {
    let subject = PublishSubject<Int>()
    let stop = StopFlag()
    var received: [Int] = []
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: {
      received.append($0)
    })
    let producerDone = DispatchSemaphore(value: 0)
    Thread {
      var next = 0
      while !stop.isSet {
        subject.onNext(next)
        next += 1
      }
      producerDone.signal()
    }.start()
    try await yieldUntil { received.count > 5_000 }
    let otherWorkRan = await withCheckedContinuation { (ran: CheckedContinuation<Bool, Never>) in
      DispatchQueue.main.async { ran.resume(returning: true) }
    }
    stop.set()
    #expect(otherWorkRan)
    #expect(received.count > 5_000)
    #expect(received == Array(0..<received.count))
    subscription.dispose()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread {
        producerDone.wait()
        done.resume()
      }.start()
    }
  }
}

/// A flag one thread sets and another polls.
private final class StopFlag: Sendable {
  private let flag = Atomic(false)
  var isSet: Bool { flag.load(ordering: .relaxed) }
  func set() { flag.store(true, ordering: .relaxed) }
}
