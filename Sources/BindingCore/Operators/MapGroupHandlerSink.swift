/// A group of consecutive `map`s (``MapGroup``) and the `subscribe(onNext:)` after them, in one
/// node: what `relay.map { ... }.map { ... }.subscribe(onNext: { ... })` subscribes while no
/// inspector is attached.
///
/// It does for a group what ``MapHandlerSink`` does for one `map`. Its last step calls
/// `onNext` with the last map's result (``onNextStep(_:)``) unless the node was disposed
/// meanwhile; the steps run inside one delivery to the user's code. An error (a transform's or
/// the source's) goes to ``Hooks/defaultErrorHandler``. At disposal the node lets go of the
/// steps, and so of the transforms and `onNext`.
final class MapGroupHandlerSink<Source>: MapSubscriberSink<Source> {
  // Set by `run(_:)` before the node is subscribed, released only by `releaseUserCode()`, which
  // runs when no delivery reads it.
  @exclusivity(unchecked) private var steps = MapGroupSteps()

  /// A node for a group of `maps` maps; ``run(_:)`` gives it their steps.
  init(maps: Int) {
    super.init(links: maps)
  }

  /// Makes the node run `steps`, the group's, the last of which is the node's
  /// ``onNextStep(_:)``; call once, before the node is subscribed.
  func run(_ steps: consuming MapGroupSteps) {
    self.steps = steps
  }

  /// The step that ends the group: calls `onNext` with the last map's result, an `Output`,
  /// unless the node was disposed by one of the group's transforms.
  ///
  /// Holds the node unowned: the node holds the step.
  func onNextStep<Output>(_ onNext: @escaping (Output) -> Void) -> MapGroupStep {
    { [unowned(unsafe) self] scratch in
      let result = scratch.assumingMemoryBound(to: Output.self).move()
      if !isDisposed { onNext(result) }
    }
  }

  package override func onNext(_ value: Source) {
    deliverToUser {
      do { try steps.run(value) } catch { fail(error) }
    }
  }

  /// Lets go of the steps: the transforms, `onNext`, and what they capture.
  package override func releaseUserCode() {
    steps.release()
  }
}
