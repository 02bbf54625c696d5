/// The steps of a group of `map`s (``MapGroup``), owned by its sink, and the scratch space they
/// work in: runs them in order on one value.
///
/// Noncopyable, and each step held in a noncopyable ``Held``, so that running a step borrows it
/// in place: a step copied out of its storage would be retained and released around each call,
/// which would cost as much as the step itself.
struct MapGroupSteps: ~Copyable {
  private struct Held: ~Copyable {
    let step: MapGroupStep

    @inline(__always)
    borrowing func run(_ scratch: UnsafeMutableRawPointer) throws { try step(scratch) }
  }

  private let steps: UnsafeMutablePointer<Held>
  /// The number of steps held; 0 once they are released.
  private var count: Int
  /// The size and alignment of the scratch space the steps need, at least one byte.
  let scratch: (byteCount: Int, alignment: Int)

  /// Holds `count` steps, the one at each index given by `step`.
  init(
    count: Int, scratch: (byteCount: Int, alignment: Int),
    step: (Int) -> MapGroupStep
  ) {
    steps = .allocate(capacity: count)
    for index in 0..<count { (steps + index).initialize(to: Held(step: step(index))) }
    self.count = count
    self.scratch = (max(scratch.byteCount, 1), scratch.alignment)
  }

  /// Holds no step yet, for a sink whose steps need the sink itself (``MapGroupHandlerSink``).
  init() {
    steps = .allocate(capacity: 0)
    count = 0
    scratch = (1, 1)
  }

  /// Runs the steps on a copy of `value`, in a scratch space on the stack, then `finish` on
  /// what they leave there, unless a step throws.
  @inline(__always)
  borrowing func run<Input>(
    _ value: Input, then finish: (UnsafeMutableRawPointer) -> Void = { _ in }
  ) throws {
    // Most values fit a space of constant size, which the stack gives without asking whether
    // it has room for it; a space sized at run time costs a call to ask.
    if scratch.byteCount <= Self.smallScratch.byteCount
      && scratch.alignment <= Self.smallScratch.alignment
    {
      try withUnsafeTemporaryAllocation(
        byteCount: Self.smallScratch.byteCount, alignment: Self.smallScratch.alignment
      ) { try run(value, in: $0.baseAddress!, then: finish) }
    } else {
      try withUnsafeTemporaryAllocation(
        byteCount: scratch.byteCount, alignment: scratch.alignment
      ) { try run(value, in: $0.baseAddress!, then: finish) }
    }
  }

  /// The scratch space every group whose values fit gets.
  private static var smallScratch: (byteCount: Int, alignment: Int) { (64, 16) }

  @inline(__always)
  private borrowing func run<Input>(
    _ value: Input, in address: UnsafeMutableRawPointer,
    then finish: (UnsafeMutableRawPointer) -> Void
  ) throws {
    address.assumingMemoryBound(to: Input.self).initialize(to: value)
    try run(on: address)
    finish(address)
  }

  /// Runs every step in order on the value in `scratch`; stops at the first that throws.
  @inline(__always)
  private borrowing func run(on scratch: UnsafeMutableRawPointer) throws {
    var index = 0
    while index < count {
      try steps[index].run(scratch)
      index &+= 1
    }
  }

  /// Lets go of the steps, and so of what they capture.
  mutating func release() {
    steps.deinitialize(count: count)
    count = 0
  }

  deinit {
    steps.deinitialize(count: count)
    steps.deallocate()
  }
}
