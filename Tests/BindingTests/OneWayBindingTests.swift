import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct OneWayBindingTests {
  @Test func driverDeliversOnTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = StatusViewModel()
      let label = Label()
      let binding = viewModel.$status => label.rx.text
      #expect(label.text == nil)
      scheduler.start()
      #expect(label.text == "idle")
      viewModel.status = "busy"
      scheduler.start()
      #expect(label.history == ["idle", "busy"])
      binding.dispose()
    }
  }

  @Test func signalDeliversEachActionToAClosure() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = StatusViewModel()
      var alerts: [String] = []
      var dismissals = 0
      let bindings = [
        viewModel.$showAlert => { alerts.append($0) },
        viewModel.$dismiss => { dismissals += 1 },
      ]
      viewModel.showAlert("Wrong password")
      viewModel.dismiss()
      scheduler.start()
      #expect(alerts == ["Wrong password"])
      #expect(dismissals == 1)
      bindings.forEach { $0.dispose() }
    }
  }

  @Test func driverAndSignalToRelays() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = StatusViewModel()
      let heading = BehaviorRelay(value: "")
      let alerts = PublishRelay<String>()
      let (log, watch) = alerts.record()
      let bindings = [viewModel.$status => heading, viewModel.$showAlert => alerts]
      viewModel.showAlert("hi")
      scheduler.start()
      #expect(heading.value == "idle")
      #expect(log.values == ["hi"])
      bindings.forEach { $0.dispose() }
      watch.dispose()
    }
  }

  @Test func observableToAnObserver() {
    let log = ValueLog<Int>()
    let binding = Observable.of(1, 2) => log
    #expect(log.values == [1, 2])
    binding.dispose()
  }

  @Test func valuesToAnObserverOfOptionals() {
    let log = ValueLog<Int?>()
    let label = Label()
    let bindings = [Observable.of(1, 2) => log, Observable.just("text") => label.rx.text]
    #expect(log.values == [1, 2])
    #expect(label.text == "text")
    bindings.forEach { $0.dispose() }
  }

  @Test func behaviorRelayToBehaviorRelay() {
    let source = BehaviorRelay(value: "a")
    let target = BehaviorRelay(value: "")
    let binding = source => target
    #expect(target.value == "a")
    source.accept("b")
    #expect(target.value == "b")
    binding.dispose()
  }

  @Test func publishRelayToPublishRelay() {
    let source = PublishRelay<Int>()
    let target = PublishRelay<Int>()
    let (log, watch) = target.record()
    let binding = source => target
    source.accept(1)
    #expect(log.values == [1])
    binding.dispose()
    watch.dispose()
  }

  @Test func controlEventToAClosureWithoutArguments() {
    let button = Button()
    let list = ListView(items: ["a", "b"])
    var taps = 0
    var rows: [Int] = []
    let bindings = [button.rx.tap => { taps += 1 }, list.rx.itemSelected => { rows.append($0) }]
    button.tap()
    list.select(row: 1)
    #expect(taps == 1)
    #expect(rows == [1])
    bindings.forEach { $0.dispose() }
  }

  @Test func controlPropertyToABinderAndARelay() {
    let field = TextField(text: "start")
    let mirror = Label()
    let query = BehaviorRelay(value: "")
    let bindings = [field.rx.text => mirror.rx.text, field.rx.text.orEmpty => query]
    #expect(mirror.text == "start" && query.value == "start")
    field.type("!")
    #expect(mirror.text == "start!" && query.value == "start!")
    bindings.forEach { $0.dispose() }
  }

  @Test func controlPropertyToAnotherControlsProperty() {
    let source = Switch(isOn: true)
    let target = Switch()
    let binding = source.rx.isOn => target.rx.isOn
    #expect(target.isOn)
    source.toggle()
    #expect(!target.isOn)
    binding.dispose()
  }

  @Test func bindableStorageReceivesAStream() {
    let viewModel = StatusViewModel()
    let binding = Observable.just("from a stream") => viewModel.statusInput
    #expect(viewModel.status == "from a stream")
    binding.dispose()
  }

  @Test func nothingIsDeliveredAfterDisposal() {
    let source = PublishRelay<String>()
    let label = Label()
    var seen: [String] = []
    let bindings = [source => label.rx.text, source => { seen.append($0) }]
    bindings.forEach { $0.dispose() }
    source.accept("late")
    #expect(label.text == nil && seen.isEmpty)
  }
}

private final class StatusViewModel {
  @Bindable var status = "idle"
  @ViewAction var showAlert: (String) -> Void
  @ViewAction.NoParam var dismiss: () -> Void

  var statusInput: Bindable<String> { _status }
}
