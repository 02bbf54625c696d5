import Synchronization

extension ObservableType {
  /// Runs side effects at points of the sequence's life without changing its events.
  ///
  /// ```swift
  /// request
  ///   .do(onSubscribe: { spinner.start() }, onDispose: { spinner.stop() })
  ///   .subscribe(onNext: show)
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Called with each value, before it is forwarded.
  ///   - afterNext: Called with each value, after it is forwarded.
  ///   - onError: Called with the error, before it is forwarded.
  ///   - afterError: Called with the error, after it is forwarded.
  ///   - onCompleted: Called on completion, before it is forwarded.
  ///   - afterCompleted: Called on completion, after it is forwarded.
  ///   - onSubscribe: Called before each subscription to the source.
  ///   - onSubscribed: Called after each subscription to the source.
  ///   - onDispose: Called once when a subscription ends: disposed, completed or failed.
  ///
  /// An error thrown by a closure is forwarded in place of the event it was called for, and
  /// ends the sequence.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let handlers = DoHandlers<Element>(
      before: { (event: Event<Element>) in
        switch event {
        case .next(let value): try onNext?(value)
        case .error(let error): try onError?(error)
        case .completed: try onCompleted?()
        }
      },
      after: { (event: Event<Element>) in
        switch event {
        case .next(let value): try afterNext?(value)
        case .error(let error): try afterError?(error)
        case .completed: try afterCompleted?()
        }
      },
      onDispose: onDispose)
    return DoObservable(
      source: asObservable(), handlers: handlers, onSubscribe: onSubscribe,
      onSubscribed: onSubscribed)
  }
}

struct DoHandlers<Element> {
  let before: (Event<Element>) throws -> Void
  let after: (Event<Element>) throws -> Void
  let onDispose: (() -> Void)?
}

/// Calls the subscription callbacks around the subscription of ``DoOperator``, which does the
/// rest.
final class DoObservable<Element>: Observable<Element> {
  private let core: DoOperator<Element>
  private let onSubscribe: (() -> Void)?
  private let onSubscribed: (() -> Void)?

  init(
    source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?,
    onSubscribed: (() -> Void)?
  ) {
    core = DoOperator(source: source, handlers: handlers)
    self.onSubscribe = onSubscribe
    self.onSubscribed = onSubscribed
    super.init(rank: core.rank, sourceDepth: core.sourceDepth)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    onSubscribe?()
    let subscription = core.subscribe(node: node)
    onSubscribed?()
    return subscription
  }
}

final class DoOperator<Element>: UnaryOperator<Element, Element> {
  let handlers: DoHandlers<Element>

  init(source: Observable<Element>, handlers: DoHandlers<Element>) {
    self.handlers = handlers
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    DoSink(handlers: handlers, downstream: downstream)
  }
}

private final class DoSink<Element>: Sink<Element, Element> {
  private let handlers: DoHandlers<Element>
  private let lock = Mutex(())
  private var isEnding = false
  private var isDisposalPending = false

  init(handlers: DoHandlers<Element>, downstream: ObserverNode<Element>) {
    self.handlers = handlers
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    if isDisposed { return }
    if event.isStopEvent { lock.locked { isEnding = true } }
    do {
      try handlers.before(event)
      forward(event)
      try handlers.after(event)
    } catch {
      forward(.error(error))
    }
    guard event.isStopEvent else { return }
    let disposalPending = lock.locked { () -> Bool in
      isEnding = false
      return isDisposalPending
    }
    if disposalPending { handlers.onDispose?() }
  }

  /// Runs `onDispose`, after the `after` callback when disposal comes from a stop event.
  package override func disposeResources() {
    let now = lock.locked { () -> Bool in
      if isEnding { isDisposalPending = true }
      return !isEnding
    }
    if now { handlers.onDispose?() }
  }
}
