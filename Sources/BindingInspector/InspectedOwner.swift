/// What holds subscriptions of the program and ends them when it goes: a `DisposeBag` (the
/// bag of a view model, a screen or a `BindingContext`).
public struct InspectedOwner: Sendable, Hashable, Identifiable {
  /// The owner's number, from 0 in the order owners were first seen holding a subscription.
  public let id: Int
  /// The type of what holds the bag: a `BindingContext`'s (which reports itself), the type
  /// whose `init` or stored property made the bag (a view model's `let disposeBag =
  /// DisposeBag()`), or else `DisposeBag`.
  public let name: String
  /// Where the program created it, as `File.swift:LINE`, when debug information tells; `nil`
  /// for a bag made before the attach.
  public let site: String?

  /// Creates an owner.
  public init(id: Int, name: String, site: String?) {
    self.id = id
    self.name = name
    self.site = site
  }

  /// The owner as a page shows it: `SignUpScreen SignUpScreen.swift:9`, the holder's type and
  /// the line that made its bag.
  public var label: String { site.map { "\(name) \($0)" } ?? name }
}
