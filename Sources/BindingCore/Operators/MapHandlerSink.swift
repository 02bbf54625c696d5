/// A `map` stage and the `subscribe(onNext:)` after it, in one node: what
/// `relay.map { ... }.subscribe(onNext: { ... })` subscribes while no inspector is attached.
///
/// It does the work of a ``MapSink`` followed by a ``NextHandlerSink``: runs the transform, calls
/// `onNext` with the result, and reports an error (the transform's or the source's) to
/// ``Hooks/defaultErrorHandler``. As one object it spares each subscription an allocation, the
/// second node's disposal and reference counting (W5: subscribing and disposing), and each value
/// a call (W1).
///
/// Its per-value work is `deliver`, built by the inlinable `map` in the caller's code for the
/// caller's element types, as ``MapSink``'s is; `deliver` calls ``handOn(_:)`` with the result,
/// or ``fail(_:)`` with the transform's error. Unlike a ``MapSink``, it lets go of the transform
/// at disposal, with `onNext`: the subscription the caller keeps is this node, and what the
/// transform captures must not outlive the disposal.
@usableFromInline
final class MapHandlerSink<Source, Result>: MapSubscriberSink<Source> {
  // Replaced only by `releaseUserCode()`, which runs when no delivery reads them.
  @exclusivity(unchecked) private var closures: HeldMapClosures<Source, Result>

  init(
    deliver: @escaping (Source, MapHandlerSink<Source, Result>) -> Void,
    onNext: @escaping (Result) -> Void
  ) {
    closures = HeldMapClosures(deliver: deliver, onNext: onNext)
    super.init()
  }

  /// Runs the transform on `value` and hands the result to `onNext`, unless disposed.
  ///
  /// Both run inside one delivery to the user's code (``Sink/deliverToUser(_:)``): the
  /// transform is the user's code too, released with `onNext` at disposal.
  package override func onNext(_ value: Source) {
    deliverToUser { closures.deliver(value, self) }
  }

  /// Calls `onNext` with `result`; called by `deliver`.
  @usableFromInline
  final func handOn(_ result: Result) { closures.handOn(result) }

  /// Lets go of the transform and `onNext`, and so of what they capture: a subscription kept
  /// after disposal holds neither, as the two nodes it stands for did not.
  package override func releaseUserCode() {
    closures = HeldMapClosures(deliver: nil, onNext: nil)
  }
}

/// The closures of ``MapHandlerSink``, held as ``HeldNextHandler`` holds its own: noncopyable,
/// so that each call borrows them in place rather than retaining and releasing their contexts.
struct HeldMapClosures<Source, Result>: ~Copyable {
  var deliver: ((Source, MapHandlerSink<Source, Result>) -> Void)?
  var onNext: ((Result) -> Void)?

  @inline(__always)
  borrowing func deliver(_ value: Source, _ sink: MapHandlerSink<Source, Result>) {
    deliver?(value, sink)
  }

  @inline(__always)
  borrowing func handOn(_ result: Result) { onNext?(result) }
}

/// What the nodes that run `map`s and the `subscribe(onNext:)` after them have in common
/// (``MapHandlerSink`` for one map, ``MapGroupHandlerSink`` for several): errors, the
/// transforms' and the source's, go to ``Hooks/defaultErrorHandler``.
@usableFromInline
class MapSubscriberSink<Source>: Sink<Source, Never> {
  /// A node for one map, served by its source's delivery line when it can be.
  init() {
    super.init(servableByLine: true)
  }

  /// A node for `links` maps, served by its source's delivery line when it can be.
  init(links: Int) {
    super.init(servableByLine: true, links: links)
  }

  /// A transform threw `error`: reports it and ends the subscription.
  ///
  /// Kept out of line, so that the error path costs the values nothing.
  @usableFromInline @inline(never)
  final func fail(_ error: any Error) { stopWithoutHandler(reporting: error) }

  package final override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): stopWithoutHandler(reporting: error)
    case .completed: stopWithoutHandler(reporting: nil)
    }
  }
}
