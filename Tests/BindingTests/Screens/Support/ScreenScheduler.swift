import BindingTest

/// Runs one screen test in virtual time: a fresh ``TestScheduler`` whose tick is one
/// millisecond delivers every ``Driver`` and ``Signal`` created in `body`, and times the
/// fake services.
///
/// ```swift
/// withScreenScheduler { scheduler in
///   let screen = LoginViewController(...)
///   screen.viewDidLoad()
///   scheduler.settle()            // the drivers deliver the first values
///   scheduler.advance(by: 200)    // 200 ms later
/// }
/// ```
///
/// The scheduler runs work asked for now at the current tick (`simulateProcessingDelay:
/// false`) rather than RxTest's one tick later, so that a service answering after 200 ms
/// shows on screen at 200 ms: a tick here is a millisecond of the screen's life, not a step
/// of an operator.
@MainActor
func withScreenScheduler(_ body: (TestScheduler) throws -> Void) rethrows {
  let scheduler = TestScheduler(
    initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
  try SharingScheduler.mock(scheduler: scheduler) { try body(scheduler) }
}

extension TestScheduler {
  /// Runs what is due now without moving the clock: the values drivers and signals queued
  /// since the last advance reach the controls.
  func settle() {
    advance(by: 0)
  }
}
