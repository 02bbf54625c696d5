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
