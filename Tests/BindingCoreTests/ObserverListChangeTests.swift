import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

/// A relay delivers from its observer list without retaining it; a subscription or disposal
/// during a delivery replaces the list instead of changing the one being read.
@Suite(.checksResources) struct ObserverListChangeTests {
  /// The first observer, receiving 1, disposes every other subscription (whose observers only
  /// the list then holds) and subscribes ten new ones: the delivery of 1 goes on over the list
  /// it started with, and the next value reaches exactly the new observers.
  @Test func observersLeavingAndJoiningDuringADeliveryDoNotDisturbIt() {
    let relay = PublishRelay<Int>()
    var received: [String] = []
    var others: [Disposable] = []
    var joined: [Disposable] = []
    let first = relay.subscribe(onNext: { value in
      received.append("first \(value)")
      guard value == 1 else { return }
      others.forEach { $0.dispose() }
      others = []
      for index in 0..<10 {
        joined.append(relay.subscribe(onNext: { received.append("joined\(index) \($0)") }))
      }
    })
    for index in 0..<5 {
      others.append(relay.subscribe(onNext: { received.append("other\(index) \($0)") }))
    }
    relay.accept(1)
    relay.accept(2)
    #expect(received == ["first 1", "first 2"] + (0..<10).map { "joined\($0) 2" })
    first.dispose()
    joined.forEach { $0.dispose() }
  }

  /// An observer that disposes itself while it is called does not stop the others.
  @Test func anObserverDisposingItselfLeavesTheOthersTheValue() {
    let relay = BehaviorRelay(value: 0)
    var received: [String] = []
    var own: Disposable?
    own = relay.skip(1).subscribe(onNext: { value in
      received.append("once \(value)")
      own?.dispose()
    })
    let other = relay.subscribe(onNext: { received.append("other \($0)") })
    relay.accept(1)
    relay.accept(2)
    #expect(received == ["other 0", "once 1", "other 1", "other 2"])
    own = nil
    other.dispose()
  }

  /// One thread accepts 100,000 increasing values while another subscribes and disposes again
  /// and again: the three lasting observers each receive every value, in order.
  @Test func lastingObserversReceiveEveryValueWhileOthersComeAndGo() {
    let relay = PublishRelay<Int>()
    let count = 100_000
    let seen = (0..<3).map { _ in Received() }
    let lasting = seen.map { received in
      relay.subscribe(onNext: { value in received.values.lockedValue { $0.append(value) } })
    }
    let writing = Atomic<Bool>(true)
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      if thread == 0 {
        for value in 0..<count { relay.accept(value) }
        writing.store(false, ordering: .releasing)
        return
      }
      var passing: [Disposable] = []
      while writing.load(ordering: .acquiring) {
        passing.append(relay.subscribe(onNext: { _ in }))
        if passing.count > 4 { passing.removeFirst().dispose() }
      }
      passing.forEach { $0.dispose() }
    }
    for received in seen { #expect(received.values.lockedValue { $0 } == Array(0..<count)) }
    lasting.forEach { $0.dispose() }
  }
}

/// The values one observer received, from any thread.
private final class Received: Sendable {
  let values = Mutex<[Int]>([])
}
