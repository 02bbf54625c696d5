import BindingCore
import Foundation
import Synchronization
import Testing

/// Deep chains on threads with small stacks, such as a dispatch queue's or a sanitizer's
/// builds with larger frames: the stack is checked against the thread's own size.
@Suite struct SmallStackTests {
  @Test func aHundredThousandMapsRunOnAThreadWithA256KiBStack() {
    let last = runOnThread(stackSize: 256 * 1024) { () -> [Int] in
      let relay = BehaviorRelay(value: 0)
      var chain = relay.asObservable()
      for _ in 0..<100_000 { chain = chain.map { $0 + 1 } }
      var seen: [Int] = []
      let subscription = chain.subscribe(onNext: { seen.append($0) })
      relay.accept(1)
      subscription.dispose()
      relay.accept(2)
      return seen
    }
    #expect(last == [100_000, 100_001])
  }

  /// Runs `body` on a new thread with `stackSize` bytes of stack and returns its result.
  private func runOnThread<Result: Sendable>(
    stackSize: Int, _ body: @escaping @Sendable () -> Result
  ) -> Result {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value.withLock { $0 = body() }
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value.withLock { $0! }
  }
}

private final class ResultBox<Value: Sendable>: Sendable {
  let value = Mutex<Value?>(nil)
}
