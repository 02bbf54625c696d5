import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct TextFieldTests {
  @Test func textPropertyStartsWithTheCurrentText() {
    let field = TextField(text: "ada")
    let (log, subscription) = field.rx.text.record()
    #expect(log.values == ["ada"])
    subscription.dispose()
  }

  @Test func typingReportsEachEditingChange() {
    let field = TextField(text: "a")
    let (log, subscription) = field.rx.text.record()
    #expect(field.type("bc"))
    #expect(log.values == ["a", "ab", "abc"])
    #expect(field.text == "abc")
    subscription.dispose()
  }

  @Test func typingIntoAnEmptyFieldStartsFromNothing() {
    let field = TextField()
    let (log, subscription) = field.rx.text.record()
    field.type("x")
    #expect(log.values == [nil, "x"])
    subscription.dispose()
  }

  @Test func userEditsPropagateGlitchFree() {
    let field = TextField()
    let text = field.rx.text.orEmpty
    let summary = Observable.combineLatest(text.map { $0.uppercased() }, text.map(\.count)) {
      "\($0) (\($1))"
    }
    let (log, subscription) = summary.record()
    field.type("ab")
    #expect(log.values == [" (0)", "A (1)", "AB (2)"])
    subscription.dispose()
  }

  @Test func clearAndReplaceAreOneChangeEach() {
    let field = TextField(text: "old")
    let (log, subscription) = field.rx.text.record()
    field.replaceText("pasted")
    field.clear()
    #expect(log.values == ["old", "pasted", ""])
    #expect(field.text == "")
    subscription.dispose()
  }

  @Test func programmaticSetsAreRecordedButNotReported() {
    let field = TextField()
    let (log, subscription) = field.rx.text.record()
    field.text = "code"
    field.type("!")
    #expect(log.values == [nil, "code!"])
    #expect(field.history == ["code"])
    field.clearHistory()
    #expect(field.history.isEmpty)
    subscription.dispose()
  }

  @Test func reportsProgrammaticSetsWhenAskedTo() {
    let field = TextField()
    field.reportsProgrammaticChanges = true
    let (log, subscription) = field.rx.text.record()
    field.text = "code"
    field.text = nil
    #expect(log.values == [nil, "code", nil])
    subscription.dispose()
  }

  @Test func valuesSentToThePropertySetTheTextAtOnce() {
    let field = TextField()
    let (log, subscription) = field.rx.text.record()
    field.rx.text.onNext("bound")
    #expect(field.text == "bound")
    #expect(field.history == ["bound"])
    #expect(log.values == [nil])
    subscription.dispose()
  }

  @Test(arguments: [(isEnabled: false, isHidden: false), (isEnabled: true, isHidden: true)])
  func ignoresTheUserWhenDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let field = TextField(text: "keep")
    field.isEnabled = isEnabled
    field.isHidden = isHidden
    let (log, subscription) = field.rx.text.record()
    #expect(!field.type("x"))
    #expect(!field.clear())
    #expect(!field.replaceText("y"))
    #expect(field.text == "keep")
    #expect(log.values == ["keep"])
    subscription.dispose()
  }

  @Test func bindersSetEnabledHiddenAndPlaceholder() {
    let field = TextField()
    let bindings = [
      Observable.just(false) => field.rx.isEnabled,
      Observable.just(true) => field.rx.isHidden,
      Observable.just("Email") => field.rx.placeholder,
    ]
    #expect(!field.isEnabled)
    #expect(field.isHidden)
    #expect(field.placeholder == "Email")
    bindings.forEach { $0.dispose() }
  }

  @Test func propertyCompletesWhenTheFieldIsFreed() {
    var field: TextField? = TextField(text: "x")
    let (log, subscription) = field!.rx.text.record()
    field = nil
    #expect(log.isCompleted)
    subscription.dispose()
  }

  @Test func rendersTextPlaceholderSecureAndFlags() {
    let field = TextField(text: "alice")
    field.width = 8
    #expect(field.render() == "[alice   ]")
    #expect(field.description == "[alice   ]")
    field.text = "a very long name"
    #expect(field.render() == "[…ng name]")
    field.text = nil
    field.placeholder = "Name"
    #expect(field.render() == "[‹Name›  ]")
    field.text = "pw"
    field.isSecureTextEntry = true
    #expect(field.render() == "[••      ]")
    field.isEnabled = false
    field.isHidden = true
    #expect(field.render() == "[••      ] (disabled) (hidden)")
  }

  @Test func renderingStaysOnOneLine() {
    let field = TextField(text: "a\nb\tc")
    #expect(field.render() == "[a\\nb\\tc     ]")
  }
}
