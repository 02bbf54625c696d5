extension ObservableType {
  /// Drops values while `predicate` returns `true`; from the first value for which it returns
  /// `false` on, lets every value through without asking again.
  ///
  /// ```swift
  /// numbers.skip(while: { $0 < 3 })   // -1-2-3-1-   becomes   -----3-1-
  /// ```
  ///
  /// Errors and completion pass through at any time. An error thrown by `predicate` ends the
  /// sequence with that error.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    SkipWhileObservable(source: asObservable(), predicate: predicate)
  }
}

final class SkipWhileObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = SkipWhileSink<Element>.self

  let predicate: (Element) throws -> Bool

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.predicate = predicate
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(predicate: predicate, downstream: downstream)
  }
}

private final class SkipWhileSink<Element>: Sink<Element, Element> {
  private let predicate: (Element) throws -> Bool
  private var isSkipping = true

  init(predicate: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) {
    self.predicate = predicate
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    if case .next(let value) = event, isSkipping {
      do { isSkipping = try predicate(value) } catch {
        forward(.error(error))
        return
      }
      if isSkipping { return }
    }
    forward(event)
  }
}
