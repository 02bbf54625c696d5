import BindingTest
import Dispatch
import Testing

/// Runs one screen test the way an app runs the screen: drivers and signals deliver through
/// the real `MainScheduler` (no `SharingScheduler.mock`), and only the fake services, the
/// debounces and the throttles run on the virtual-time scheduler handed to `body`.
///
/// It checks first that the test is on the main queue and that no mock is in place, so a
/// passing test has really gone through the main scheduler.
@MainActor
func onTheMainScheduler(_ body: (TestScheduler) throws -> Void) rethrows {
  dispatchPrecondition(condition: .onQueue(.main))
  #expect(SharingScheduler.current is MainScheduler)
  try body(TestScheduler(initialClock: 0, resolution: 0.001))
}
