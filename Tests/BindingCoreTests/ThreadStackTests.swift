import BindingCore
import BindingTestExpectations
import Testing

/// The stack position the core's checkpoints decide by says where the running thread's frames are.
///
/// In every build: under the address sanitizer, the address of a local lies on a heap
/// "fake stack" and would fail these tests.
@Suite(.checksResources) struct ThreadStackTests {
  @Test func theStackPositionLiesWithinTheRunningThreadsStack() {
    let reading = StackReading.here()
    #expect(reading.isWithinStack, "\(reading)")
  }

  @Test func theStackPositionLiesWithinTheStackOfA256KiBThread() {
    let reading = runOnThread(stackSize: 256 * 1024) { StackReading.here() }
    #expect(reading.isWithinStack, "\(reading)")
    #expect(reading.stackSize == 256 * 1024)
  }

  @Test func theStackPositionFallsAsCallsNest() {
    let outer = StackReading.here()
    var calls = 0
    let inner = StackReading.nested(depth: 100, calls: &calls)
    #expect(inner.isWithinStack, "\(inner)")
    #expect(inner.position < outer.position, "outer \(outer), inner \(inner)")
    #expect(calls == 101)
  }
}

/// Where the core reads the stack position to be, and where the thread's stack lies.
private struct StackReading: Sendable, CustomStringConvertible {
  let position: UInt
  let stackLowest: UInt
  let stackSize: UInt

  var isWithinStack: Bool {
    stackLowest < position && position - stackLowest < stackSize
  }

  var description: String {
    let lowest = "0x" + String(stackLowest, radix: 16)
    let highest = "0x" + String(stackLowest + stackSize, radix: 16)
    return "position 0x\(String(position, radix: 16)), stack \(lowest) to \(highest)"
  }

  @inline(never)
  static func here() -> StackReading {
    let stack = currentThreadStack()
    return StackReading(
      position: currentStackPosition(), stackLowest: stack?.lowest ?? 0,
      stackSize: stack?.size ?? 0)
  }

  /// A reading taken `depth` calls deeper than the caller; counts the calls on the way back,
  /// so that they cannot be turned into a loop.
  @inline(never)
  static func nested(depth: Int, calls: inout Int) -> StackReading {
    let reading = depth == 0 ? here() : nested(depth: depth - 1, calls: &calls)
    calls += 1
    return reading
  }
}
