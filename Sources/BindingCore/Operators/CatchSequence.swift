extension ObservableType {
  /// Emits the events of the first source of `sequence`; when it fails, continues with the
  /// next, and so on; fails with the last error once every source has failed.
  ///
  /// ```swift
  /// Observable.catch(sequence: [primaryServer, mirror, cache])   // the first that works
  /// ```
  ///
  /// Values of a source that failed stay delivered. The first source to complete completes
  /// the result. The sequence is iterated anew for each subscriber, one source at a time, so
  /// it may be lazy; an empty one completes at once.
  public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    CatchSequenceObservable(sequence)
  }
}

final class CatchSequenceObservable<Element>: Observable<Element> {
  private let makeIterator: () -> AnyIterator<Observable<Element>>

  init<Sources: Sequence>(_ sources: Sources) where Sources.Element == Observable<Element> {
    makeIterator = { AnyIterator(sources.makeIterator()) }
    super.init(rank: 0, sourceDepth: 1)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = CatchSequenceSink(sources: makeIterator(), downstream: node)
    sink.start()
    return sink
  }
}

private final class CatchSequenceSink<Element>: SequentialSink<Element> {
  private let sources: AnyIterator<Observable<Element>>
  private var lastError: (any Error)?

  init(sources: AnyIterator<Observable<Element>>, downstream: ObserverNode<Element>) {
    self.sources = sources
    super.init(downstream: downstream)
  }

  package override func nextSource() -> Observable<Element>? {
    if let next = sources.next() { return next }
    forward(lastError.map { .error($0) } ?? .completed)
    return nil
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed: forward(event)
    case .error(let error):
      lastError = error
      subscribeNext()
    }
  }
}
