import DequeModule

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
    FlatMapObservable(source: asObservable(), maxConcurrent: .max, overflow: .wait) {
      try selector($0).asObservable()
    }
  }
}

/// Subscribes to the sequences `selector` returns for the source's values, at most
/// `maxConcurrent` at a time, and emits the events of all of them: `flatMap`, `merge`,
/// `merge(maxConcurrent:)`, `concatMap` and `flatMapFirst`.
final class FlatMapObservable<Source, Inner>: UnaryOperator<Source, Inner> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = FlatMapSink<Source, Inner>.self

  /// What happens to a source value that arrives while `maxConcurrent` inner sequences run.
  enum Overflow {
    /// Its inner sequence waits for a free place (`merge(maxConcurrent:)`, `concatMap`).
    case wait
    /// It is dropped, without calling the selector (`flatMapFirst`).
    case drop
  }

  let maxConcurrent: Int
  let overflow: Overflow
  let selector: (Source) throws -> Observable<Inner>

  init(
    source: Observable<Source>, maxConcurrent: Int, overflow: Overflow,
    selector: @escaping (Source) throws -> Observable<Inner>
  ) {
    self.maxConcurrent = maxConcurrent
    self.overflow = overflow
    self.selector = selector
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Inner>) -> Sink<Source, Inner> {
    sinkType.init(parent: self, downstream: downstream)
  }
}

/// Inner sequences are subscribed in a loop, not by recursion: one that completes while it is
/// being subscribed (a cold sequence) has its successor subscribed by the loop already
/// running, so any number of synchronous inner sequences runs in constant stack depth.
private final class FlatMapSink<Source, Inner>: SerialSink<Source, Inner> {
  private let maxConcurrent: Int
  private let dropsOverflow: Bool
  private let selector: (Source) throws -> Observable<Inner>
  /// The operator, kept only while an inspector is attached.
  ///
  /// The node the inspector draws the inner sequences' edges into; `nil` detached, so
  /// that the sink keeps nothing more alive.
  private let consumer: AnyObject?
  private let inners = CompositeDisposable()
  // Guarded by `lock`.
  private var waiting: Deque<Observable<Inner>> = []
  private var running = 0
  private var isSourceDone = false
  private var isSubscribing = false

  init(parent: FlatMapObservable<Source, Inner>, downstream: ObserverNode<Inner>) {
    maxConcurrent = parent.maxConcurrent
    dropsOverflow = parent.overflow == .drop
    selector = parent.selector
    consumer = Inspection.consumer(parent)
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      if dropsOverflow, lock.locked({ running + waiting.count >= maxConcurrent }) { return }
      let inner: Observable<Inner>
      do { inner = try selector(value) } catch {
        send(.error(error))
        return
      }
      lock.locked { waiting.append(inner) }
      subscribeWaiting()
    case .error(let error): send(.error(error))
    case .completed:
      lock.locked {
        isSourceDone = true
        completeIfDone()
      }
      drain()
    }
  }

  /// Call with `lock` held.
  private func completeIfDone() {
    if isSourceDone && running == 0 && waiting.isEmpty { enqueue(.completed) }
  }

  private func subscribeWaiting() {
    let owns = lock.locked { () -> Bool in
      if isSubscribing { return false }
      isSubscribing = true
      return true
    }
    guard owns else { return }
    while let next = lock.locked({ () -> Observable<Inner>? in
      if running < maxConcurrent, let next = waiting.popFirst() {
        running += 1
        return next
      }
      isSubscribing = false
      return nil
    }) {
      subscribe(next)
    }
  }

  private func subscribe(_ inner: Observable<Inner>) {
    let holder = SingleAssignmentDisposable()
    guard let key = inners.insert(holder) else { return }
    let node = ForwardingNode<Inner>(depth: chainDepth) { [self] event in
      switch event {
      case .next, .error: send(event)
      case .completed:
        inners.remove(for: key)
        lock.locked {
          running -= 1
          completeIfDone()
        }
        drain()
        subscribeWaiting()
      }
    }
    Propagation.current.atCheckpoint { [consumer] in
      holder.setDisposable(inner.subscribe(node: node, inspectedBy: consumer))
    }
  }

  package override func disposeResources() {
    inners.dispose()
    lock.locked { waiting.removeAll() }
    super.disposeResources()
  }
}
