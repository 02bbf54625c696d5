/// The `.rx` namespace of an object: binders for its properties and its reactive
/// extensions.
///
/// ```swift
/// final class Profile: ReactiveCompatible { var name = "" }
/// let profile = Profile()
/// viewModel.$name => profile.rx.name      // a Binder<String> made from the key path
/// ```
///
/// Any writable property of a class is reachable as a ``Binder`` through `rx`; add more in
/// `extension Reactive where Base: YourType`.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The object the extensions act on.
  public let base: Base

  /// Creates the namespace for `base`.
  public init(_ base: Base) {
    self.base = base
  }
}

extension Reactive where Base: AnyObject {
  /// A ``Binder`` that sets the property at `keyPath` of ``base``, held weakly.
  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
  ) -> Binder<Property> {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }
}

/// A type with an `.rx` namespace.
public protocol ReactiveCompatible {
  /// The type the namespace extends.
  associatedtype ReactiveBase

  /// The namespace for static extensions.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The namespace of this value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The namespace for static extensions.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // swift-format-ignore: NoEmptyClosureBodies
    set {}  // Allows mutating extensions, as in RxSwift.
  }

  /// The namespace of this value.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // swift-format-ignore: NoEmptyClosureBodies
    set {}  // Allows mutating extensions, as in RxSwift.
  }
}
