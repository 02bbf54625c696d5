import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

@Suite(.checksResources) struct ConcurrencyTests {
  @Test func acceptFromEightThreadsLosesNothingAndNeverOverlaps() {
    let relay = PublishRelay<Int>()
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let received = Atomic<Int>(0)
    let subscription = relay.subscribe(onNext: { _ in
      if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
        overlaps.add(1, ordering: .relaxed)
      }
      received.add(1, ordering: .relaxed)
      inside.subtract(1, ordering: .acquiringAndReleasing)
    })
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for i in 0..<10_000 { relay.accept(thread * 10_000 + i) }
    }
    #expect(received.load(ordering: .acquiring) == 80_000)
    #expect(overlaps.load(ordering: .acquiring) == 0)
    subscription.dispose()
  }

  /// Subscriptions of a `map` fused with `onNext` come and go on one thread while two others
  /// accept: a closure runs only on what it captured while that is alive (a release under a
  /// running closure would be a use after free, which the sanitizers report), and once the
  /// threads stop, every closure, and what it captured, is gone.
  @Test func subscriptionsServedByTheLineLeaveWhileOtherThreadsAccept() {
    final class Captured: Sendable {
      let touches = Atomic<Int>(0)
    }
    let relay = BehaviorRelay(value: 0)
    let mapped = relay.map { $0 &+ 1 }
    let running = Atomic<Bool>(true)
    let done = DispatchGroup()
    for thread in 0..<2 {
      DispatchQueue.global().async(group: done) {
        var value = thread
        while running.load(ordering: .relaxed) {
          relay.accept(value)
          value &+= 2
        }
      }
    }
    struct WeakCapture {
      weak var captured: Captured?
    }
    var captures: [Captured] = []
    var weakCaptures: [WeakCapture] = []
    for _ in 0..<500 {
      let captured = Captured()
      let subscription = mapped.subscribe(onNext: { _ in
        captured.touches.add(1, ordering: .relaxed)
      })
      weakCaptures.append(WeakCapture(captured: captured))
      captures.append(captured)
      subscription.dispose()
    }
    running.store(false, ordering: .relaxed)
    done.wait()
    #expect(captures.allSatisfy { $0.touches.load(ordering: .relaxed) >= 1 })
    captures.removeAll()
    #expect(weakCaptures.allSatisfy { $0.captured == nil })
  }

  /// A subscriber gets the relay's latest value, then the values after it: never a newer value
  /// before the replayed one, however an `accept` on another thread interleaves with the
  /// subscription.
  @Test func subscribingWhileAnotherThreadAcceptsSeesValuesInOrder() {
    let relay = BehaviorRelay(value: 0)
    #expect(disordersWhileSubscribing(accept: relay.accept) { relay.subscribe(onNext: $0) } == 0)
  }

  @Test func subscribingToAReplayWhileAnotherThreadAcceptsSeesValuesInOrder() {
    let relay = ReplayRelay<Int>.create(bufferSize: 3)
    relay.accept(0)
    #expect(disordersWhileSubscribing(accept: relay.accept) { relay.subscribe(onNext: $0) } == 0)
  }

  /// While a subscriber runs on one thread, another thread reads the relay's value and accepts
  /// into it: neither waits for the subscriber (the relay's lock is never held around user
  /// code), the read sees the value being delivered, and the value accepted meanwhile reaches
  /// the subscriber after it, on the thread already delivering.
  @Test func anotherThreadReadsAndAcceptsWithoutWaitingForTheDelivery() {
    let relay = BehaviorRelay(value: 0)
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let received = Mutex<[Int]>([])
    let subscription = relay.subscribe(onNext: { value in
      received.lockedValue { $0.append(value) }
      if value == 1 {
        entered.signal()
        release.wait()
      }
    })
    let delivering = DispatchQueue(label: "delivering")
    let done = DispatchSemaphore(value: 0)
    delivering.async {
      relay.accept(1)
      done.signal()
    }
    entered.wait()
    #expect(relay.value == 1)
    relay.accept(2)
    #expect(received.lockedValue { $0 } == [0, 1])
    release.signal()
    done.wait()
    #expect(received.lockedValue { $0 } == [0, 1, 2])
    #expect(relay.value == 2)
    subscription.dispose()
  }

  /// Accepts 300,000 increasing values on one thread while another subscribes and disposes
  /// again and again; returns how many subscriptions saw a value after a newer one.
  private func disordersWhileSubscribing(
    accept: @escaping @Sendable (Int) -> Void,
    subscribe: @escaping @Sendable (@escaping (Int) -> Void) -> Disposable
  ) -> Int {
    let writing = Atomic<Bool>(true)
    let disorders = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for value in 1...300_000 { accept(value) }
        writing.store(false, ordering: .releasing)
        return
      }
      while writing.load(ordering: .acquiring) {
        let seen = Mutex<[Int]>([])
        let subscription = subscribe { value in seen.lockedValue { $0.append(value) } }
        subscription.dispose()
        let values = seen.lockedValue { $0 }
        if zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) {
          disorders.add(1, ordering: .relaxed)
        }
      }
    }
    return disorders.load(ordering: .acquiring)
  }
}
