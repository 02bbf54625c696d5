import BindingCore
import BindingTest

/// A resource for `using` tests that notes the virtual times of its creation and its disposal,
/// as RxTest's `MockDisposable` does.
final class TickingResource: Disposable {
  let scheduler: TestScheduler
  private(set) var ticks: [TestTime]

  init(_ scheduler: TestScheduler) {
    self.scheduler = scheduler
    ticks = [scheduler.clock]
  }

  func dispose() { ticks.append(scheduler.clock) }
}
