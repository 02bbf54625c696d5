extension ObservableType {
  /// Maps each value to an observable with `selector` and emits the events of all of them as
  /// they come.
  ///
  /// ```swift
  /// userIDs.flatMap { id in api.user(id) }   // every request's result, in arrival order
  /// ```
  ///
  /// Completes once the source and every inner sequence have completed. An error from any of
  /// them, or thrown by `selector`, ends the result. Use `flatMapLatest` to keep only the
  /// latest inner sequence.
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    let source = asObservable()
    return FlatMapObservable(
      source: source, rank: source.rank, sourceDepth: source.sourceDepth + 1,
      selector: { try selector($0).asObservable() })
  }
}

/// Subscribes to the sequence `selector` returns for each source value and emits the events
/// of all of them: `flatMap` and `merge`.
final class FlatMapObservable<Source, Inner>: Observable<Inner> {
  private var source: Observable<Source>
  private let selector: (Source) throws -> Observable<Inner>

  init(
    source: Observable<Source>, rank: Int, sourceDepth: Int,
    selector: @escaping (Source) throws -> Observable<Inner>
  ) {
    self.source = source
    self.selector = selector
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  deinit {
    Propagation.current.release(source: &source)
  }

  package override func subscribe(node: ObserverNode<Inner>) -> Disposable {
    let sink = FlatMapSink(selector: selector, downstream: node)
    let source = self.source
    Propagation.current.atCheckpoint { sink.setUpstream(source.subscribe(node: sink)) }
    return sink
  }
}

private final class FlatMapSink<Source, Inner>: SerialSink<Source, Inner> {
  private let selector: (Source) throws -> Observable<Inner>
  private let inners = CompositeDisposable()
  /// The source and the inner sequences still running; guarded by `lock`.
  private var active = 1

  init(selector: @escaping (Source) throws -> Observable<Inner>, downstream: ObserverNode<Inner>) {
    self.selector = selector
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
      subscribe(inner)
    case .error(let error): send(.error(error))
    case .completed: finishOne()
    }
  }

  private func subscribe(_ inner: Observable<Inner>) {
    let holder = SingleAssignmentDisposable()
    lock.locked { active += 1 }
    guard let key = inners.insert(holder) else { return }
    let node = ForwardingNode<Inner>(depth: chainDepth) { [self] event in
      switch event {
      case .next, .error: send(event)
      case .completed:
        inners.remove(for: key)
        finishOne()
      }
    }
    Propagation.current.atCheckpoint { holder.setDisposable(inner.subscribe(node: node)) }
  }

  private func finishOne() {
    lock.locked {
      active -= 1
      if active == 0 { enqueue(.completed) }
    }
    drain()
  }

  package override func disposeResources() {
    inners.dispose()
    super.disposeResources()
  }
}
