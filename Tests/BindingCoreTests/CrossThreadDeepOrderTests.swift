import BindingCore
import BindingTestExpectations
import Dispatch
import Foundation
import Synchronization
import Testing

/// Values sent from two threads keep their order down chains deeper than the stack allows.
///
/// Two threads accept into one relay (or a `merge` of two) that feeds a chain deeper than the
/// stack lets run at once (about 2,000 links: the propagation's checkpoint limit), so part of
/// each delivery is deferred to the top of the delivering thread's stack. The end of the chain
/// must still see the values in the order the source delivered them (as its first stage saw
/// them), one at a time.
///
/// The order broke before a source held its delivery line until the deferred part of its
/// delivery had run: the line was released when the delivery unwound to the source, with the
/// rest of the value still waiting at the top of the stack, and the other thread could then
/// claim the line and run its own value down the same chain, concurrently and ahead of it
/// (before the fix, the paused cases failed on every run, the others on about half of them).
/// Nothing here is timed: the pause only widens the window.
@Suite(.checksResources) struct CrossThreadDeepOrderTests {
  @Test(arguments: [
    (depth: 2_100, runs: 30), (depth: 10_000, runs: 10), (depth: DeepChainLinks.count, runs: 2),
  ])
  func valuesFromTwoThreadsLeaveADeepChainInTheOrderTheRelayDeliveredThem(
    depth: Int, runs: Int
  ) {
    for _ in 0..<runs {
      let relay = PublishRelay<Int>()
      let source = relay.asObservable()
      guard keepsOrder(behind: source, depth: depth, accept: { _, value in relay.accept(value) })
      else { return }
    }
  }

  /// The same, with a stage near the end of the chain, in the deferred part of each delivery,
  /// that pauses the first thread's values for a moment: the window in which the second
  /// thread's values could overtake them is then wide open, so that a broken order shows on
  /// every run rather than now and then.
  @Test(arguments: [false, true])
  func valuesOvertakingAPausedDeliveryWouldShowAtOnce(throughMerge: Bool) {
    for _ in 0..<3 {
      let relays = [PublishRelay<Int>(), PublishRelay<Int>()]
      let source =
        throughMerge
        ? Observable.merge(relays[0].asObservable(), relays[1].asObservable())
        : relays[0].asObservable()
      guard
        keepsOrder(
          behind: source, depth: 2_100, valuesPerThread: 20, pausing: true,
          accept: { relays[throughMerge ? $0 : 0].accept($1) })
      else { return }
    }
  }

  /// The same through `merge`, whose queue of events from its sources is the line here.
  @Test func valuesMergedFromTwoThreadsLeaveADeepChainInTheOrderTheMergeForwardedThem() {
    for _ in 0..<10 {
      let relays = [PublishRelay<Int>(), PublishRelay<Int>()]
      let merged = Observable.merge(relays[0].asObservable(), relays[1].asObservable())
      guard keepsOrder(behind: merged, depth: 2_100, accept: { relays[$0].accept($1) })
      else { return }
    }
  }

  /// Runs `depth` maps behind `source` while two threads each send values with `accept(thread,
  /// value)`; records an issue, and returns `false`, if the end of the chain saw them in
  /// another order than its first stage, or two at once.
  private func keepsOrder(
    behind source: Observable<Int>, depth: Int, valuesPerThread: Int? = nil, pausing: Bool = false,
    accept: @escaping @Sendable (Int, Int) -> Void
  ) -> Bool {
    let perThread = valuesPerThread ?? max(4, 400_000 / depth)
    let delivered = Mutex<[Int]>([])
    let arrived = Mutex<[Int]>([])
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    var chain = source.do(onNext: { value in delivered.lockedValue { $0.append(value) } })
    for link in 0..<depth {
      chain = chain.map { $0 }
      if pausing && link == depth - 10 { chain = chain.do(onNext: { if $0 < 1_000_000 { usleep(5_000) } }) }
    }
    let subscription = chain.subscribe(onNext: { value in
      if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
        overlaps.add(1, ordering: .relaxed)
      }
      arrived.lockedValue { $0.append(value) }
      inside.subtract(1, ordering: .acquiringAndReleasing)
    })
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for index in 0..<perThread { accept(thread, thread * 1_000_000 + index) }
    }
    subscription.dispose()
    let order = delivered.lockedValue { $0 }
    let seen = arrived.lockedValue { $0 }
    #expect(order.count == 2 * perThread)
    #expect(seen == order)
    #expect(overlaps.load(ordering: .acquiring) == 0)
    return seen == order && overlaps.load(ordering: .acquiring) == 0
  }
}
