/// A property of a control that both reports and accepts values, such as a text field's
/// text: the right side of `<=>`.
///
/// ```swift
/// let text = ControlProperty<String?>(values: field.changes, valueSink: field.rx.text)
/// viewModel.$query <=> text ?? ""
/// ```
///
/// By the convention of RxCocoa, `values` emits the current value on subscription and then
/// the changes the *user* makes; values written through the sink (programmatic changes) are
/// not reported back.
public struct ControlProperty<PropertyType>: ObservableType, ObserverType, InspectionTargeted {
  private let values: Observable<PropertyType>
  private let valueSink: AnyObserver<PropertyType>
  /// The control's property, as an attached inspector draws it; `nil` detached.
  package let inspectionTarget: InspectionTarget?

  /// Creates a property from the sequence of its values and the observer that sets it; the
  /// values are subscribed on the main queue as RxCocoa's are
  /// (`subscribe(on: ConcurrentMainScheduler.instance)`): at once when subscribed to there,
  /// later from another thread.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Values.Element == PropertyType, Sink.Element == PropertyType {
    self.init(
      subscribingOnCallingThread: values.asObservable().subscribe(on: ConcurrentMainScheduler.instance),
      valueSink: valueSink)
  }

  /// Creates a property whose values are subscribed on whatever thread subscribes to them:
  /// for the headless stand-in controls of this package, which any thread may touch.
  ///
  /// `inspectionTarget` names the control's property for an attached inspector; without it,
  /// the sink's, if it names one (a control's ``Binder``).
  package init<Values: ObservableType, Sink: ObserverType>(
    subscribingOnCallingThread values: Values, valueSink: Sink,
    inspectionTarget: InspectionTarget? = nil
  ) where Values.Element == PropertyType, Sink.Element == PropertyType {
    self.values = values.asObservable()
    self.valueSink = valueSink.asObserver()
    self.inspectionTarget =
      Inspection.isAttached
      ? inspectionTarget ?? (valueSink as? any InspectionTargeted)?.inspectionTarget : nil
  }

  /// Delivers the current value and each later change to `observer`.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == PropertyType {
    values.subscribe(observer)
  }

  /// Sets the property from a `next` event.
  public func on(_ event: Event<PropertyType>) {
    if case .next = event { valueSink.on(event) }
  }

  /// The values as a plain ``Observable``.
  public func asObservable() -> Observable<PropertyType> { values }

  /// The changes only, without the value current at subscription.
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(subscribingOnCallingThread: values.skip(1))
  }

  /// Returns `self`.
  public func asControlProperty() -> ControlProperty<PropertyType> { self }
}

extension ControlProperty {
  /// A property of another type, converting values read with `read` and values written with
  /// `write`.
  ///
  /// ```swift
  /// let age = field.rx.text.orEmpty.converted(read: { Int($0) ?? 0 }, write: { String($0) })
  /// ```
  public func converted<Other>(
    read: @escaping (PropertyType) -> Other, write: @escaping (Other) -> PropertyType
  ) -> ControlProperty<Other> {
    ControlProperty<Other>(
      subscribingOnCallingThread: values.map(read), valueSink: valueSink.mapObserver(write),
      inspectionTarget: inspectionTarget)
  }

  /// This property with `nil` read as `defaultValue`; see ``??(_:_:)``.
  public func orDefault<Wrapped>(_ defaultValue: @escaping @autoclosure () -> Wrapped)
    -> ControlProperty<Wrapped>
  where PropertyType == Wrapped? {
    converted(read: { $0 ?? defaultValue() }, write: { $0 })
  }
}

extension ControlPropertyType where Element == String? {
  /// The text with `nil` read as the empty string, as RxCocoa's `orEmpty`.
  public var orEmpty: ControlProperty<String> { asControlProperty().orDefault("") }
}
