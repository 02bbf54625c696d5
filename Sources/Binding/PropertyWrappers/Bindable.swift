/// One-way state owned by a view model: the view reads it through `$property`, a
/// ``Driver`` that replays the current value to each new subscriber.
///
/// ```swift
/// final class LoginViewModel {
///   @Bindable private(set) var isLoading = false
///   func login() { isLoading = true }
/// }
/// viewModel.$isLoading => spinner.rx.isAnimating
/// ```
///
/// Every assignment is delivered, also one equal to the current value (no de-duplication:
/// add `distinctUntilChanged()` where that matters). The wrapper is also an observer, so the
/// owner can bind a stream into it through its storage: `canSave.bind(to: _isSaveEnabled)`
/// (the reference library bound to `$isSaveEnabled`, a `Driver`, which cannot receive values).
@propertyWrapper
public struct Bindable<Value>: ObserverType {
  private let relay: BehaviorRelay<Value>

  /// Creates the state with its initial value.
  public init(wrappedValue: Value) {
    relay = BehaviorRelay(value: wrappedValue)
  }

  /// The current value; setting it delivers the new value to every subscriber.
  public var wrappedValue: Value {
    get { relay.value }
    nonmutating set { relay.accept(newValue) }
  }

  /// The state as a ``Driver``: replays the current value, never fails, delivers on the
  /// sharing scheduler (the main one outside tests).
  public var projectedValue: Driver<Value> { relay.asDriver() }

  /// Sets the value from a `next` event; stop events are ignored, so a finished source
  /// leaves the last value in place.
  public func on(_ event: Event<Value>) {
    if case .next(let value) = event { relay.accept(value) }
  }
}

extension Bindable: Sendable where Value: Sendable {}
