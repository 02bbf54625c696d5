/// A type that stands for an ``Event``: what `dematerialize()` takes.
public protocol EventConvertible<Element> {
  /// The type of the event's value.
  associatedtype Element

  /// The event this value stands for.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// Returns `self`.
  public var event: Event<Element> { self }
}
