extension ObservableType {
  /// Transforms each value with `transform`; an error thrown by `transform` ends the
  /// sequence with that error.
  ///
  /// ```swift
  /// celsius.map { $0 * 9 / 5 + 32 }   // -0-100-   becomes   -32-212-
  /// ```
  ///
  /// Inlinable: the closures that run the transform for each value are built here, in the
  /// caller's code, for the caller's element types (see `MapSink`, `MapHandlerSink` and
  /// `MapGroup`). Always inlined: where the transform captures nothing, the caller's compiler
  /// then builds the step of a group of maps with the transform inside it.
  @inlinable @inline(__always)
  public func map<Result>(_ transform: @escaping (Element) throws -> Result)
    -> Observable<Result>
  {
    MapObservable(
      source: asObservable(),
      deliver: { value, stage in
        do { stage.forwardNext(try transform(value)) } catch { stage.fail(error) }
      },
      deliverToHandler: { value, sink in
        let result: Result
        do { result = try transform(value) } catch { return sink.fail(error) }
        sink.handOn(result)
      },
      step: { scratch in
        let value = scratch.assumingMemoryBound(to: Element.self).move()
        scratch.initializeMemory(as: Result.self, to: try transform(value))
      })
  }
}

@usableFromInline
final class MapObservable<Source, Result>: UnaryOperator<Source, Result> {
  let deliver: (Source, MapStage<Source, Result>) -> Void
  /// The per-value work of a stage fused with `subscribe(onNext:)` (``MapHandlerSink``).
  private let deliverToHandler: (Source, MapHandlerSink<Source, Result>) -> Void
  /// The sink's class, looked up once: code shared by every element type would
  /// otherwise look it up at each subscription (about 330 instructions).
  private let sinkType: MapSink<Source, Result>.Type
  /// The fused sink's class, looked up once for the same reason.
  private let handlerSinkType: MapHandlerSink<Source, Result>.Type
  /// The class of the sink of a group of maps fused with `subscribe(onNext:)`, which this map
  /// begins; looked up once for the same reason.
  private let groupHandlerSinkType: MapGroupHandlerSink<Source>.Type
  /// This map's step in a group of consecutive maps run by one sink (``MapGroup``).
  private let step: MapGroupStep

  @usableFromInline
  init(
    source: Observable<Source>,
    deliver: @escaping (Source, MapStage<Source, Result>) -> Void,
    deliverToHandler: @escaping (Source, MapHandlerSink<Source, Result>) -> Void,
    step: @escaping MapGroupStep
  ) {
    self.deliver = deliver
    self.deliverToHandler = deliverToHandler
    self.step = step
    sinkType = MapSink<Source, Result>.self
    handlerSinkType = MapHandlerSink<Source, Result>.self
    groupHandlerSinkType = MapGroupHandlerSink<Source>.self
    super.init(source: source, isMap: true)
  }

  package override func makeSink(downstream: ObserverNode<Result>) -> Sink<Source, Result> {
    sinkType.init(deliver: deliver, downstream: downstream)
  }

  /// Subscribes `onNext` through one node that runs this map's transform and calls `onNext`.
  ///
  /// The node is a ``MapHandlerSink``, or the ``MapGroupHandlerSink`` of a group of maps ending
  /// with this one, rather than a ``MapSink`` followed by the subscriber's own node. Not while an
  /// inspector is attached, which shows each map and the subscriber as nodes of their own.
  override func subscribeFused(onNext: @escaping (Result) -> Void) -> DisposableNode? {
    if Inspection.isAttached { return nil }
    if endsMapGroup { return onTrampoline { subscribeGroup(ending: .subscriber(onNext)) } }
    return subscribeFusedSink(handlerSinkType.init(deliver: deliverToHandler, onNext: onNext))
  }

  /// Subscribes `node` through the sink of a group of maps ending with this one, when the map
  /// before this one may join it.
  override func subscribeGrouped(node: ObserverNode<Result>) -> DisposableNode? {
    guard endsMapGroup, !Inspection.isAttached else { return nil }
    return subscribeGroup(ending: .stage(node))
  }

  /// Whether a subscription to this map ends a group (``MapGroup``): the map before it may
  /// join, and this one is not a checkpoint, which begins a group.
  private var endsMapGroup: Bool { !isCheckpoint && source.isMap }

  /// Starts a group at this map and subscribes its sink, through the maps before this one.
  private func subscribeGroup(ending end: MapGroup<Result>.End) -> DisposableNode {
    var group = MapGroup(end: end, last: step)
    return source.subscribeMapGroup(&group)
  }

  override func subscribeMapGroup<Output>(_ group: inout MapGroup<Output>) -> DisposableNode {
    group.prepend(step, resultType: Result.self)
    if !isCheckpoint, group.hasRoom, source.isMap { return source.subscribeMapGroup(&group) }
    // This map begins the group: its sink receives this map's source.
    group.makeRoom(for: Source.self)
    let maps = group.count
    switch group.end {
    case .subscriber(let onNext):
      let sink = groupHandlerSinkType.init(maps: maps)
      sink.run(group.steps(end: sink.onNextStep(onNext)))
      connect(sink)
      return sink
    case .stage(let downstream):
      let sink = MapGroupSink<Source, Output>(
        downstream: downstream, steps: group.steps(), maps: maps)
      connect(sink)
      return sink
    }
  }
}

/// The `map` stage of one subscription, for any element types.
///
/// Its per-value work is `deliver`, a closure built by the inlinable `map` in the caller's code,
/// which is compiled there for the caller's element types: it calls the transform and hands the
/// result on with a frame of known size. Code here, shared by every element type, would move
/// the value through its type's value witnesses in a frame sized at run time (W3S, a 1,000-deep
/// chain over a struct: 64,526 instructions a push, 44,526 with `deliver`). The same holds for
/// the element types `BindingCore` once compiled stages for in advance (`Int`, `Double`, `Bool`,
/// `String`, in subclasses of their own): since issue 36, `deliver` is faster than those were
/// (W3, over `Int`: 46,387 instructions a push with them, 44,450 without).
final class MapSink<Source, Result>: MapStage<Source, Result> {
  let deliver: (Source, MapStage<Source, Result>) -> Void

  init(
    deliver: @escaping (Source, MapStage<Source, Result>) -> Void, downstream: ObserverNode<Result>
  ) {
    self.deliver = deliver
    super.init(downstream: downstream)
  }

  package override func onNext(_ value: Source) { deliver(value, self) }
}

/// What the `map` stage of one subscription does: the part of ``MapSink`` that its `deliver`
/// closure, built in the caller's code, calls.
///
/// It holds nothing of its own, so that a stage stays 56 bytes.
@usableFromInline
class MapStage<Source, Result>: Sink<Source, Result> {
  override init(downstream: ObserverNode<Result>) {
    super.init(downstream: downstream)
  }

  override init(downstream: ObserverNode<Result>, links: Int) {
    super.init(downstream: downstream, links: links)
  }

  /// Kept out of line: building the error event would otherwise cost every value a lookup of
  /// its type's metadata.
  @usableFromInline @inline(never)
  final func fail(_ error: any Error) { forward(.error(error)) }

  package final override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): forward(.error(error))
    case .completed: forward(.completed)
    }
  }
}
