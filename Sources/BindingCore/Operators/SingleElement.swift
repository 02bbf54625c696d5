extension ObservableType {
  /// Passes on the source's only value, and fails if there is not exactly one.
  ///
  /// ```swift
  /// Observable.of(7).single()      // 7, then completes
  /// Observable.of(7, 8).single()   // 7, then fails with RxError.moreThanOneElement at 8
  /// Observable<Int>.empty().single()   // fails with RxError.noElements at the completion
  /// ```
  ///
  /// The value goes on as soon as it arrives; a second value ends the sequence with
  /// ``RxError/moreThanOneElement``, a completion without a value with ``RxError/noElements``.
  public func single() -> Observable<Element> {
    SingleElementObservable(source: asObservable(), predicate: nil)
  }

  /// Passes on the source's only value that satisfies `predicate`, and fails if there is not
  /// exactly one.
  ///
  /// ```swift
  /// users.single { $0.isAdmin }   // the admin; fails if there are none or several
  /// ```
  ///
  /// Values that do not satisfy `predicate` are skipped. An error thrown by `predicate` ends
  /// the sequence with that error.
  ///
  /// - Parameter predicate: Whether a value counts.
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    SingleElementObservable(source: asObservable(), predicate: predicate)
  }
}

final class SingleElementObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = SingleElementSink<Element>.self

  let predicate: ((Element) throws -> Bool)?

  init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
    self.predicate = predicate
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    sinkType.init(predicate: predicate, downstream: downstream)
  }
}

private final class SingleElementSink<Element>: Sink<Element, Element> {
  let predicate: ((Element) throws -> Bool)?
  private var hasValue = false

  init(predicate: ((Element) throws -> Bool)?, downstream: ObserverNode<Element>) {
    self.predicate = predicate
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      do {
        if let predicate, try !predicate(value) { return }
      } catch {
        forward(.error(error))
        return
      }
      if hasValue {
        forward(.error(RxError.moreThanOneElement))
        return
      }
      hasValue = true
      forwardNext(value)
    case .error: forward(event)
    case .completed: forward(hasValue ? .completed : .error(RxError.noElements))
    }
  }
}
