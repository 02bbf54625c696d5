/// Subscribes to the sources of a sequence one after another: `concat` moves to the next
/// source when one completes, `catch(sequence:)` and `retry` when one fails.
final class SourceSequenceObservable<Element>: Observable<Element> {
  /// Which end of a source moves on to the next one; the other end ends the result.
  enum Advance {
    /// Completion (`concat`); after the last source, the result completes.
    case onCompletion
    /// An error (`catch(sequence:)`, `retry`); after the last source, the result fails with
    /// its error.
    case onError
  }

  private let makeIterator: () -> AnyIterator<Observable<Element>>
  private let advance: Advance

  init<Sources: Sequence>(_ sources: Sources, advance: Advance, rank: Int, sourceDepth: Int)
  where Sources.Element == Observable<Element> {
    makeIterator = { AnyIterator(sources.makeIterator()) }
    self.advance = advance
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = SourceSequenceSink(sources: makeIterator(), advance: advance, downstream: node)
    sink.start()
    return sink
  }
}

private final class SourceSequenceSink<Element>: SequentialSink<Element> {
  private let sources: AnyIterator<Observable<Element>>
  private let advance: SourceSequenceObservable<Element>.Advance
  private var lastError: (any Error)?

  init(
    sources: AnyIterator<Observable<Element>>, advance: SourceSequenceObservable<Element>.Advance,
    downstream: ObserverNode<Element>
  ) {
    self.sources = sources
    self.advance = advance
    super.init(downstream: downstream)
  }

  package override func nextSource() -> Observable<Element>? {
    if let next = sources.next() { return next }
    forward(lastError.map { .error($0) } ?? .completed)
    return nil
  }

  package override func on(_ event: Event<Element>) {
    switch (event, advance) {
    case (.next, _), (.error, .onCompletion), (.completed, .onError): forward(event)
    case (.completed, .onCompletion): subscribeNext()
    case (.error(let error), .onError):
      lastError = error
      subscribeNext()
    }
  }
}
