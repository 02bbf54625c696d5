import Synchronization

extension ObservableType {
  /// Resubscribes to the source after a failure each time the sequence `notificationHandler`
  /// makes from the failures emits a value.
  ///
  /// ```swift
  /// request.retry { errors in errors.delay(.seconds(1), scheduler: scheduler).take(3) }
  /// // retries each failure after a second, three times, then completes
  /// ```
  ///
  /// `notificationHandler` runs once per subscription with the source's failures of type
  /// `Failure`; failures of another type end the result at once. When the sequence it returns
  /// completes or fails, so does the result, at the source's next failure if the source is
  /// running then. A completion of the source completes the result.
  public func retry<Failure: Error, Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> Observable<Element> {
    RetryWhenObservable<Element, Failure>(source: asObservable()) { errors in
      notificationHandler(errors).asObservable().map { _ in () }
    }
  }

  /// Resubscribes to the source after a failure each time the sequence `notificationHandler`
  /// makes from the failures emits a value, as the overload for failures of one type does.
  ///
  /// ```swift
  /// request.retry { errors in errors.take(2) }   // two retries, then completes
  /// ```
  public func retry<Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<any Error>) -> Trigger
  ) -> Observable<Element> {
    RetryWhenObservable<Element, any Error>(source: asObservable()) { errors in
      notificationHandler(errors).asObservable().map { _ in () }
    }
  }
}

final class RetryWhenObservable<Element, Failure: Error>: Observable<Element> {
  private(set) var source: Observable<Element>
  let handler: (Observable<Failure>) -> Observable<Void>

  init(source: Observable<Element>, handler: @escaping (Observable<Failure>) -> Observable<Void>) {
    self.source = source
    self.handler = handler
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = RetryWhenSink<Element, Failure>(parent: self, source: source, downstream: node)
    guard isCheckpoint else {
      sink.start(handler: handler)
      return sink
    }
    let handler = self.handler
    subscribeAtCheckpoint(sink) { sink.start(handler: handler) }
    return sink
  }

  deinit {
    if isCheckpoint { Propagation.current.release(exchange(&source, with: Observable())) }
  }
}

private final class RetryWhenSink<Element, Failure: Error>: SequentialSink<Element> {
  private let source: Observable<Element>
  private let failures = PublishSubject<Failure>()
  private let trigger = SingleAssignmentDisposable()
  private let stateLock = Mutex(())
  /// A failure went to the handler and no trigger value has answered it yet; guarded by
  /// `stateLock`.
  private var isWaiting = false
  /// How the trigger sequence ended, for the source's next failure; guarded by `stateLock`.
  private var end: Event<Element>?

  init(parent: AnyObject, source: Observable<Element>, downstream: ObserverNode<Element>) {
    self.source = source
    super.init(consumer: parent, downstream: downstream)
  }

  /// Subscribes to the trigger sequence, then to the source; call once, right after init.
  func start(handler: (Observable<Failure>) -> Observable<Void>) {
    let node = ForwardingNode<Void>(depth: chainDepth) { [self] in triggered($0) }
    trigger.setDisposable(handler(failures.asObservable()).subscribe(node: node, inspectedBy: consumer))
    start()
  }

  package override func nextSource() -> Observable<Element>? { source }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed: forward(event)
    case .error(let error):
      guard let failure = error as? Failure else {
        forward(event)
        return
      }
      let end = stateLock.locked { () -> Event<Element>? in
        if self.end == nil { isWaiting = true }
        return self.end
      }
      if let end {
        forward(end)
      } else {
        failures.onNext(failure)
      }
    }
  }

  private func triggered(_ event: Event<Void>) {
    switch event {
    case .next:
      let retries = stateLock.locked { () -> Bool in
        defer { isWaiting = false }
        return isWaiting
      }
      if retries { subscribeNext() }
    case .error, .completed:
      let end: Event<Element> = event.error.map { .error($0) } ?? .completed
      let endsNow = stateLock.locked { () -> Bool in
        self.end = end
        return isWaiting
      }
      if endsNow { forward(end) }
    }
  }

  package override func disposeResources() {
    trigger.dispose()
  }
}
