import BindingCore
import BindingTestExpectations
import Foundation
import Synchronization
import Testing

/// A shape of chain, repeated link after link: each link adds one to the value (or keeps it).
enum ChainShape: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case map, filter, scan, share, merge, combineLatest, zip, withLatestFrom, flatMap, flatMapLatest
  case takeUntil, boundRelays, publishRefCount, multicastSelector, groupBy, window

  var testDescription: String { rawValue }

  /// What one link adds to the value.
  var increment: Int {
    switch self {
    case .filter, .share, .merge, .takeUntil, .publishRefCount, .groupBy, .window: 0
    default: 1
    }
  }

  /// Whether a new value of the source reaches the end of the chain (`zip` pairs the first
  /// value of its source with its partner's only value, then waits).
  var propagatesLaterValues: Bool { self != .zip }

  /// Adds one link to `chain`.
  func link(_ chain: Observable<Int>) -> Observable<Int> {
    switch self {
    case .map: chain.map { $0 + 1 }
    case .filter: chain.filter { _ in true }
    case .scan: chain.scan(0) { _, value in value + 1 }
    case .share: chain.share(replay: 1)
    case .merge: Observable.merge(chain)
    case .combineLatest: Observable.combineLatest(chain, Observable.just(1), resultSelector: +)
    case .zip: Observable.zip(chain, BehaviorRelay(value: 1).asObservable(), resultSelector: +)
    case .withLatestFrom: chain.withLatestFrom(Observable.just(1), resultSelector: +)
    case .flatMap: chain.flatMap { Observable.just($0 + 1) }
    case .flatMapLatest: chain.flatMapLatest { Observable.just($0 + 1) }
    case .takeUntil: chain.take(until: PublishRelay<Void>())
    case .publishRefCount: chain.publish().refCount()
    case .multicastSelector: chain.multicast({ PublishSubject<Int>() }) { $0.map { $0 + 1 } }
    case .groupBy: chain.groupBy { $0 % 2 }.flatMap { $0 }
    case .window:
      chain.window(
        timeSpan: .seconds(1_000), count: .max, scheduler: VirtualTimeScheduler(initialClock: 0)
      ).flatMap { $0 }
    case .boundRelays: chain
    }
  }
}

/// Builds a chain of `depth` links of `shape` on a relay, subscribes, pushes a value, disposes
/// and frees it all; returns what the subscriber saw.
func runDeepChain(_ shape: ChainShape, depth: Int) -> [Int] {
  let relay = BehaviorRelay(value: 0)
  var seen: [Int] = []
  var subscriptions: [Disposable] = []
  if shape == .boundRelays {
    var previous = relay
    for _ in 0..<depth {
      let next = BehaviorRelay(value: -1)
      subscriptions.append(previous.map { $0 + 1 }.bind(to: next))
      previous = next
    }
    subscriptions.append(previous.subscribe(onNext: { seen.append($0) }))
  } else {
    var chain = relay.asObservable()
    for _ in 0..<depth { chain = shape.link(chain) }
    subscriptions.append(chain.subscribe(onNext: { seen.append($0) }))
  }
  relay.accept(1)
  for subscription in subscriptions { subscription.dispose() }
  relay.accept(2)
  return seen
}

/// Chains of 100,000 links of every shape subscribe, propagate, dispose and are freed without
/// overflowing the stack of a thread with 256 KiB of it.
///
/// A thread's stack is 8 MiB by default on Linux: there a chain goes 32 times deeper before the
/// engine continues from the top of the stack, through the same path. The 16 shapes once ran
/// on the test's thread too, which took 44–71 s of CI's test run for what this suite checks
/// more strictly; `DeepChainTests` and `OperatorDeepChainTests` still run 100,000 links on it.
///
/// `BIND_DEEP_CHAIN_LINKS` sets another length (``DeepChainLinks``).
@Suite(.checksResources) struct DeepShapeTests {
  private static let depth = DeepChainLinks.count

  private func expected(_ shape: ChainShape) -> [Int] {
    let atEnd = Self.depth * shape.increment
    return shape.propagatesLaterValues ? [atEnd, atEnd + 1] : [atEnd]
  }

  @Test(arguments: ChainShape.allCases)
  func hundredThousandLinksRunOnA256KiBThread(_ shape: ChainShape) {
    let seen = runOnThread(stackSize: 256 * 1024) { runDeepChain(shape, depth: Self.depth) }
    #expect(seen == expected(shape))
  }
}

/// Runs `body` on a new thread with `stackSize` bytes of stack and returns its result.
func runOnThread<Result: Sendable>(
  stackSize: Int, _ body: @escaping @Sendable () -> Result
) -> Result {
  let box = Mutex<Result?>(nil)
  let done = DispatchSemaphore(value: 0)
  withUnsafePointer(to: box) { pointer in
    nonisolated(unsafe) let pointer = pointer
    let thread = Thread {
      let result = body()
      pointer.pointee.lockedValue { $0 = result }
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
  }
  return box.lockedValue { $0! }
}
