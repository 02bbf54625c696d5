import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct LabelTests {
  @Test func textBinderSetsTheTextAtOnce() {
    let label = Label()
    let relay = BehaviorRelay(value: "hello")
    let binding = relay => label.rx.text
    #expect(label.text == "hello")
    relay.accept("bye")
    #expect(label.text == "bye")
    #expect(label.history == ["hello", "bye"])
    binding.dispose()
  }

  @Test func nothingIsAppliedAfterDisposal() {
    let label = Label(text: "start")
    let relay = PublishRelay<String?>()
    let binding = relay => label.rx.text
    binding.dispose()
    relay.accept("late")
    #expect(label.text == "start")
    #expect(label.history.isEmpty)
  }

  @Test func binderDropsValuesOnceTheLabelIsGone() {
    var label: Label? = Label()
    weak let weakLabel = label
    let relay = BehaviorRelay<String?>(value: "a")
    let binding = relay => label!.rx.text
    label = nil
    #expect(weakLabel == nil)
    relay.accept("b")
    binding.dispose()
  }

  @Test func hiddenBinderHidesIt() {
    let label = Label(text: "Error")
    let binding = Observable.just(true) => label.rx.isHidden
    #expect(label.isHidden)
    #expect(label.render() == "\"Error\" (hidden)")
    binding.dispose()
  }

  @Test func rendersQuotedEscapedText() {
    #expect(Label(text: "Wrong password").render() == "\"Wrong password\"")
    #expect(Label().render() == "\"\"")
    #expect(Label(text: "two\nlines \"quoted\"").render() == #""two\nlines \"quoted\"""#)
  }
}
