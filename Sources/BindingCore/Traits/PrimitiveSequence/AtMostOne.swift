/// Checks that a source emits at most one value and emits it with the completion: the
/// operator behind `asSingle()` and `asMaybe()`.
final class AtMostOneObservable<Element>: UnaryOperator<Element, Element> {
  /// `false` for `asSingle()`: a completion without a value fails with
  /// ``RxError/noElements``.
  let allowsEmpty: Bool

  init(source: Observable<Element>, allowsEmpty: Bool) {
    self.allowsEmpty = allowsEmpty
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    AtMostOneSink(allowsEmpty: allowsEmpty, downstream: downstream)
  }
}

private final class AtMostOneSink<Element>: Sink<Element, Element> {
  private let allowsEmpty: Bool
  private var value: Element?

  init(allowsEmpty: Bool, downstream: ObserverNode<Element>) {
    self.allowsEmpty = allowsEmpty
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let next):
      if value != nil {
        forward(.error(RxError.moreThanOneElement))
      } else {
        value = next
      }
    case .error: forward(event)
    case .completed:
      if let value {
        forward(.next(value))
        forward(.completed)
      } else {
        forward(allowsEmpty ? .completed : .error(RxError.noElements))
      }
    }
  }
}
