extension InfallibleEvent: EventConvertible {
  /// The same event as an ``Event``: `.next` or `.completed`, never `.error`.
  ///
  /// ```swift
  /// InfallibleEvent.next(1).event   // .next(1)
  /// ```
  public var event: Event<Element> {
    switch self {
    case .next(let element): .next(element)
    case .completed: .completed
    }
  }
}
