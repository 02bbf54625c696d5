/// The work of one `map` for one value, in a group of consecutive `map`s that one sink runs
/// (``MapGroup``): takes the map's input out of `scratch` and puts its result in its place.
///
/// When the transform throws, the input is consumed and `scratch` is left empty.
///
/// Built once per `map`, by the inlinable `map` in the caller's code, for the caller's element
/// types, and held by the `map` (``MapObservable``). The type says nothing of those types, so a
/// group runs the step as it was compiled, with no conversion thunk around it.
@usableFromInline
typealias MapGroupStep = (UnsafeMutableRawPointer) throws -> Void

/// Consecutive `map`s of one subscription, gathered to be run by one sink rather than by a sink
/// each.
///
/// A chain `source.map(f).map(g).map(h)`, subscribed with no inspector attached, gathers its
/// maps from the last one back (``Observable/subscribeMapGroup(_:)``). The first map of the
/// group makes the sink, a ``MapGroupSink`` (or, fused with `subscribe(onNext:)`, a
/// ``MapGroupHandlerSink``), and subscribes it to its own source. For each value the sink copies
/// it into a scratch space on the stack, large enough for every element type of the group, and
/// runs the maps' steps in a loop (``MapGroupSteps``): each takes its input out of the scratch and
/// leaves its result there. The steps do not call one another, so the stack does not grow with
/// the group, and a map costs a closure call in a loop (W3, a 1,000-deep chain: 27 instructions
/// a map all told, against 44 with a sink each, and 12 for hand-written closures calling one
/// another).
///
/// A group holds at most ``Propagation/checkpointInterval`` maps and begins at a map that is a
/// checkpoint, so a chain is subscribed, and its values delivered, with the stack checked as
/// often as without groups. The maps of a group run as one stage: a transform that disposes the
/// subscription stops the value at the group's end, after the group's later transforms.
struct MapGroup<Output> {
  /// What the group hands its results to.
  enum End {
    /// The closure of `subscribe(onNext:)`, fused into the group's sink.
    case subscriber((Output) -> Void)
    /// The next node of the chain.
    case stage(ObserverNode<Output>)
  }

  let end: End
  /// The steps of the maps gathered so far, the last map's first.
  private var steps: ContiguousArray<Step>
  /// The size and alignment of the scratch space the group's values need.
  private var scratch: (byteCount: Int, alignment: Int)

  /// A map's step, in a struct so that the array keeps it as it was compiled: an array of the
  /// closures themselves would keep them in its generic form, behind two conversion thunks.
  private struct Step {
    let run: MapGroupStep
  }

  /// Starts a group at its last map, whose step is `last`.
  init(end: End, last: @escaping MapGroupStep) {
    self.end = end
    steps = [Step(run: last)]
    scratch = (MemoryLayout<Output>.size, MemoryLayout<Output>.alignment)
  }

  /// The number of maps gathered so far.
  var count: Int { steps.count }

  /// Whether another map may join: the group holds at most
  /// ``Propagation/checkpointInterval`` maps.
  var hasRoom: Bool { steps.count < Propagation.checkpointInterval }

  /// Adds a map before those gathered so far, whose step is `step` and whose result is a `Value`.
  mutating func prepend<Value>(_ step: @escaping MapGroupStep, resultType: Value.Type) {
    steps.append(Step(run: step))
    makeRoom(for: Value.self)
  }

  /// Makes the scratch space large enough for a `Value`.
  mutating func makeRoom<Value>(for _: Value.Type) {
    scratch = (
      max(scratch.byteCount, MemoryLayout<Value>.size),
      max(scratch.alignment, MemoryLayout<Value>.alignment)
    )
  }

  /// The group's steps in the order they run: the maps', first map first, then `end` when
  /// there is one.
  func steps(end: MapGroupStep? = nil) -> MapGroupSteps {
    let maps = steps.count
    return MapGroupSteps(count: maps + (end == nil ? 0 : 1), scratch: scratch) { index in
      index < maps ? steps[maps - 1 - index].run : end!
    }
  }
}
