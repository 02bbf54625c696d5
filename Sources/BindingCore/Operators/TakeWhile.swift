/// Whether `take(while:)` and `take(until:)` with a predicate also emit the value that ends
/// the sequence.
public enum TakeBehavior: Sendable {
  /// Emit the value that ends the sequence, then complete.
  case inclusive
  /// Complete without emitting the value that ends the sequence.
  case exclusive
}

extension ObservableType {
  /// Lets values through until `predicate` returns `true` for one, then completes.
  ///
  /// ```swift
  /// numbers.take(until: { $0 > 2 })                        // -1-2-3-4-   becomes   -1-2|
  /// numbers.take(until: { $0 > 2 }, behavior: .inclusive)  // -1-2-3-4-   becomes   -1-2-3|
  /// ```
  ///
  /// An error thrown by `predicate` ends the sequence with that error.
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    TakeWhileObservable(source: asObservable(), behavior: behavior) { try !predicate($0) }
  }

  /// Lets values through while `predicate` returns `true`, then completes at the first value
  /// for which it returns `false`.
  ///
  /// ```swift
  /// numbers.take(while: { $0 < 3 })   // -1-2-3-1-   becomes   -1-2|
  /// ```
  ///
  /// An error thrown by `predicate` ends the sequence with that error.
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    TakeWhileObservable(source: asObservable(), behavior: behavior, predicate: predicate)
  }
}

final class TakeWhileObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = TakeWhileSink<Element>.self

  let behavior: TakeBehavior
  let predicate: (Element) throws -> Bool

  init(
    source: Observable<Element>, behavior: TakeBehavior,
    predicate: @escaping (Element) throws -> Bool
  ) {
    self.behavior = behavior
    self.predicate = predicate
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(behavior: behavior, predicate: predicate, downstream: downstream)
  }
}

private final class TakeWhileSink<Element>: Sink<Element, Element> {
  private let behavior: TakeBehavior
  private let predicate: (Element) throws -> Bool

  init(
    behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool,
    downstream: ObserverNode<Element>
  ) {
    self.behavior = behavior
    self.predicate = predicate
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      do {
        if try predicate(value) {
          forward(event)
        } else {
          if behavior == .inclusive { forward(event) }
          forward(.completed)
        }
      } catch {
        forward(.error(error))
      }
    case .error, .completed: forward(event)
    }
  }
}
