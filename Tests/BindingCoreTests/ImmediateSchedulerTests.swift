import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ImmediateSchedulerTests {
  @Test func runsTheActionBeforeScheduleReturns() {
    let log = Log()
    _ = ImmediateScheduler.instance.schedule(7) { state in
      log.append("ran \(state)")
      return Disposables.create()
    }
    log.append("returned")
    #expect(log.entries == ["ran 7", "returned"])
  }

  @Test func nestedActionsRunAtOnceToo() {
    let log = Log()
    _ = ImmediateScheduler.instance.schedule {
      log.append("outer start")
      _ = ImmediateScheduler.instance.schedule { log.append("inner") }
      log.append("outer end")
    }
    #expect(log.entries == ["outer start", "inner", "outer end"])
  }

  @Test func disposingTheResultDisposesWhatTheActionReturned() {
    let resource = BooleanDisposable()
    let scheduled = ImmediateScheduler.instance.schedule(()) { _ in resource }
    #expect(!resource.isDisposed)
    scheduled.dispose()
    #expect(resource.isDisposed)
  }
}
