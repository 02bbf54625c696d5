import Binding
import BindingTest
import BindingTestExpectations
import Testing

private final class CounterViewModel {
  @Bindable private(set) var count = 7
  @Mutable var name = ""
  @ViewAction var showAlert: (String) -> Void
  @ViewAction var dismiss: () -> Void
  @ViewAction.NoParam var close: () -> Void
  @ViewAction var move: (Int, String) -> Void

  func set(_ value: Int) { count = value }
}

@Suite(.checksResources) struct BindableTests {
  @Test func replaysCurrentValueAndDeliversEveryAssignmentWithoutDeduplication() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = CounterViewModel()
      var seen: [Int] = []
      let subscription = viewModel.$count.drive(onNext: { seen.append($0) })
      scheduler.start()
      for value in [5, 1, 99, 99] {
        viewModel.set(value)
        scheduler.start()
      }
      #expect(seen == [7, 5, 1, 99, 99])
      subscription.dispose()
    }
  }

  @Test func lateSubscriberGetsTheLatestValue() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = CounterViewModel()
      viewModel.set(42)
      var seen: [Int] = []
      let subscription = viewModel.$count.drive(onNext: { seen.append($0) })
      scheduler.start()
      #expect(seen == [42])
      subscription.dispose()
    }
  }

  @Test func ownerCanBindAStreamIntoItsStorage() {
    final class Form {
      @Bindable private(set) var isValid = false
      let name = BehaviorRelay(value: "")
      let disposeBag = DisposeBag()
      init() { name.map { !$0.isEmpty }.bind(to: _isValid).disposed(by: disposeBag) }
    }
    let form = Form()
    #expect(form.isValid == false)
    form.name.accept("Ada")
    #expect(form.isValid == true)
  }
}

@Suite(.checksResources) struct MutableTests {
  @Test func settingThePropertyIsAcceptOnTheProjectedRelay() {
    let viewModel = CounterViewModel()
    var seen: [String] = []
    let subscription = viewModel.$name.subscribe(onNext: { seen.append($0) })
    viewModel.name = "a"
    viewModel.$name.accept("b")
    #expect(viewModel.name == "b")
    #expect(viewModel.$name.value == "b")
    #expect(seen == ["", "a", "b"])
    subscription.dispose()
  }

  @Test func acceptFromManyThreadsKeepsOneOfTheValues() async {
    let relay = BehaviorRelay(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for value in 1...8 { group.addTask { relay.accept(value) } }
    }
    #expect((1...8).contains(relay.value))
  }
}

@Suite(.checksResources) struct ViewActionTests {
  @Test func actionSentBeforeSubscriptionIsLost() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = CounterViewModel()
      viewModel.showAlert("too early")
      var seen: [String] = []
      let subscription = viewModel.$showAlert.emit(onNext: { seen.append($0) })
      viewModel.showAlert("on time")
      scheduler.start()
      #expect(seen == ["on time"])
      subscription.dispose()
    }
  }

  @Test func actionsWithoutPayloadWorkInBothSpellings() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = CounterViewModel()
      var log: [String] = []
      let a = viewModel.$dismiss.emit(onNext: { log.append("dismiss") })
      let b = viewModel.$close.emit(onNext: { log.append("close") })
      viewModel.dismiss()
      viewModel.close()
      scheduler.start()
      #expect(log == ["dismiss", "close"])
      a.dispose()
      b.dispose()
    }
  }

  @Test func severalParametersArriveAsATuple() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = CounterViewModel()
      var log: [String] = []
      let subscription = viewModel.$move.emit(onNext: { log.append("\($0.0) \($0.1)") })
      viewModel.move(3, "up")
      scheduler.start()
      #expect(log == ["3 up"])
      subscription.dispose()
    }
  }
}
