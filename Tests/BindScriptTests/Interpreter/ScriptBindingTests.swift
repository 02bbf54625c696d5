import BindScript
import Testing

@Suite struct ScriptBindingTests {
  private func runs(_ script: String, _ run: ScriptRun = ScriptRun(trace: .off)) {
    let outcome = run.run(script)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func oneWayBindingsFeedStateControlsAndClosures() {
    let run = ScriptRun(trace: .off)
    runs(
      """
      mutable source = "a"
      bindable shown = ""
      view v { label l; button b }
      source => shown
      source => v.l.text
      source.map { !$0.isEmpty } => v.b.isEnabled
      source => { value in print("got \\(value)") }
      source = ""
      expect shown == ""
      expect v.l.text == ""
      expect v.b.isEnabled == false
      """, run)
    #expect(run.output == "got a\ngot \n")
  }

  @Test func twoWayBindingStartsFromTheModelAndFollowsTheUser() {
    runs(
      """
      mutable name = "ada"
      mutable on = true
      mutable level = 0.25
      view v { textField f; switch s; slider l }
      name <=> v.f.text ?? ""
      on <=> v.s.isOn
      level <=> v.l.value
      expect v.f.text == "ada"
      expect v.s.isOn
      expect v.l.value == 0.25
      v.f.text = "bob"
      v.s.toggle()
      v.l.value = 0.75
      expect name == "bob"
      expect on == false
      expect level == 0.75
      name = "cy"
      expect v.f.text == "cy"
      v.f.clear()
      expect name == ""
      v.f.type("hi")
      expect name == "hi"
      """)
  }

  @Test func programmaticChangesAreNotReportedBack() {
    runs(
      """
      mutable model = "x"
      view v { textField f }
      let typed = v.f.text
      model => v.f.text
      expect v.f.text == "x"
      expect typed == nil
      v.f.text = "user"
      expect typed == "user"
      """)
  }

  @Test func aDisabledControlIgnoresTheUser() {
    let run = ScriptRun(trace: .off)
    runs(
      """
      action tapped
      view v { button b; textField f; switch s }
      v.b.tap => { tapped() }
      v.b.isEnabled = false
      v.f.isEnabled = false
      v.s.isHidden = true
      v.b.tap()
      v.f.text = "x"
      v.s.toggle()
      expect v.f.text == nil
      """, run)
    #expect(
      run.output == """
        v.b ignored tap(): it is disabled
        v.f ignored the change: it is disabled
        v.s ignored toggle(): it is hidden

        """)
  }

  @Test func listEventsReachTheirBindings() {
    let run = ScriptRun(trace: .off)
    runs(
      """
      mutable rows = ["a", "b", "c"]
      view v { list l }
      rows => v.l.items
      v.l.itemSelected => { row in print("row \\(row): \\(rows[row])") }
      v.l.refresh => { print("refresh") }
      v.l.reachedBottom => { print("more") }
      v.l.select(1)
      v.l.refresh()
      v.l.reachedBottom()
      expect v.l.isRefreshing
      v.l.isRefreshing = false
      """, run)
    #expect(run.output == "row 1: b\nrefresh\nmore\n")
  }

  @Test func twoMutableStatesCanBeBoundTwoWay() {
    runs(
      """
      mutable a = 1
      mutable b = 2
      a <=> b
      expect b == 1
      b = 3
      expect a == 3
      """)
  }

  @Test func bindingBlocksAcceptLoopsAndConditions() {
    let run = ScriptRun(trace: .off)
    runs(
      """
      mutable n = 1
      mutable verbose = true
      binding screen {
        for factor in [10, 100] {
          n.map { $0 * factor } => { print($0) }
        }
        if verbose { n => { print("n is \\($0)") } }
      }
      n = 2
      dispose screen
      n = 3
      """, run)
    #expect(run.output == "10\n100\nn is 1\n20\n200\nn is 2\n")
  }

  /// A binding into a state made at the top level is kept by the runtime apart from the
  /// global bag; one made in a `binding` block is kept by the block and ends with it.
  @Test func bindingsIntoStatesLastAsLongAsWhatKeepsThem() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable a = 1
      mutable b = 0
      mutable c = 0
      a => b
      binding screen { a => c }
      a = 2
      dispose screen
      a = 3
      expect b == 3
      expect c == 2
      """)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func resetEndsEveryBinding() {
    let run = ScriptRun(trace: .off)
    runs("mutable n = 1\nn => { print($0) }", run)
    run.interpreter.reset()
    #expect(ScriptRun.message(run.entry("n = 2")) == "there is no value named 'n'")
    #expect(run.output == "1\n")
  }
}
