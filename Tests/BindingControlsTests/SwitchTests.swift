import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SwitchTests {
  @Test func isOnStartsWithTheCurrentState() {
    let toggle = Switch(isOn: true)
    let (log, subscription) = toggle.rx.isOn.record()
    #expect(log.values == [true])
    subscription.dispose()
  }

  @Test func userChangesAreReported() {
    let toggle = Switch()
    let (log, subscription) = toggle.rx.isOn.record()
    toggle.toggle()
    toggle.toggle()
    toggle.setOn(true)
    #expect(log.values == [false, true, false, true])
    subscription.dispose()
  }

  @Test func settingTheSameStateReportsNothing() {
    let toggle = Switch(isOn: true)
    let (log, subscription) = toggle.rx.isOn.record()
    #expect(toggle.setOn(true))
    #expect(log.values == [true])
    subscription.dispose()
  }

  @Test func programmaticSetsAreRecordedButNotReported() {
    let toggle = Switch()
    let (log, subscription) = toggle.rx.isOn.record()
    toggle.isOn = true
    toggle.rx.isOn.onNext(false)
    #expect(toggle.isOn == false)
    #expect(toggle.history == [true, false])
    #expect(log.values == [false])
    subscription.dispose()
  }

  @Test func ignoresTheUserWhenDisabled() {
    let toggle = Switch()
    let binding = Observable.just(false) => toggle.rx.isEnabled
    let (log, subscription) = toggle.rx.isOn.record()
    #expect(!toggle.toggle())
    #expect(!toggle.setOn(true))
    #expect(toggle.isOn == false)
    #expect(log.values == [false])
    binding.dispose()
    subscription.dispose()
  }

  @Test func renders() {
    let toggle = Switch(isOn: true)
    #expect(toggle.render() == "(•) on")
    toggle.isOn = false
    toggle.isEnabled = false
    #expect(toggle.render() == "( ) off (disabled)")
  }
}
