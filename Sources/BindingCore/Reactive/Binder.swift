/// An observer that applies each value to a target object, held weakly: the usual right side
/// of `=>`.
///
/// ```swift
/// extension Reactive where Base: Label {
///   var text: Binder<String?> { Binder(base) { label, text in label.text = text } }
/// }
/// ```
///
/// Values are applied on `scheduler`: by default the one ``SharingScheduler`` selects, that
/// is the main scheduler (synchronous when already on the main thread) or, inside
/// `SharingScheduler.mock`, the test's scheduler. Once the target is gone, values are
/// dropped. An error is a programming mistake in a binding: it is reported on standard error
/// and ends the binding.
public struct Binder<Value>: ObserverType, InspectionTargeted {
  private let apply: (Event<Value>) -> Void
  /// What an inspector names as where the values go: set only by
  /// ``init(inspecting:property:scheduler:binding:)`` while an inspector is attached, `nil` otherwise.
  package private(set) var inspectionTarget: InspectionTarget?

  /// Creates a binder that calls `binding` with the target and each value.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: (any ImmediateSchedulerType)? = nil,
    binding: @escaping (Target, Value) -> Void
  ) {
    let scheduler = scheduler ?? Binder.defaultScheduler()
    weak let weakTarget = target
    apply = { event in
      switch event {
      case .next(let value):
        _ = scheduler.schedule(value) { value in
          if let target = weakTarget { binding(target, value) }
          return Disposables.create()
        }
      case .error(let error):
        reportBindingError(error)
      case .completed:
        break
      }
    }
  }

  /// Creates a binder of `target`'s property named `property` (`#function`: the name of the
  /// `rx` property that makes it), which an attached inspector draws as the node the values
  /// reach (`Label.text`).
  package init<Target: AnyObject>(
    inspecting target: Target, property: String = #function, scheduler: (any ImmediateSchedulerType)? = nil,
    binding: @escaping (Target, Value) -> Void
  ) {
    self.init(target, scheduler: scheduler, binding: binding)
    if Inspection.isAttached { inspectionTarget = InspectionTarget(target, property: property) }
  }

  /// The scheduler a binder applies values on when none is given: the one
  /// ``SharingScheduler`` selects, except that each binder gets a main scheduler of its own,
  /// so that a value a ``Driver`` delivers on the main thread is applied at once rather than
  /// queued behind that delivery (as RxCocoa does).
  private static func defaultScheduler() -> any ImmediateSchedulerType {
    let current = SharingScheduler.current
    return current is MainScheduler ? MainScheduler() : current
  }

  /// Applies a `next` value to the target.
  public func on(_ event: Event<Value>) { apply(event) }

  /// This binder as an observer of optionals, applying `nil` as `defaultValue`.
  public func orDefault(_ defaultValue: Value) -> Binder<Value?> {
    Binder<Value?>(
      apply: { event in self.apply(event.map { $0 ?? defaultValue }) }, target: inspectionTarget)
  }

  private init(apply: @escaping (Event<Value>) -> Void, target: InspectionTarget?) {
    self.apply = apply
    inspectionTarget = target
  }
}

/// Tells the developer about an error that reached a binding: bindings are for values that
/// cannot fail (use `asDriver(onErrorJustReturn:)` or `catch` before binding).
func reportBindingError(_ error: any Error) {
  StandardError.write("Binding error: \(error). Bindings expect sources that never fail.\n")
}
