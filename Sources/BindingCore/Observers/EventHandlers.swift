/// The closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`, as an observer.
@usableFromInline
struct EventHandlers<Element>: ObserverType {
  let onNext: ((Element) -> Void)?
  let onError: ((any Error) -> Void)?
  let onCompleted: (() -> Void)?

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?, onCompleted: (() -> Void)?
  ) {
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
  }

  @usableFromInline
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext?(value)
    case .error(let error): onError?(error)
    case .completed: onCompleted?()
    }
  }
}

/// The node of a subscription made with closures: like ``ObserverAdapter``, but calls
/// `onNext` directly with each value, without wrapping it in an event.
///
/// Lets go of the closures once disposed (``Sink/releaseUserCode()``), as RxSwift does.
@usableFromInline
final class HandlerSink<Element>: Sink<Element, Never> {
  // Replaced only by `releaseUserCode()`, which runs when no delivery reads it.
  @exclusivity(unchecked) private var handlers: HeldHandlers<Element>

  @usableFromInline
  init(_ handlers: EventHandlers<Element>) {
    self.handlers = HeldHandlers(
      onError: handlers.onError, onNext: handlers.onNext, onCompleted: handlers.onCompleted)
    super.init()
  }

  package override func onNext(_ value: Element) {
    guard beginUserDelivery() else { return }
    handlers.next(value)
    endUserDelivery()
  }

  package override func on(_ event: Event<Element>) {
    guard beginUserDelivery() else { return }
    handlers.on(event)
    if event.isStopEvent { dispose() }
    endUserDelivery()
  }

  package override func releaseUserCode() {
    handlers = HeldHandlers(onError: nil, onNext: nil, onCompleted: nil)
  }
}

/// The node of `subscribe(onNext:)` given no other closure: holds `onNext` alone (16 bytes
/// where ``HandlerSink``'s three closures take 48, which puts the sink in `malloc`'s 72-byte
/// class instead of its 104-byte one), and reports an error to ``Hooks/defaultErrorHandler``
/// when it comes instead of holding a closure for it.
///
/// Lets go of `onNext` once disposed (``Sink/releaseUserCode()``), as RxSwift does.
@usableFromInline
final class NextHandlerSink<Element>: Sink<Element, Never> {
  // Replaced only by `releaseUserCode()`, which runs when no delivery reads it.
  @exclusivity(unchecked) private var handler: HeldNextHandler<Element>

  @usableFromInline
  init(_ onNext: @escaping (Element) -> Void) {
    handler = HeldNextHandler(onNext: onNext)
    super.init(servableByLine: true)
  }

  /// Calls `onNext` with `value` unless disposed (see ``Sink/deliverToUser(_:)``).
  package override func onNext(_ value: Element) {
    deliverToUser { handler.next(value) }
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): stopWithoutHandler(reporting: error)
    case .completed: stopWithoutHandler(reporting: nil)
    }
  }

  package override func releaseUserCode() { handler = HeldNextHandler(onNext: nil) }
}

extension Sink where Output == Never {
  /// Ends a subscription made with `onNext` alone at a stop event: reports `error`, if any, to
  /// ``Hooks/defaultErrorHandler``, then disposes; nothing once disposed.
  final func stopWithoutHandler(reporting error: (any Error)?) {
    guard beginUserDelivery() else { return }
    if let error { Hooks.reportUnhandled(error) }
    dispose()
    endUserDelivery()
  }
}

// The closures as the sinks hold them: noncopyable, so that a sink's stored one is borrowed
// in place for each call rather than copied, which would retain and release the closure's
// context at every value (a stored `var` closure is copied before it is called); and a `var`,
// so that releasing the user's code can replace it.

/// The closures of ``HandlerSink``.
///
/// `onNext` is not first: at the offset of ``HeldNextHandler``'s, the sinks' `onNext(_:)` would
/// be the same code, which the optimizer merges into one body reached through a thunk.
struct HeldHandlers<Element>: ~Copyable {
  var onError: ((any Error) -> Void)?
  var onNext: ((Element) -> Void)?
  var onCompleted: (() -> Void)?

  @inline(__always)
  borrowing func next(_ value: Element) { onNext?(value) }

  borrowing func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext?(value)
    case .error(let error): onError?(error)
    case .completed: onCompleted?()
    }
  }
}

/// The closure of ``NextHandlerSink`` and ``MapHandlerSink``.
struct HeldNextHandler<Element>: ~Copyable {
  var onNext: ((Element) -> Void)?

  @inline(__always)
  borrowing func next(_ value: Element) { onNext?(value) }
}
