extension ObservableType {
  /// Continues with the sequence `handler` returns for the error, when the source fails.
  ///
  /// ```swift
  /// request.catch { error in .just(.failed(error)) }   // -1-#   becomes   -1-failed|
  /// ```
  ///
  /// Values the source emitted before failing stay delivered. An error thrown by `handler`,
  /// or sent by the sequence it returns, ends the result with that error.
  public func `catch`(_ handler: @escaping (any Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    CatchObservable(source: asObservable(), handler: handler)
  }

  /// Completes with `element` as its last value, when the source fails.
  ///
  /// ```swift
  /// request.catchAndReturn([])   // -[a]-#   becomes   -[a]-[]|
  /// ```
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    CatchObservable(source: asObservable()) { _ in .just(element) }
  }
}

final class CatchObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = CatchSink<Element>.self

  let handler: (any Error) throws -> Observable<Element>

  init(source: Observable<Element>, handler: @escaping (any Error) throws -> Observable<Element>) {
    self.handler = handler
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(handler: handler, parent: self, downstream: downstream)
  }
}

private final class CatchSink<Element>: Sink<Element, Element> {
  private let handler: (any Error) throws -> Observable<Element>
  /// The operator, kept only while an inspector is attached.
  ///
  /// The node the inspector draws the fallback's edges into; `nil` detached, so
  /// that the sink keeps nothing more alive.
  private let consumer: AnyObject?
  private let fallback = SingleAssignmentDisposable()

  init(
    handler: @escaping (any Error) throws -> Observable<Element>, parent: AnyObject,
    downstream: ObserverNode<Element>
  ) {
    self.handler = handler
    consumer = Inspection.consumer(parent)
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed: forward(event)
    case .error(let error):
      let next: Observable<Element>
      do { next = try handler(error) } catch {
        forward(.error(error))
        return
      }
      let node = ForwardingNode<Element>(depth: chainDepth) { self.forward($0) }
      fallback.setDisposable(next.subscribe(node: node, inspectedBy: consumer))
    }
  }

  package override func disposeResources() {
    fallback.dispose()
  }
}
