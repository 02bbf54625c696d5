import BindScript
import Testing

@Suite struct LanguageExampleTests {
  /// The example at the top of docs/language.md.
  static let login = """
    # login.bind
    bindable isLoading = false
    mutable  username  = ""
    mutable  password: String = ""
    action   showAlert(String)

    let canLogin = combineLatest(username, password) { u, p in !u.isEmpty && p.count >= 4 }

    view login {
      textField user
      textField pass
      button    submit
      spinner   busy
      label     message
    }

    binding loginScreen {
      username  <=> login.user.text ?? ""
      password  <=> login.pass.text ?? ""
      canLogin  => login.submit.isEnabled
      isLoading => login.busy.isAnimating
      showAlert => login.message.text
      login.submit.tap => { isLoading = true }
    }

    login.user.text = "alice"
    login.pass.text = "secret"
    expect login.submit.isEnabled == true

    """

  @Test func theLoginExampleParsesIntoItsStatements() {
    let result = Parser.parse(SourceFile(name: "login.bind", text: Self.login), allowsContinuation: false)
    #expect(result.diagnostics.isEmpty)
    #expect(!result.isIncomplete)
    #expect(
      result.statements.map(SyntaxPrinter.print) == [
        "(bindable isLoading false)",
        #"(mutable username "")"#,
        #"(mutable password:String "")"#,
        "(action showAlert String)",
        "(let canLogin (call combineLatest username password (closure (u p) {(&& (! (. u isEmpty)) "
          + "(>= (. p count) 4))})))",
        "(view login textField:user textField:pass button:submit spinner:busy label:message)",
        "(binding loginScreen {"
          + #"(<=> username (?? (. (. login user) text) "")); "#
          + #"(<=> password (?? (. (. login pass) text) "")); "#
          + "(=> canLogin (. (. login submit) isEnabled)); "
          + "(=> isLoading (. (. login busy) isAnimating)); "
          + "(=> showAlert (. (. login message) text)); "
          + "(=> (. (. login submit) tap) (closure {(= isLoading true)}))})",
        #"(= (. (. login user) text) "alice")"#,
        #"(= (. (. login pass) text) "secret")"#,
        "(expect (== (. (. login submit) isEnabled) true))",
      ])
  }

  @Test func theDesignExampleOfTimeParses() {
    let text = """
      mutable query = ""
      let results = query.debounce(300ms).flatMapLatest { q in after(200ms, [q + " 1", q + " 2"]) }
      query = "rx"
      advance 500ms                         # virtual time: deterministic timers
      expect results == ["rx 1", "rx 2"]
      dispose loginScreen
      """
    #expect(
      tree(text) == #"(mutable query ""); "#
        + "(let results (call (. (call (. query debounce) 300ms) flatMapLatest) (closure (q) "
        + #"{(call after 200ms [(+ q " 1") (+ q " 2")])}))); "#
        + #"(= query "rx"); (advance 500ms); (expect (== results ["rx 1" "rx 2"])); "#
        + "(dispose loginScreen)")
  }

  @Test func theDesignSketchParsesWithItsComments() {
    let text = """
      # login.bind: a login form driven by hand
      bindable isLoading = false            # one-way state, owned by the view model
      mutable  username  = ""               # two-way state
      mutable  password: String = ""
      action   showAlert(String)            # one-shot event with a payload
      action   dismiss                      # one-shot event without one

      let canLogin = combineLatest(username, password) { u, p in !u.isEmpty && p.count >= 4 }

      view login {                          # a stand-in screen with typed controls
        textField user
        button    submit
      }

      binding loginScreen {                 # a binding context; lives until `dispose loginScreen`
        username  <=> login.user.text ?? ""
        login.submit.tap => { isLoading = true }
      }

      login.user.text = "alice"             # as if the user typed it
      login.submit.tap()
      showAlert("Wrong password")           # dispatch an action
      expect login.message.text == "Wrong password"
      """
    let result = Parser.parse(SourceFile(name: "login.bind", text: text), allowsContinuation: false)
    #expect(result.diagnostics.isEmpty)
    #expect(result.statements.count == 12)
    #expect(
      result.statements.last.map(SyntaxPrinter.print)
        == #"(expect (== (. (. login message) text) "Wrong password"))"#)
  }
}
