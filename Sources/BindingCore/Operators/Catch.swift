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
    sinkType.init(parent: self, downstream: downstream)
  }
}

private final class CatchSink<Element>: Sink<Element, Element> {
  /// The operator, for its handler, and as the node an attached inspector draws the fallback's
  /// edge into.
  private let parent: CatchObservable<Element>
  private let fallback = SingleAssignmentDisposable()

  init(parent: CatchObservable<Element>, downstream: ObserverNode<Element>) {
    self.parent = parent
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed: forward(event)
    case .error(let error):
      let next: Observable<Element>
      do { next = try parent.handler(error) } catch {
        forward(.error(error))
        return
      }
      let node = ForwardingNode<Element>(depth: chainDepth) { self.forward($0) }
      fallback.setDisposable(next.subscribe(node: node, by: parent))
    }
  }

  package override func disposeResources() {
    fallback.dispose()
  }
}
