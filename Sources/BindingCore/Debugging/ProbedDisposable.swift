/// A disposable that ends a tapped subscription, and knows the probe the recorder made for it:
/// how the core tells an attached inspector which subscriptions a `DisposeBag` holds.
protocol ProbedDisposable {
  /// The probe of the subscription that disposing this ends.
  var inspectionProbe: any InspectionProbe { get }
}

/// A disposable that holds others and disposes them with itself: an inspector looks through it
/// for the subscriptions a `DisposeBag` holds.
protocol DisposableContainer {
  /// The disposables held now.
  var heldDisposables: [Disposable] { get }
}

/// What a tapped subscription to a subject or relay returns.
///
/// The subject's own disposable, with the probe beside it; made only while an inspector is
/// attached.
final class ProbedSubscription: Disposable, ProbedDisposable {
  let inspectionProbe: any InspectionProbe
  private let subscription: Disposable

  init(_ probe: any InspectionProbe, _ subscription: Disposable) {
    inspectionProbe = probe
    self.subscription = subscription
  }

  func dispose() { subscription.dispose() }
}
