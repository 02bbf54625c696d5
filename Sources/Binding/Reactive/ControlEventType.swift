/// A type that is a ``ControlEvent``: the events a control reports, which never fail and
/// are delivered on the main queue, as RxCocoa's protocol of that name.
public protocol ControlEventType: ObservableType {
  /// The events themselves, as a ``ControlEvent``.
  func asControlEvent() -> ControlEvent<Element>
}

extension ControlEvent: ControlEventType {}
