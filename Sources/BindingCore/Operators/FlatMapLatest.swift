extension ObservableType {
  /// Maps each value to an observable with `selector` and emits the events of the latest one
  /// only: a new value disposes the previous inner sequence.
  ///
  /// ```swift
  /// query.flatMapLatest { text in api.search(text) }   // results of the latest query only
  /// ```
  ///
  /// Completes once the source has completed and the latest inner sequence too. An error
  /// from the source or the latest inner sequence, or thrown by `selector`, ends the result.
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    FlatMapLatestObservable(source: asObservable()) { try selector($0).asObservable() }
  }
}

final class FlatMapLatestObservable<Source, Inner>: UnaryOperator<Source, Inner> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = FlatMapLatestSink<Source, Inner>.self

  let selector: (Source) throws -> Observable<Inner>

  init(source: Observable<Source>, selector: @escaping (Source) throws -> Observable<Inner>) {
    self.selector = selector
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Inner>) -> Sink<Source, Inner> {
    sinkType.init(selector: selector, parent: self, downstream: downstream)
  }
}

private final class FlatMapLatestSink<Source, Inner>: SerialSink<Source, Inner> {
  private let selector: (Source) throws -> Observable<Inner>
  /// The operator, kept only while an inspector is attached.
  ///
  /// The node the inspector draws the inner sequences' edges into; `nil` detached, so
  /// that the sink keeps nothing more alive.
  private let consumer: AnyObject?
  private let current = SerialDisposable()
  // Guarded by `lock`.
  private var latest = 0
  private var hasInner = false
  private var isSourceDone = false

  init(
    selector: @escaping (Source) throws -> Observable<Inner>, parent: AnyObject,
    downstream: ObserverNode<Inner>
  ) {
    self.selector = selector
    consumer = Inspection.consumer(parent)
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      let inner: Observable<Inner>
      do { inner = try selector(value) } catch {
        send(.error(error))
        return
      }
      let id = lock.locked { () -> Int in
        latest += 1
        hasInner = true
        return latest
      }
      let holder = SingleAssignmentDisposable()
      current.disposable = holder
      let node = ForwardingNode<Inner>(depth: chainDepth) { event in
        self.innerChanged(event, id: id)
      }
      holder.setDisposable(inner.subscribe(node: node, inspectedBy: consumer))
    case .error(let error): send(.error(error))
    case .completed:
      lock.locked {
        isSourceDone = true
        if !hasInner { enqueue(.completed) }
      }
      drain()
    }
  }

  private func innerChanged(_ event: Event<Inner>, id: Int) {
    lock.locked {
      guard id == latest else { return }
      switch event {
      case .next, .error: enqueue(event)
      case .completed:
        hasInner = false
        if isSourceDone { enqueue(.completed) }
      }
    }
    drain()
  }

  package override func disposeResources() {
    current.dispose()
    super.disposeResources()
  }
}
