/// A one-shot event from the view model to the view: calling the property sends it,
/// `$property` is a ``Signal`` that delivers it to the subscribers present at that moment.
///
/// ```swift
/// final class LoginViewModel {
///   @ViewAction var showAlert: (String) -> Void
///   @ViewAction var dismiss: () -> Void
/// }
/// viewModel.$showAlert => { message in presentAlert(message) }
/// viewModel.showAlert("Wrong password")
/// ```
///
/// Nothing is replayed: an action sent before anyone subscribed is gone. The payload may be
/// empty (`() -> Void`, delivered as `Void`), one value, or several (`(Int, String) -> Void`,
/// delivered as a tuple). The reference library needed ``NoParam`` for actions without a
/// payload; here both spellings work.
@propertyWrapper
public struct ViewAction<each Payload> {
  private let relay = PublishRelay<(repeat each Payload)>()

  /// Creates the action.
  public init() {}

  /// Sends the action with its payload.
  public var wrappedValue: (repeat each Payload) -> Void {
    let relay = relay
    return { (payload: repeat each Payload) in relay.accept((repeat each payload)) }
  }

  /// The action as a ``Signal``: no replay, never fails.
  public var projectedValue: Signal<(repeat each Payload)> { relay.asSignal() }
}

extension ViewAction {
  /// An action without a payload, spelled as in the reference library: `@ViewAction.NoParam var
  /// dismiss: () -> Void`.
  ///
  /// Equivalent to `@ViewAction var dismiss: () -> Void`.
  public typealias NoParam = ViewActionWithoutPayload
}

/// The wrapper behind `@ViewAction.NoParam`: a ``ViewAction`` without a payload.
@propertyWrapper
public struct ViewActionWithoutPayload {
  private let relay = PublishRelay<Void>()

  /// Creates the action.
  public init() {}

  /// Sends the action.
  public var wrappedValue: () -> Void {
    let relay = relay
    return { relay.accept(()) }
  }

  /// The action as a ``Signal`` of `Void`.
  public var projectedValue: Signal<Void> { relay.asSignal() }
}
