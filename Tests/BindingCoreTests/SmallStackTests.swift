import BindingCore
import BindingTestExpectations
import Foundation
import Synchronization
import Testing

/// Deep chains on threads with small stacks, such as a dispatch queue's or a sanitizer's
/// builds with larger frames: the stack is checked against the thread's own size.
@Suite(.checksResources) struct SmallStackTests {
  @Test func aHundredThousandMapsRunOnAThreadWithA256KiBStack() {
    let last = runOnThread(stackSize: 256 * 1024) { () -> [Int] in
      let relay = BehaviorRelay(value: 0)
      var chain = relay.asObservable()
      for _ in 0..<100_000 { chain = chain.map { $0 + 1 } }
      return Self.valuesSeen(through: chain, from: relay)
    }
    #expect(last == [100_000, 100_001])
  }

  @Test func aHundredThousandFlatteningAndTimedOperatorsRunOnAThreadWithA256KiBStack() {
    let last = runOnThread(stackSize: 256 * 1024) { () -> [Int] in
      let scheduler = VirtualTimeScheduler(initialClock: 0)
      let relay = BehaviorRelay(value: 0)
      var chain = relay.asObservable()
      for index in 0..<100_000 {
        switch index % 6 {
        case _ where index >= 90_000: chain = chain.concatMap { Observable.just($0) }
        case _ where index >= 80_000: chain = chain.retry { $0 }
        case _ where index >= 70_000: chain = chain.retry()
        case _ where index >= 60_000: chain = chain.concat(Observable.empty())
        case _ where index >= 50_000: chain = chain.timeout(.seconds(1_000), scheduler: scheduler)
        case 0: chain = chain.concatMap { Observable.just($0 + 1) }
        case 1: chain = chain.flatMapFirst { Observable.just($0) }
        case 2: chain = chain.map { Observable.just($0) }.switchLatest()
        case 3: chain = chain.materialize().dematerialize()
        case 4: chain = chain.timeout(.seconds(1_000), scheduler: scheduler)
        default: chain = chain.take(for: .seconds(1_000), scheduler: scheduler)
        }
      }
      return Self.valuesSeen(through: chain, from: relay)
    }
    #expect(last == [8_334, 8_335])
  }

  /// What a subscriber of `chain` sees when the relay changes to 1, then, after disposal, to 2.
  private static func valuesSeen(through chain: Observable<Int>, from relay: BehaviorRelay<Int>)
    -> [Int]
  {
    var seen: [Int] = []
    let subscription = chain.subscribe(onNext: { seen.append($0) })
    relay.accept(1)
    subscription.dispose()
    relay.accept(2)
    return seen
  }

  /// Runs `body` on a new thread with `stackSize` bytes of stack and returns its result.
  private func runOnThread<Result: Sendable>(
    stackSize: Int, _ body: @escaping @Sendable () -> Result
  ) -> Result {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value.lockedValue { $0 = body() }
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value.lockedValue { $0! }
  }
}

private final class ResultBox<Value: Sendable>: Sendable {
  let value = Mutex<Value?>(nil)
}
