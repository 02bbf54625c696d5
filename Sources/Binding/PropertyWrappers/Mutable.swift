/// Two-way state: the view model and the view both read and change it.
///
/// `$property` is the ``BehaviorRelay`` behind it.
///
/// ```swift
/// final class LoginViewModel {
/// @Mutable var username = ""
/// }
/// viewModel.$username <=> usernameField.rx.text ?? ""
/// viewModel.username = "ada"          // the same change as viewModel.$username.accept("ada")
/// ```
///
/// Setting the property and calling `accept` on the relay are the same change, safe from any
/// thread.
@propertyWrapper
public struct Mutable<Value> {
  /// The relay holding the value.
  public let projectedValue: BehaviorRelay<Value>

  /// Creates the state with its initial value.
  public init(wrappedValue: Value) {
    projectedValue = BehaviorRelay(value: wrappedValue)
  }

  /// The current value; setting it is `$property.accept(newValue)`.
  public var wrappedValue: Value {
    get { projectedValue.value }
    nonmutating set { projectedValue.accept(newValue) }
  }
}

extension Mutable: Sendable where Value: Sendable {}
