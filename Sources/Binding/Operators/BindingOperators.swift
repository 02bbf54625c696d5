/// The precedence of `=>` and `<=>`: below every other operator but assignment, so
/// `relay <=> field.rx.text ?? ""` and `a.map { $0 } => label.rx.text` read as meant.
precedencegroup BindingPrecedence {
  associativity: none
  higherThan: AssignmentPrecedence
  lowerThan: TernaryPrecedence
}

/// One-way binding: every value of the left side is sent to the right side.
infix operator => : BindingPrecedence

/// Two-way binding: the two sides are kept equal; see ``BehaviorRelay/bindTwoWay(_:)``.
infix operator <=> : BindingPrecedence

/// Sends every value of `source` to `observer` (a ``Binder``, a ``ControlProperty``, any
/// observer).
///
/// ```swift
/// viewModel.$isLoading => spinner.rx.isAnimating
/// ```
///
/// The left side may be a ``Driver``, a ``Signal``, an ``Observable``, a relay, a
/// ``ControlEvent`` or a ``ControlProperty``. Sugar for `source.asObservable().bind(to:)`.
@discardableResult
public func => <Source: ObservableConvertibleType, Observer: ObserverType>(
  source: Source, observer: Observer
) -> Disposable where Observer.Element == Source.Element {
  source.asObservable().bind(to: observer).inspectedBinding("=>", setting: observer)
}

/// Sends every value of `source` to `observer`, which takes optionals.
@discardableResult
public func => <Source: ObservableConvertibleType, Observer: ObserverType>(
  source: Source, observer: Observer
) -> Disposable where Observer.Element == Source.Element? {
  source.asObservable().bind(to: observer).inspectedBinding("=>", setting: observer)
}

/// Makes every value of `source` the value of `relay`.
///
/// ```swift
/// viewModel.$title => otherViewModel.$heading
/// ```
@discardableResult
public func => <Source: ObservableConvertibleType>(
  source: Source, relay: BehaviorRelay<Source.Element>
) -> Disposable {
  source.asObservable().bind(to: relay).inspectedBinding("=>", setting: relay)
}

/// Sends every value of `source` to `relay`.
@discardableResult
public func => <Source: ObservableConvertibleType>(
  source: Source, relay: PublishRelay<Source.Element>
) -> Disposable {
  source.asObservable().bind(to: relay).inspectedBinding("=>", setting: relay)
}

/// Calls `handler` with every value of `source`.
///
/// ```swift
/// viewModel.$showAlert => { [weak self] message in self?.present(message) }
/// ```
@discardableResult
public func => <Source: ObservableConvertibleType>(
  source: Source, handler: @escaping (Source.Element) -> Void
) -> Disposable {
  source.asObservable().subscribe(onNext: handler).inspectedBinding("=>", setting: nil)
}

/// Calls `handler` for every event of `source`, for events without a payload such as taps.
///
/// ```swift
/// loginButton.rx.tap => { viewModel.login() }
/// ```
@discardableResult
public func => <Source: ObservableConvertibleType>(
  source: Source, handler: @escaping () -> Void
) -> Disposable where Source.Element == Void {
  source.asObservable().subscribe(onNext: { handler() }).inspectedBinding("=>", setting: nil)
}

/// Keeps `relay` and `property` equal, the relay's value first; sugar for
/// `relay.bindTwoWay(property)`.
///
/// ```swift
/// viewModel.$username <=> usernameField.rx.text ?? ""
/// ```
@discardableResult
public func <=> <Element>(relay: BehaviorRelay<Element>, property: ControlProperty<Element>)
  -> Disposable
{
  relay.bindTwoWay(property)
}

/// Keeps two relays equal, the left one's value first; sugar for `left.bindTwoWay(right)`.
@discardableResult
public func <=> <Element>(left: BehaviorRelay<Element>, right: BehaviorRelay<Element>)
  -> Disposable
{
  left.bindTwoWay(right)
}

/// The property with `nil` read as `defaultValue`: for controls whose value is optional,
/// such as a text field's text.
///
/// ```swift
/// viewModel.$username <=> usernameField.rx.text ?? ""
/// ```
public func ?? <Wrapped>(
  property: ControlProperty<Wrapped?>, defaultValue: @escaping @autoclosure () -> Wrapped
) -> ControlProperty<Wrapped> {
  property.orDefault(defaultValue())
}
