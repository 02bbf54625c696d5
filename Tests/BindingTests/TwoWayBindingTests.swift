import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct TwoWayBindingTests {
  @Test func bindingPushesTheModelValueToTheControlFirst() {
    let username = BehaviorRelay(value: "alice")
    let field = TextField(text: "typed before binding")
    let (accepted, watch) = username.record()
    let binding = username <=> field.rx.text ?? ""
    #expect(field.text == "alice")
    #expect(field.history == ["alice"])
    #expect(accepted.values == ["alice"])
    binding.dispose()
    watch.dispose()
  }

  @Test func userChangeReachesTheModelOnceWithoutEcho() {
    let username = BehaviorRelay(value: "")
    let field = TextField()
    let binding = username <=> field.rx.text ?? ""
    field.clearHistory()
    let (accepted, watch) = username.skip(1).record()
    field.type("ab")
    field.clear()
    #expect(accepted.values == ["a", "ab", ""])
    #expect(field.history.isEmpty)
    binding.dispose()
    watch.dispose()
  }

  @Test func modelChangeReachesTheControlOnceWithoutReport() {
    let username = BehaviorRelay(value: "")
    let field = TextField()
    let binding = username <=> field.rx.text ?? ""
    field.clearHistory()
    let (accepted, watch) = username.skip(1).record()
    username.accept("bob")
    #expect(field.history == ["bob"])
    #expect(accepted.values == ["bob"])
    binding.dispose()
    watch.dispose()
  }

  @Test func controlReportingProgrammaticSetsCannotLoopOrEcho() {
    let username = BehaviorRelay(value: "start")
    let field = TextField()
    field.reportsProgrammaticChanges = true
    let (accepted, watch) = username.skip(1).record()
    let binding = username <=> field.rx.text ?? ""
    #expect(field.history == ["start"])
    #expect(accepted.values.isEmpty)
    username.accept("model")
    #expect(field.history == ["start", "model"])
    #expect(accepted.values == ["model"])
    field.type("!")
    #expect(field.history == ["start", "model"])
    #expect(accepted.values == ["model", "model!"])
    binding.dispose()
    watch.dispose()
  }

  @Test func bothSidesChangingInOnePropagationSettleEqualWithoutEcho() {
    let text = BehaviorRelay(value: "")
    let field = TextField()
    let binding = text <=> field.rx.text ?? ""
    field.clearHistory()
    let (accepted, watch) = text.skip(1).record()
    transaction {
      text.accept("a")
      field.type("b")
    }
    #expect(field.text == "ab" && text.value == "ab")
    #expect(accepted.values == ["a", "ab"])
    #expect(field.history == ["a"])
    transaction {
      field.type("c")
      text.accept("model")
    }
    #expect(field.text == "model" && text.value == "model")
    #expect(accepted.values == ["a", "ab", "abc", "model"])
    #expect(field.history == ["a", "model"])
    binding.dispose()
    watch.dispose()
  }

  @Test func reportingControlChangedOnBothSidesInOnePropagationSettlesEqual() {
    let text = BehaviorRelay(value: "")
    let field = TextField()
    field.reportsProgrammaticChanges = true
    let binding = text <=> field.rx.text ?? ""
    field.clearHistory()
    let (accepted, watch) = text.skip(1).record()
    transaction {
      text.accept("a")
      field.type("b")
    }
    #expect(field.text == "ab" && text.value == "ab")
    #expect(accepted.values == ["a", "ab"])
    #expect(field.history == ["a"])
    transaction {
      field.type("c")
      text.accept("model")
    }
    #expect(field.text == "model" && text.value == "model")
    #expect(field.history == ["a", "model"])
    // The field reports the relay's write after the propagation: the relay hears it once more.
    #expect(accepted.values == ["a", "ab", "abc", "model", "model"])
    binding.dispose()
    watch.dispose()
  }

  @Test func nilFromTheControlBecomesTheDefaultAndValuesPassThrough() {
    let name = BehaviorRelay(value: "x")
    let field = TextField()
    field.reportsProgrammaticChanges = true
    let binding = name <=> field.rx.text ?? "anonymous"
    field.text = nil
    #expect(name.value == "anonymous")
    field.type("ada")
    #expect(name.value == "ada")
    name.accept("grace")
    #expect(field.text == "grace")
    binding.dispose()
  }

  @Test func relaysBindBothWaysWithoutEcho() {
    let left = BehaviorRelay(value: 1)
    let right = BehaviorRelay(value: 2)
    let binding = left <=> right
    #expect(right.value == 1)
    let (leftLog, a) = left.skip(1).record()
    let (rightLog, b) = right.skip(1).record()
    right.accept(3)
    left.accept(4)
    #expect(leftLog.values == [3, 4])
    #expect(rightLog.values == [3, 4])
    binding.dispose()
    right.accept(7)
    left.accept(8)
    #expect(left.value == 8 && right.value == 7)
    [a, b].forEach { $0.dispose() }
  }

  @Test func relaysChangedTogetherInOnePropagationSettleEqualWithoutEcho() {
    let left = BehaviorRelay(value: 0)
    let right = BehaviorRelay(value: 0)
    let binding = left <=> right
    let (leftLog, a) = left.skip(1).record()
    let (rightLog, b) = right.skip(1).record()
    transaction {
      left.accept(5)
      right.accept(6)
    }
    #expect(left.value == 6 && right.value == 6)
    #expect(leftLog.values == [5, 6])
    #expect(rightLog.values == [5, 6])
    transaction {
      right.accept(7)
      left.accept(8)
    }
    #expect(left.value == 8 && right.value == 8)
    #expect(leftLog.values == [5, 6, 7, 8])
    #expect(rightLog.values == [5, 6, 7, 8])
    right.accept(9)
    #expect(left.value == 9)
    binding.dispose()
    [a, b].forEach { $0.dispose() }
  }

  @Test func disposingStopsBothDirections() {
    let username = BehaviorRelay(value: "")
    let field = TextField()
    let binding = username <=> field.rx.text ?? ""
    binding.dispose()
    field.type("user")
    username.accept("model")
    #expect(username.value == "model")
    #expect(field.text == "user")
  }

  @Test func boundControlIsFreedWhenReleased() {
    let username = BehaviorRelay(value: "a")
    var field: TextField? = TextField()
    weak let weakField = field
    let binding = username <=> field!.rx.text ?? ""
    field = nil
    #expect(weakField == nil)
    username.accept("b")
    binding.dispose()
  }

  @Test func viewModelIsFreedWhenItsContextsBagGoes() {
    let field = TextField()
    let button = Button()
    var screen: ProfileScreen? = ProfileScreen(
      viewModel: NameFormViewModel(), field: field, button: button)
    weak let viewModel = screen?.viewModel
    field.type("ada")
    button.tap()
    #expect(viewModel?.saved == ["ada"])
    screen = nil
    #expect(viewModel == nil)
    #expect(button.tap())
    #expect(field.type("x"))
  }

  @Test func switchAndSliderSyncBothWays() {
    let notifications = BehaviorRelay(value: true)
    let volume = BehaviorRelay(value: 0.3)
    let toggle = Switch()
    let slider = Slider()
    let bindings = [notifications <=> toggle.rx.isOn, volume <=> slider.rx.value]
    #expect(toggle.isOn && slider.value == 0.3)
    toggle.toggle()
    slider.slide(to: 0.9)
    #expect(notifications.value == false && volume.value == 0.9)
    notifications.accept(true)
    volume.accept(0.1)
    #expect(toggle.history == [true, true])
    #expect(slider.history == [0.3, 0.1])
    bindings.forEach { $0.dispose() }
  }
}

private final class NameFormViewModel {
  @Mutable var name = ""
  private(set) var saved: [String] = []

  func save() { saved.append(name) }
}

private final class ProfileScreen: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel: NameFormViewModel

  init(viewModel: NameFormViewModel, field: TextField, button: Button) {
    self.viewModel = viewModel
    binding {
      viewModel.$name <=> field.rx.text ?? ""
      button.rx.tap => { viewModel.save() }
    }
  }
}
