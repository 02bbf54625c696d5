extension ObservableType {
  /// Emits `elements` first, then every event of the source.
  ///
  /// ```swift
  /// updates.startWith(0)   // ---1-2-   becomes   0--1-2-
  /// ```
  ///
  /// The elements are emitted to each subscriber as it subscribes, before the source is
  /// subscribed to.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    StartWithObservable(source: asObservable(), elements: elements)
  }
}

final class StartWithObservable<Element>: Observable<Element> {
  private let source: Observable<Element>
  private let elements: [Element]

  init(source: Observable<Element>, elements: [Element]) {
    self.source = source
    self.elements = elements
    super.init(rank: source.rank, sourceDepth: source.sourceDepth)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    for element in elements { node.on(.next(element)) }
    return source.subscribe(node: node, by: self)
  }
}
