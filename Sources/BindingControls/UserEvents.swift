/// What the user does to a stand-in control, as a subject of the core: user changes start a
/// propagation like any other source.
///
/// The control owns it; when the control is freed the subject completes, so the control's
/// events and properties end, as RxCocoa's do when a control is deallocated.
final class UserEvents<Element> {
  private let subject = PublishSubject<Element>()

  /// Reports one thing the user did.
  func send(_ element: Element) { subject.onNext(element) }

  /// The events as a ``ControlEvent``; it holds the subject, not the control.
  var controlEvent: ControlEvent<Element> { ControlEvent(subscribingOnCallingThread: subject) }

  /// A ``ControlProperty`` of `control`: on subscription its current value read with `get`,
  /// then the user's changes; values written to it are applied at once with `set` and not
  /// reported back.
  ///
  /// As RxCocoa's properties do, each change is reported with the value `get` reads when it is
  /// delivered, not the value it had when it was sent: a change sent while a propagation was
  /// running is delivered after it, and by then a later change may have replaced it.
  ///
  /// The property holds `control` weakly: a binding does not keep a control alive. `name` is
  /// the property's (`text`), for an attached inspector.
  func property<Control: AnyObject>(
    of control: Control, named name: String, get: @escaping (Control) -> Element,
    set: @escaping (Control, Element) -> Void
  ) -> ControlProperty<Element> {
    let subject = subject
    weak let weakControl = control
    let values = Observable<Element>.create { observer in
      guard let control = weakControl else {
        observer.onCompleted()
        return Disposables.create()
      }
      observer.onNext(get(control))
      return subject.subscribe(
        onNext: { sent in observer.onNext(weakControl.map(get) ?? sent) },
        onError: observer.onError, onCompleted: observer.onCompleted)
    }
    // An attached inspector draws the values as the control's property: `TextField.text`.
    let target = Inspection.isAttached ? InspectionTarget(values, named: "\(Control.self).\(name)") : nil
    return ControlProperty(
      subscribingOnCallingThread: values,
      valueSink: Binder(control, scheduler: ImmediateScheduler.instance, binding: set),
      inspectionTarget: target)
  }

  deinit { subject.onCompleted() }
}
