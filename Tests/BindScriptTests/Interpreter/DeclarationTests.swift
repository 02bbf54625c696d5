import BindScript
import Testing

@Suite struct DeclarationTests {
  @Test func stateOfEachKindHoldsItsInitialValueAndTakesAssignments() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      bindable loading = false
      mutable name = "ada"
      published score = 1
      loading = true
      name = "grace"
      score = 2
      expect loading == true
      expect name == "grace"
      expect score == 2
      """)
    #expect(outcome.isSuccess)
  }

  @Test func anAnnotationGivesNilItsType() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable name: String? = nil
      expect name == nil
      name = "x"
      expect name == "x"
      mutable items: [Int] = []
      items = [1, 2]
      expect items.count == 2
      """)
    #expect(outcome.isSuccess)
  }

  @Test func aLetOfPlainValuesIsAConstant() {
    let run = ScriptRun(trace: .off)
    #expect(run.run("let k = 2 * 3\nexpect k == 6").isSuccess)
    let outcome = run.entry("k = 7")
    #expect(ScriptRun.message(outcome) == "'k' is a constant and cannot be assigned")
  }

  @Test func aLetReadingStateFollowsIt() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable n = 1
      let next = n + 1
      let label = "n is \\(n)"
      n = 5
      expect next == 6
      expect label == "n is 5"
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func actionsAreDispatchedByCallingThem() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      action ping
      action say(String)
      let pings = ping.scan(0) { count, _ in count + 1 }
      let said = say.startWith("nothing")
      ping()
      ping()
      say("hello")
      expect pings == 2
      expect said == "hello"
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func aViewDeclaresItsControlsWithTheirInitialValues() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      view form {
        textField name
        label     hint
        button    send
        switch    agree
        slider    volume
        spinner   busy
        list      rows
      }
      expect form.name.text == nil
      expect form.hint.text == nil
      expect form.send.isEnabled
      expect !form.agree.isOn
      expect form.volume.value == 0.0
      expect !form.busy.isAnimating
      expect form.rows.items.isEmpty
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func aBindingContextLivesUntilDisposed() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable source = 1
      mutable copy = 0
      binding sync {
        source => copy
      }
      source = 2
      expect copy == 2
      dispose sync
      source = 3
      expect copy == 2
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    #expect(ScriptRun.message(run.entry("dispose sync")) == "there is no binding context named 'sync'")
  }

  @Test func aNameCannotBeDeclaredTwice() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("mutable n = 1\nlet n = 2")
    let diagnostic = outcome.error?.diagnostics.first
    #expect(diagnostic?.message == "'n' is already declared")
    #expect(diagnostic?.range.start.line == 2)
    #expect(diagnostic?.notes.first?.range?.start.line == 1)
  }

  @Test func stateCannotBeDeclaredFromNilAlone() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("mutable name = nil")
    #expect(ScriptRun.message(outcome) == "the type of 'name' cannot be told from `nil` alone")
    #expect(outcome.error?.diagnostics.first?.notes.first?.message == "write it: `name: String? = ...`")
  }
}
