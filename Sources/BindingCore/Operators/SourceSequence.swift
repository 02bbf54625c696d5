/// Subscribes to the sources of a sequence one after another: `concat` moves to the next
/// source when one completes, `catch(sequence:)` and `retry` when one fails.
final class SourceSequenceObservable<Element>: Observable<Element>, InspectionNamed {
  /// The operator it is, for an inspector's node.
  enum Operator: String {
    case concat, `catch`, retry
  }
  /// Which end of a source moves on to the next one; the other end ends the result.
  enum Advance {
    /// Completion (`concat`); after the last source, the result completes.
    case onCompletion
    /// An error (`catch(sequence:)`, `retry`); after the last source, the result fails with
    /// its error.
    case onError
  }

  private var sources: SourceList
  private let advance: Advance
  private let kind: Operator

  var inspectionName: String { kind.rawValue }

  /// Holds the sequence of sources; a class so that a checkpoint can release it from the top
  /// of the stack.
  private final class SourceList {
    let makeIterator: () -> AnyIterator<Observable<Element>>

    init(_ makeIterator: @escaping () -> AnyIterator<Observable<Element>>) {
      self.makeIterator = makeIterator
    }
  }

  init<Sources: Sequence>(
    _ sources: Sources, as kind: Operator, advance: Advance, rank: Int, sourceDepth: Int
  ) where Sources.Element == Observable<Element> {
    self.sources = SourceList { AnyIterator(sources.makeIterator()) }
    self.advance = advance
    self.kind = kind
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  /// For a finite list of sources: each subscription lets go of a source once it has moved
  /// past it, so a source that ended, and what it captured, is freed while the next one runs
  /// (`Completable.andThen(.never())`, as in RxSwift).
  init<Sources: Collection>(
    list sources: Sources, as kind: Operator, advance: Advance, rank: Int, sourceDepth: Int
  ) where Sources.Element == Observable<Element> {
    let list = Array(sources)
    self.sources = SourceList { AnyIterator(ReleasingIterator(list)) }
    self.advance = advance
    self.kind = kind
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let sink = SourceSequenceSink(
      parent: self, sources: sources.makeIterator(), advance: advance, downstream: node)
    guard isCheckpoint else {
      sink.start()
      return sink
    }
    subscribeAtCheckpoint(sink) { sink.start() }
    return sink
  }

  deinit {
    if isCheckpoint {
      Propagation.current.release(exchange(&sources, with: SourceList { AnyIterator { nil } }))
    }
  }
}

private final class SourceSequenceSink<Element>: SequentialSink<Element> {
  private let sources: AnyIterator<Observable<Element>>
  private let advance: SourceSequenceObservable<Element>.Advance
  private var lastError: (any Error)?

  init(
    parent: SourceSequenceObservable<Element>, sources: AnyIterator<Observable<Element>>,
    advance: SourceSequenceObservable<Element>.Advance, downstream: ObserverNode<Element>
  ) {
    self.sources = sources
    self.advance = advance
    super.init(consumer: parent, downstream: downstream)
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

/// Hands out the sources of a list in order, keeping none it has handed out.
private struct ReleasingIterator<Element>: IteratorProtocol {
  private var remaining: [Observable<Element>?]
  private var index = 0

  init(_ sources: [Observable<Element>]) {
    remaining = sources.map { $0 }
  }

  mutating func next() -> Observable<Element>? {
    guard index < remaining.count else { return nil }
    defer {
      remaining[index] = nil
      index += 1
    }
    return remaining[index]
  }
}
