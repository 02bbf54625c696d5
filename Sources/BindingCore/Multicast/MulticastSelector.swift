extension ObservableType {
  /// For each subscriber, multicasts the source through a new subject into `selector`, which may
  /// use the shared sequence as often as it likes; the subscriber receives what `selector`
  /// returns.
  ///
  /// ```swift
  /// // One subscription to `prices` feeds both sides of the zip.
  /// prices.multicast({ PublishSubject<Double>() }) { shared in
  ///   Observable.zip(shared, shared.skip(1)) { old, new in new - old }
  /// }
  /// ```
  ///
  /// Each subscription makes a subject with `subjectSelector`, passes it to `selector` as a
  /// connectable sequence, subscribes to the result, then connects. An error thrown by either
  /// closure is delivered as the sequence's error, without subscribing to the source.
  ///
  /// - Parameters:
  ///   - subjectSelector: Makes the subject for one subscription.
  ///   - selector: Builds the result from the shared sequence.
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    MulticastSelectorObservable(
      source: asObservable(), subjectSelector: subjectSelector, selector: selector)
  }
}

final class MulticastSelectorObservable<Subject: SubjectType, Result>: Observable<Result> {
  typealias Input = Subject.Observer.Element

  private var source: Observable<Input>
  private let subjectSelector: () throws -> Subject
  private let selector: (Observable<Subject.Element>) throws -> Observable<Result>

  init(
    source: Observable<Input>, subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) {
    self.source = source
    self.subjectSelector = subjectSelector
    self.selector = selector
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  deinit {
    Propagation.current.release(source: &source)
  }

  package override func subscribe(node: ObserverNode<Result>) -> Disposable {
    let sink = MulticastSelectorSink<Result>(downstream: node)
    let connectable: MulticastConnectable<Subject>
    let selected: Observable<Result>
    do {
      let subject = try subjectSelector()
      connectable = MulticastConnectable(source: source, makeSubject: { subject })
      selected = try selector(connectable)
    } catch {
      sink.on(.error(error))
      return sink
    }
    let subscribe = {
      sink.setUpstream(
        Disposables.create(selected.subscribe(node: sink, by: self), connectable.connect()))
    }
    if isCheckpoint { subscribeAtCheckpoint(sink, subscribe) } else { subscribe() }
    return sink
  }
}

private final class MulticastSelectorSink<Element>: Sink<Element, Element> {
  package override func onNext(_ value: Element) { forwardNext(value) }
  package override func on(_ event: Event<Element>) { forward(event) }
}
