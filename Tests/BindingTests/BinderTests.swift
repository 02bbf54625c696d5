import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct BinderTests {
  @Test func defaultSchedulerIsTheSharingOne() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let target = Target()
      let binder = Binder(target) { target, value in target.value = value }
      binder.onNext(3)
      #expect(target.value == 0)
      scheduler.start()
      #expect(target.value == 3)
    }
  }

  @Test func rxGivesABinderForAnyWritableProperty() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let target = Target()
      let binding = Observable.just(9) => target.rx.value
      scheduler.start()
      #expect(target.value == 9)
      binding.dispose()
    }
  }

  @Test func dropsValuesOnceTheTargetIsGone() {
    var target: Target? = Target()
    weak let weakTarget = target
    var applied = 0
    let binder = Binder(target!, scheduler: ImmediateScheduler.instance) { target, value in
      applied += 1
      target.value = value
    }
    binder.onNext(1)
    target = nil
    #expect(weakTarget == nil)
    binder.onNext(2)
    #expect(applied == 1)
  }

  @Test func orDefaultAppliesNilAsTheDefault() {
    let target = Target()
    let binder = Binder(target, scheduler: ImmediateScheduler.instance) { $0.value = $1 }
    binder.orDefault(-1).onNext(nil)
    #expect(target.value == -1)
  }
}

private final class Target: ReactiveCompatible {
  var value = 0
}
