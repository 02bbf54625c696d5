/// The sink of a group of consecutive `map`s (``MapGroup``) in one subscription: receives the
/// first map's input, runs the group's steps, and forwards the last map's result.
///
/// An error thrown by a transform ends the sequence with that error, as a single map's would.
final class MapGroupSink<Source, Result>: MapStage<Source, Result> {
  private let steps: MapGroupSteps

  /// A sink running `steps`, the work of `maps` maps, in order.
  init(downstream: ObserverNode<Result>, steps: consuming MapGroupSteps, maps: Int) {
    self.steps = steps
    super.init(downstream: downstream, links: maps)
  }

  package override func onNext(_ value: Source) {
    do {
      try steps.run(value) { forwardNext($0.assumingMemoryBound(to: Result.self).move()) }
    } catch {
      fail(error)
    }
  }
}
