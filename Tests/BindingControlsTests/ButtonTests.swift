import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ButtonTests {
  @Test func tapIsReported() {
    let button = Button(title: "Go")
    var taps = 0
    let binding = button.rx.tap => { taps += 1 }
    #expect(button.tap())
    #expect(button.tap())
    #expect(taps == 2)
    binding.dispose()
  }

  @Test(arguments: [(isEnabled: false, isHidden: false), (isEnabled: true, isHidden: true)])
  func ignoresTapsWhenDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let button = Button()
    button.isEnabled = isEnabled
    button.isHidden = isHidden
    var taps = 0
    let binding = button.rx.tap => { taps += 1 }
    #expect(!button.tap())
    #expect(taps == 0)
    binding.dispose()
  }

  @Test func enabledBinderGatesTaps() {
    let button = Button()
    let canLogin = BehaviorRelay(value: false)
    var taps = 0
    let bindings = [canLogin => button.rx.isEnabled, button.rx.tap => { taps += 1 }]
    button.tap()
    canLogin.accept(true)
    button.tap()
    #expect(taps == 1)
    #expect(button.history == [false, true])
    bindings.forEach { $0.dispose() }
  }

  @Test func titleBinderSetsTheTitle() {
    let button = Button()
    let binding = Observable.just("Save") => button.rx.title
    #expect(button.title == "Save")
    binding.dispose()
  }

  @Test func tapsStopAfterDisposal() {
    let button = Button()
    var taps = 0
    let binding = button.rx.tap => { taps += 1 }
    binding.dispose()
    button.tap()
    #expect(taps == 0)
  }

  @Test func tapCompletesWhenTheButtonIsFreed() {
    var button: Button? = Button()
    let (log, subscription) = button!.rx.tap.record()
    button = nil
    #expect(log.isCompleted)
    subscription.dispose()
  }

  @Test func rendersTitleAndFlags() {
    let button = Button(title: "Log in")
    #expect(button.render() == "< Log in >")
    button.isEnabled = false
    #expect(button.render() == "< Log in > (disabled)")
    #expect(Button().render() == "<  >")
  }
}
