public import CBindingCoreSupport

/// Where the caller's frame is on the running thread's stack: a cheap reading of how deep the
/// stack is, comparable with ``currentThreadStack()``.
///
/// Read from the frame rather than from the address of a local: the address sanitizer keeps
/// locals whose address is taken on a heap "fake stack", where they say nothing about depth.
@inlinable @inline(__always)
package func currentStackPosition() -> UInt {
  bind_stack_position()
}

/// Where the calling thread's stack lies: its lowest address (stacks grow down towards it) and
/// its size in bytes; `nil` where the system does not say.
package func currentThreadStack() -> (lowest: UInt, size: UInt)? {
  var lowest: UInt = 0
  var size = 0
  guard bind_thread_stack(&lowest, &size) != 0 else { return nil }
  return (lowest, UInt(size))
}
