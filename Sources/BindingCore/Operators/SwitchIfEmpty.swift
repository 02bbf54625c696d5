extension ObservableType {
  /// Continues with `other` when the source completes without having emitted a value.
  ///
  /// ```swift
  /// cachedResults.ifEmpty(switchTo: fetchedResults)
  /// ```
  ///
  /// A source that emits passes through unchanged; an error is forwarded.
  public func ifEmpty<Other: ObservableConvertibleType>(switchTo other: Other)
    -> Observable<Element> where Other.Element == Element
  {
    SwitchIfEmptyObservable(source: asObservable(), other: other.asObservable())
  }

  /// Emits `default` when the source completes without having emitted a value.
  ///
  /// ```swift
  /// matches.ifEmpty(default: "no match")
  /// ```
  public func ifEmpty(default: Element) -> Observable<Element> {
    SwitchIfEmptyObservable(source: asObservable(), other: .just(`default`))
  }
}

final class SwitchIfEmptyObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = SwitchIfEmptySink<Element>.self

  let other: Observable<Element>

  init(source: Observable<Element>, other: Observable<Element>) {
    self.other = other
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(other: other, parent: self, downstream: downstream)
  }
}

private final class SwitchIfEmptySink<Element>: Sink<Element, Element> {
  private let other: Observable<Element>
  /// The operator, kept only while an inspector is attached.
  ///
  /// The node the inspector draws the fallback's edges into; `nil` detached, so
  /// that the sink keeps nothing more alive.
  private let consumer: AnyObject?
  private let fallback = SingleAssignmentDisposable()
  private var isEmpty = true

  init(other: Observable<Element>, parent: AnyObject, downstream: ObserverNode<Element>) {
    self.other = other
    consumer = Inspection.consumer(parent)
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next:
      isEmpty = false
      forward(event)
    case .error: forward(event)
    case .completed:
      guard isEmpty else {
        forward(event)
        return
      }
      let node = ForwardingNode<Element>(depth: chainDepth) { self.forward($0) }
      fallback.setDisposable(other.subscribe(node: node, inspectedBy: consumer))
    }
  }

  package override func disposeResources() {
    fallback.dispose()
  }
}
