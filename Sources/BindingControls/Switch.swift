/// A stand-in on/off switch.
///
/// ```swift
/// let sound = Switch(isOn: true)
/// viewModel.$soundEnabled <=> sound.rx.isOn
/// sound.toggle()           // the user flips it: false reaches the view model
/// sound.render()           // "( ) off"
/// ```
///
/// As with `UISwitch` and RxCocoa, `rx.isOn` reports the user's changes, not the values code
/// assigns to ``isOn``. A disabled or hidden switch ignores the user.
public final class Switch: InteractiveControl {
  private var storage: Bool
  private let changes = UserEvents<Bool>()

  /// Whether the switch is on; assigning it is a programmatic change, recorded in
  /// ``history``.
  public var isOn: Bool {
    get { storage }
    set {
      storage = newValue
      history.append(newValue)
    }
  }

  /// Whether the user can flip the switch.
  public var isEnabled = true

  /// Whether the switch is hidden.
  public var isHidden = false

  /// Every value assigned to ``isOn`` by code (bindings included), oldest first; the user's
  /// changes are not in it.
  public private(set) var history: [Bool] = []

  /// Creates a switch.
  public init(isOn: Bool = false) {
    storage = isOn
  }

  /// The user flips the switch; the new state is reported through `rx.isOn`.
  ///
  /// - Returns: `false`, changing nothing, when the switch is disabled or hidden.
  @discardableResult
  public func toggle() -> Bool {
    setOn(!storage)
  }

  /// The user moves the switch to `isOn`; reported through `rx.isOn` only when that changes
  /// the state.
  ///
  /// Unlike `UISwitch.setOn(_:animated:)`, this is the user's action, not code's: code
  /// assigns ``isOn``.
  ///
  /// - Returns: `false`, changing nothing, when the switch is disabled or hidden.
  @discardableResult
  public func setOn(_ isOn: Bool) -> Bool {
    guard acceptsUser else { return false }
    guard isOn != storage else { return true }
    storage = isOn
    changes.send(isOn)
    return true
  }

  /// Forgets the recorded ``history``.
  public func clearHistory() { history.removeAll() }

  /// `(•) on` or `( ) off`.
  public func render() -> String {
    (storage ? "(•) on" : "( ) off") + renderedFlags(("disabled", !isEnabled), ("hidden", isHidden))
  }

  fileprivate var isOnProperty: ControlProperty<Bool> {
    changes.property(of: self, named: "isOn", get: { $0.storage }, set: { $0.isOn = $1 })
  }
}

extension Reactive where Base: Switch {
  /// Whether the switch is on: its current state on subscription, then each change the user
  /// makes; values sent to it set ``Switch/isOn`` at once and are not reported back.
  ///
  /// ```swift
  /// viewModel.$notificationsEnabled <=> notificationsSwitch.rx.isOn
  /// ```
  public var isOn: ControlProperty<Bool> { base.isOnProperty }
}
