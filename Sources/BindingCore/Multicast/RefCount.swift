import Synchronization

extension ConnectableObservableType {
  /// Connects when the first subscriber arrives and disconnects when the last one leaves.
  ///
  /// ```swift
  /// let shared = api.search(query).publish().refCount()
  /// let a = shared.subscribe(onNext: show)      // connects: one request
  /// let b = shared.subscribe(onNext: log)       // joins it
  /// a.dispose(); b.dispose()                    // disconnects
  /// ```
  ///
  /// When the source ends, every subscriber receives the end and the connection is dropped;
  /// a subscriber arriving later connects again. A subscriber that ends at once while
  /// subscribing (the subject had already ended) does not connect.
  public func refCount() -> Observable<Element> {
    RefCountObservable(source: self)
  }
}

final class RefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element> {
  typealias Element = Source.Element

  private let source: Source
  private var observable: Observable<Element>
  private let lock = Mutex(())
  // Guarded by `lock`.
  private var count = 0
  private var connectionID = 0
  private var connection: SingleAssignmentDisposable?

  init(source: Source) {
    self.source = source
    let observable = source.asObservable()
    self.observable = observable
    super.init(rank: observable.rank, sourceDepth: observable.sourceDepth + 1)
  }

  deinit {
    Propagation.current.release(source: &observable)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = RefCountSink(owner: self, downstream: node)
    sink.setUpstream(held: observable.subscribeHeld(node: sink, by: self))
    let connection = lock.locked { () -> SingleAssignmentDisposable? in
      // A sink that ended while subscribing has nothing to count.
      if sink.isDisposed { return nil }
      sink.connectionID.store(connectionID, ordering: .relaxed)
      count += 1
      guard count == 1 else { return nil }
      let connection = SingleAssignmentDisposable()
      self.connection = connection
      return connection
    }
    connection?.setDisposable(source.connect())
    return sink
  }

  /// Counts out a subscriber of connection `id`; the last one disconnects.
  fileprivate func release(connectionID id: Int) {
    let connection = lock.locked { () -> SingleAssignmentDisposable? in
      guard id == connectionID, count > 0 else { return nil }
      count -= 1
      guard count == 0 else { return nil }
      defer { self.connection = nil }
      return self.connection
    }
    connection?.dispose()
  }

  /// Drops connection `id`, which ended: every subscriber is counted out, and the next one
  /// connects afresh.
  fileprivate func end(connectionID id: Int) {
    let connection = lock.locked { () -> SingleAssignmentDisposable? in
      guard id == connectionID else { return nil }
      count = 0
      connectionID &+= 1
      defer { self.connection = nil }
      return self.connection
    }
    connection?.dispose()
  }
}

private final class RefCountSink<Source: ConnectableObservableType>: Sink<
  Source.Element, Source.Element
>
{
  typealias Element = Source.Element

  private let owner: RefCountObservable<Source>
  /// The connection this subscriber was counted on, `-1` until counted; written under the
  /// owner's lock.
  fileprivate let connectionID = Atomic<Int>(-1)

  init(owner: RefCountObservable<Source>, downstream: ObserverNode<Element>) {
    self.owner = owner
    super.init(downstream: downstream)
  }

  package override func onNext(_ value: Element) { forwardNext(value) }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): forwardNext(value)
    case .error, .completed:
      owner.end(connectionID: connectionID.load(ordering: .relaxed))
      forward(event)
    }
  }

  package override func didDisposeUpstream() {
    owner.release(connectionID: connectionID.load(ordering: .relaxed))
  }
}
