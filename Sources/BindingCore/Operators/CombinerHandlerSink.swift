/// The node of `subscribe(onNext:)` right after a `combineLatest` or `zip` of two sources, while
/// no inspector is attached: a ``NextHandlerSink`` whose values need no count.
///
/// A ``NextHandlerSink`` counts each delivery to the user's closure in progress, two atomic
/// operations a value, so that a disposal from any thread leaves the closure in place until the
/// delivery returns. A ``PairCombiner`` already emits only as the owner of its input state, one
/// propagation at a time, and disposes as that owner, after its flush: this node's values come
/// uncounted, and the combiner releases the closure (``endCombinerDelivery()``) once nothing of
/// its own can deliver any more. Until then the sink holds one delivery open on the combiner's
/// behalf, so that its own disposal leaves the closure in place.
final class CombinerHandlerSink<Element>: Sink<Element, Never> {
  // Replaced only by `releaseUserCode()`, which runs when no delivery reads it.
  @exclusivity(unchecked) private var handler: HeldNextHandler<Element>

  init(_ onNext: @escaping (Element) -> Void) {
    handler = HeldNextHandler(onNext: onNext)
    super.init()
    // The delivery held open for the combiner; it always succeeds on a new sink.
    _ = beginUserDelivery()
  }

  /// Calls the closure with `value` unless disposed; the combiner calls this as its owner.
  package override func onNext(_ value: Element) {
    if isDisposed { return }
    handler.next(value)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): stopWithoutHandler(reporting: error)
    case .completed: stopWithoutHandler(reporting: nil)
    }
  }

  /// Ends the delivery held open for the combiner, which emits no more.
  ///
  /// The closure is then released now if the sink is disposed, otherwise at its disposal. Call
  /// once, as the combiner's owner, after its last flush.
  func endCombinerDelivery() { endUserDelivery() }

  package override func releaseUserCode() { handler = HeldNextHandler(onNext: nil) }
}
