import BindingCore
import Dispatch
import Synchronization
import Testing

@Suite struct ConcurrencyTests {
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
}
