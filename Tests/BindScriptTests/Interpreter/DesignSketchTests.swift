import BindScript
import Testing

@Suite struct DesignSketchTests {
  /// The sketch of "The shell language" in DESIGN.md, as written.
  static let sketch = """
    # login.bind: a login form driven by hand
    bindable isLoading = false            # one-way state, owned by the view model
    mutable  username  = ""               # two-way state
    mutable  password: String = ""
    action   showAlert(String)            # one-shot event with a payload
    action   dismiss                      # one-shot event without one

    let canLogin = combineLatest(username, password) { u, p in !u.isEmpty && p.count >= 4 }

    view login {                          # a stand-in screen with typed controls
      textField user
      textField pass
      button    submit
      spinner   busy
      label     message
    }

    binding loginScreen {                 # a binding context; lives until `dispose loginScreen`
      username  <=> login.user.text ?? ""
      password  <=> login.pass.text ?? ""
      canLogin  => login.submit.isEnabled
      isLoading => login.busy.isAnimating
      showAlert => login.message.text
      login.submit.tap => { isLoading = true }
    }

    login.user.text = "alice"             # as if the user typed it
    login.pass.text = "secret"
    expect login.submit.isEnabled == true
    login.submit.tap()
    showAlert("Wrong password")           # dispatch an action
    expect login.message.text == "Wrong password"

    mutable query = ""
    let results = query.debounce(300ms).flatMapLatest { q in after(200ms, [q + " 1", q + " 2"]) }
    query = "rx"
    advance 500ms                         # virtual time: deterministic timers
    expect results == ["rx 1", "rx 2"]
    dispose loginScreen

    """

  @Test func theWholeSketchRunsAsWritten() {
    let run = ScriptRun()
    let outcome = run.run(Self.sketch, name: "login.bind")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")\n\(run.output)")
    print(run.output)
  }
}
