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
@usableFromInline
final class HandlerSink<Element>: Sink<Element, Never> {
  private let handlers: EventHandlers<Element>

  @usableFromInline
  init(_ handlers: EventHandlers<Element>) {
    self.handlers = handlers
    super.init()
  }

  package override func onNext(_ value: Element) {
    if isDisposed { return }
    handlers.onNext?(value)
  }

  package override func on(_ event: Event<Element>) {
    if isDisposed { return }
    handlers.on(event)
    if event.isStopEvent { dispose() }
  }
}

/// The node of `subscribe(onNext:)` given no other closure: holds `onNext` alone (16 bytes
/// where ``HandlerSink``'s three closures take 48, which puts the sink in `malloc`'s 72-byte
/// class instead of its 104-byte one), and reports an error to ``Hooks/defaultErrorHandler``
/// when it comes instead of holding a closure for it.
///
/// `onNext` is not optional (`subscribe()` without it passes a closure that does nothing): the
/// test for `nil` would make `onNext(_:)` the same code as ``HandlerSink``'s, which the
/// optimizer then merges into one body reached through a thunk at each value.
@usableFromInline
final class NextHandlerSink<Element>: Sink<Element, Never> {
  private let onNext: (Element) -> Void

  @usableFromInline
  init(_ onNext: @escaping (Element) -> Void) {
    self.onNext = onNext
    super.init()
  }

  package override func onNext(_ value: Element) {
    if isDisposed { return }
    onNext(value)
  }

  package override func on(_ event: Event<Element>) {
    if isDisposed { return }
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): Hooks.reportUnhandled(error)
    case .completed: break
    }
    if event.isStopEvent { dispose() }
  }
}
