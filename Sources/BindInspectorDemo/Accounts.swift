import Binding

/// The app's accounts, shared by every visit of the sign-up screen: it outlives them all.
final class Accounts {
  /// The names signed up so far.
  let names = BehaviorRelay<[String]>(value: ["ada"])

  /// Adds `name`.
  func add(_ name: String) { names.accept(names.value + [name]) }
}
