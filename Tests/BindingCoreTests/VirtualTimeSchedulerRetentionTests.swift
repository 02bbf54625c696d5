import BindingCore
import BindingTestExpectations
import Testing

/// Work cancelled on a virtual-time scheduler lets go of its closure at once, as RxSwift's
/// `VirtualTimeScheduler` does by removing the item from its queue when it is disposed.
@Suite(.checksResources) struct VirtualTimeSchedulerRetentionTests {
  private final class Witness {}

  @Test func cancelledWorkLetsGoOfItsClosureAtOnce() {
    let scheduler = VirtualTimeScheduler(resolution: 1)
    weak var weakWitness: Witness?
    let timer: Disposable
    do {
      let witness = Witness()
      weakWitness = witness
      timer = scheduler.scheduleRelativeVirtual((), dueTime: 100) { _ in
        _ = witness
        return Disposables.create()
      }
    }
    timer.dispose()
    #expect(weakWitness == nil)
    scheduler.advance(by: 100)
    #expect(weakWitness == nil)
  }
}
