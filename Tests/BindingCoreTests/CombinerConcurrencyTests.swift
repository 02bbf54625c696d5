import BindingCore
import BindingTestExpectations
import Dispatch
import Foundation
import Synchronization
import Testing

/// `combineLatest` and `zip` fed from two threads at once: the propagation that owns the
/// combiner's inputs does the other thread's work before it lets go of them, so nothing is lost,
/// results come one at a time, and each input's values keep their order.
@Suite(.checksResources) struct CombinerConcurrencyTests {
  /// Every value of each thread is paired, in order: a value left for the other thread's
  /// propagation that was dropped or run out of order would show as a missing or wrong pair.
  @Test(arguments: [0, 2_100])
  func zipFedFromTwoThreadsPairsEveryValueInOrder(depth: Int) {
    let count = depth == 0 ? 20_000 : 200
    let first = PublishRelay<Int>(), second = PublishRelay<Int>()
    let results = Results()
    var chain = Observable.zip(first, second) { [$0, $1] }
    for _ in 0..<depth { chain = chain.map { $0 } }
    let subscription = chain.subscribe(onNext: results.record)
    onTwoThreads { thread in
      let relay = thread == 0 ? first : second
      for value in 0..<count { relay.accept(value) }
    }
    subscription.dispose()
    #expect(results.values == (0..<count).map { [$0, $0] })
    #expect(results.overlaps == 0)
  }

  /// Each input's values reach the result in the order they were sent, one result at a time,
  /// and the last result combines the last value of each.
  @Test(arguments: [0, 2_100])
  func combineLatestFedFromTwoThreadsKeepsEachInputsOrder(depth: Int) {
    let count = depth == 0 ? 20_000 : 200
    let first = BehaviorRelay(value: 0), second = BehaviorRelay(value: 0)
    let results = Results()
    var chain = Observable.combineLatest(first.map { $0 }, second.map { $0 }) { [$0, $1] }
    for _ in 0..<depth { chain = chain.map { $0 } }
    let subscription = chain.subscribe(onNext: results.record)
    onTwoThreads { thread in
      let relay = thread == 0 ? first : second
      for value in 1...count { relay.accept(value) }
    }
    subscription.dispose()
    let values = results.values
    for input in 0..<2 {
      let seen = values.map { $0[input] }
      #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 })
    }
    #expect(values.last == [count, count])
    #expect(results.overlaps == 0)
  }

  /// A subscription disposed on one thread while another feeds the inputs ends cleanly: no
  /// result once both are done, and the combiner and its inputs are freed (the suite checks
  /// that no resource is left).
  @Test func disposingWhileAnotherThreadFeedsTheInputsEndsCleanly() {
    for _ in 0..<200 {
      let first = BehaviorRelay(value: 0), second = BehaviorRelay(value: 0)
      let results = Results()
      // Disposing from any thread is safe, though `Disposable` does not say it is sendable.
      nonisolated(unsafe) let subscription = Observable.combineLatest(first, second) { [$0, $1] }
        .subscribe(onNext: results.record)
      onTwoThreads { thread in
        if thread == 0 {
          for value in 1...200 {
            first.accept(value)
            second.accept(value)
          }
        } else {
          subscription.dispose()
        }
      }
      let final = results.count
      first.accept(-1)
      second.accept(-1)
      #expect(results.count == final)
      #expect(results.overlaps == 0)
    }
  }
}

/// Runs `body` on two threads of its own at once, each with its number: both wait for the other
/// to start first, so that one cannot be done before the other begins.
private func onTwoThreads(_ body: @escaping @Sendable (Int) -> Void) {
  let started = Atomic<Int>(0)
  let done = DispatchSemaphore(value: 0)
  for thread in 0..<2 {
    Thread {
      started.add(1, ordering: .acquiringAndReleasing)
      while started.load(ordering: .acquiring) < 2 {}
      body(thread)
      done.signal()
    }.start()
  }
  done.wait()
  done.wait()
}

/// The results a subscriber received, and how many times two deliveries overlapped.
private final class Results: Sendable {
  private let received = Mutex<[[Int]]>([])
  private let inside = Atomic<Int>(0)
  private let overlapCount = Atomic<Int>(0)

  var values: [[Int]] { received.lockedValue { $0 } }
  var count: Int { received.lockedValue { $0.count } }
  var overlaps: Int { overlapCount.load(ordering: .acquiring) }

  /// Records `value`, pausing for a moment at every 64th: the owner of the combiner's inputs
  /// keeps them meanwhile, so the other thread's values wait for it (nothing is timed: the pause
  /// only makes that wait happen on every run).
  func record(_ value: [Int]) {
    if value[0] % 64 == 0 { usleep(500) }
    if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
      overlapCount.add(1, ordering: .relaxed)
    }
    received.lockedValue { $0.append(value) }
    inside.subtract(1, ordering: .acquiringAndReleasing)
  }
}
