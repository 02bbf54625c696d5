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
  ///   - onDispose: Called once when a subscription ends (disposed, completed or failed),
  ///     after the source's subscription is disposed.
  ///
  /// The order is RxSwift's. A source that ends while being subscribed to gives
  /// `onSubscribe`, its events' callbacks, `onSubscribed`, then `onDispose`; `onDispose`
  /// comes after the `after` callback of a stop event.
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
    // Through a tap when attached, so that the inspector draws the edge from the operator into
    // this wrapper; the sink is then the node the tap taps.
    let subscription = core.subscribe(node: node, by: self)
    onSubscribed?()
    (subscription as? DoSink<Element> ?? Inspection.tappedNode(of: subscription) as? DoSink<Element>)?
      .subscriptionDidFinish()
    return subscription
  }
}

final class DoOperator<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = DoSink<Element>.self

  let handlers: DoHandlers<Element>

  init(source: Observable<Element>, handlers: DoHandlers<Element>) {
    self.handlers = handlers
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(handlers: handlers, downstream: downstream)
  }
}

/// Forwards events between the `before` and `after` callbacks, and runs `onDispose` once the
/// upstream is disposed, the subscription has finished (``subscriptionDidFinish()``) and no
/// stop event is being handled.
final class DoSink<Element>: Sink<Element, Element> {
  private struct Disposal {
    var isSubscribing = true
    var isEnding = false
    var isUpstreamDisposed = false
    var hasRun = false

    /// `true`, once, when `onDispose` may run now.
    mutating func takeTurn() -> Bool {
      guard isUpstreamDisposed, !isSubscribing, !isEnding, !hasRun else { return false }
      hasRun = true
      return true
    }
  }

  private let handlers: DoHandlers<Element>
  private let disposal = Mutex(Disposal())

  init(handlers: DoHandlers<Element>, downstream: ObserverNode<Element>) {
    self.handlers = handlers
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    if isDisposed { return }
    if event.isStopEvent { disposal.lockedValue { $0.isEnding = true } }
    do {
      try handlers.before(event)
      forward(event)
      try handlers.after(event)
    } catch {
      forward(.error(error))
    }
    guard event.isStopEvent else { return }
    runOnDispose { $0.isEnding = false }
  }

  /// Called by ``DoObservable`` after `onSubscribed`.
  func subscriptionDidFinish() {
    runOnDispose { $0.isSubscribing = false }
  }

  package override func didDisposeUpstream() {
    runOnDispose { $0.isUpstreamDisposed = true }
  }

  private func runOnDispose(after change: (inout Disposal) -> Void) {
    let now = disposal.lockedValue { state in
      change(&state)
      return state.takeTurn()
    }
    if now { handlers.onDispose?() }
  }
}
