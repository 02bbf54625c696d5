/// A type that is a ``ControlProperty``: both the values a control reports and the observer
/// that sets them, as RxCocoa's protocol of that name.
///
/// Write extensions for every control property here:
///
/// ```swift
/// extension ControlPropertyType where Element == String? {
///   var number: ControlProperty<Int> {
///     orEmpty.converted(read: { Int($0) ?? 0 }, write: { String($0) })
///   }
/// }
/// ```
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// The property itself, as a ``ControlProperty``.
  func asControlProperty() -> ControlProperty<Element>
}

extension ControlProperty: ControlPropertyType {}
