import Binding
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ControlTraitsTests {
  @Test func controlEventBecomesASignal() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let button = Button(title: "Go")
      var taps = 0
      let subscription = button.rx.tap.asSignal().emit(onNext: { taps += 1 })
      button.tap()
      button.tap()
      scheduler.start()
      #expect(taps == 2)
      subscription.dispose()
    }
  }

  @Test func controlPropertyBecomesADriverReplayingItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let field = TextField(text: "ada")
      var seen: [String?] = []
      let subscription = field.rx.text.asDriver().drive(onNext: { seen.append($0) })
      scheduler.start()
      field.replaceText("grace")
      scheduler.start()
      #expect(seen == ["ada", "grace"])
      subscription.dispose()
    }
  }
}
