import BindScript
import Testing

@Suite struct CompilerErrorTests {
  /// Declarations the failing lines use.
  static let prelude = """
    mutable username = ""
    bindable isLoading = false
    mutable query = ""
    action showAlert(String)
    view login { textField user; label message; button submit }
    let results = query.debounce(300ms)
    cold ticks = marbles("-1-2|")

    """

  struct Case: CustomTestStringConvertible, Sendable {
    let line: String
    let message: String
    var suggestion: String?
    /// The column of the caret.
    var column: Int?

    var testDescription: String { line }
  }

  static let cases: [Case] = [
    Case(
      line: "let x = usrname", message: "there is no value named 'usrname'", suggestion: "username", column: 9
    ),
    Case(
      line: "username = 42", message: "a value for 'username' must be String, but this is Int", column: 12),
    Case(
      line: "isLoading <=> login.submit.isEnabled",
      message: "'isLoading' is bindable state: it cannot be bound two-way", column: 1),
    Case(
      line: "let r = query.debounse(300ms)", message: "'query' (String) has no member named 'debounse'",
      suggestion: "debounce", column: 15),
    Case(
      line: "let r = results.mapp { $0 }", message: "'results' (String) has no member named 'mapp'",
      suggestion: "map", column: 17),
    Case(
      line: "let r = just(1).fliter { $0 > 0 }", message: "there is no operator named 'fliter'",
      suggestion: "filter", column: 17),
    Case(
      line: "print(username.cont)", message: "'username' (String) has no member named 'cont'",
      suggestion: "count", column: 16),
    Case(
      line: "login.usr.text = \"a\"", message: "view 'login' has no control named 'usr'", suggestion: "user",
      column: 7),
    Case(
      line: "login.user.txt = \"a\"", message: "'login.user' (a textField) has no member named 'txt'",
      suggestion: "text", column: 12),
    Case(
      line: "prnt(1)", message: "there is no function or action named 'prnt'", suggestion: "print", column: 1),
    Case(line: "showAlert()", message: "'showAlert' takes 1 argument, but 0 were given", column: 1),
    Case(line: "showAlert(\"a\", \"b\")", message: "'showAlert' takes 1 argument, but 2 were given"),
    Case(line: "print(Int())", message: "'Int' takes 1 argument, but 0 were given"),
    Case(
      line: "let c = combineLatest(username, query) { u in u }",
      message: "this closure receives 2 values, but declares 1 parameter", column: 40),
    Case(
      line: "let c = query.map { $1 }", message: "$1 does not exist: this closure receives 1 value",
      column: 21),
    Case(
      line: "username <=> login.user.text",
      message: "'username' is String but 'login.user.text' is String?: two-way bindings need one type"),
    Case(line: "query => showAlert", message: "action 'showAlert' cannot be the target of `=>`", column: 10),
    Case(line: "results = \"x\"", message: "'results' is derived from other values and cannot be assigned"),
    Case(line: "showAlert = \"x\"", message: "action 'showAlert' cannot be assigned"),
    Case(
      line: "view v { textfield f }", message: "there is no control kind named 'textfield'",
      suggestion: "textField", column: 10),
    Case(
      line: "mutable n: Strng = \"\"", message: "there is no type named 'Strng'", suggestion: "String",
      column: 12),
    Case(line: "print(1 + 1.5)", message: "'+' cannot combine Int and Double"),
    Case(
      line: "let f = query.filter { $0.count }",
      message: "the closure of 'filter' must return Bool, but returns Int"),
    Case(line: "print(query.debounce(300ms))", message: "this is a stream of String: it has no single value"),
    Case(line: "print(showAlert)", message: "action 'showAlert' has no value"),
    Case(line: "query => { username => query }", message: "bindings cannot be used inside a closure"),
    Case(line: "query => { advance 1s }", message: "`advance` cannot be used inside a closure"),
    Case(
      line: "let k = 1\nk => username",
      message:
        "the left side of `=>` never changes: it must follow a state, an action, a `let`, a control or a stream"
    ),
    Case(
      line: "login.user.text <=> username",
      message: "the model goes on the left of `<=>`, the control on the right"),
    Case(
      line: "let r = query.map { q in after(100ms, q) }",
      message: "the closure of 'map' ends with a stream, where a value is needed"),
    Case(
      line: "let t = login.message.text",
      message: "'login.message.text' cannot be followed: the control does not report changes to it"),
    Case(
      line: "username => login.submit.isEnabled",
      message: "what is bound to 'login.submit.isEnabled' must be Bool, but this is String"),
    Case(line: "if username { }", message: "a condition must be Bool, but this is String"),
    Case(line: "for x in username { }", message: "`for` needs an array, but this is String"),
    Case(line: "advance 5", message: "the time to advance must be Duration, but this is Int"),
    Case(
      line: "print(username.uppercased)", message: "'uppercased' is a method: call it, as in `.uppercased()`",
      column: 16),
    Case(
      line: "let x = [1, \"a\"]", message: "an array's elements must have one type: Int and String do not mix"
    ),
    Case(line: "mutable print = 1", message: "'print' is the name of a built-in function"),
    Case(
      line: "login.submit.tap = 1", message: "event 'login.submit.tap' cannot be assigned: the user causes it"
    ),
    Case(line: "username.count = 1", message: "only state and control properties can be assigned"),
    Case(line: "query.debounce(300ms)", message: "this does nothing on its own"),
  ]

  @Test(arguments: cases)
  func reportsTheErrorWithItsPlaceAndSuggestion(_ testCase: Case) {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.prelude).isSuccess)
    let outcome = run.entry(testCase.line)
    guard case .failed(let error) = outcome, let diagnostic = error.diagnostics.last else {
      Issue.record("expected an error, got \(outcome)")
      return
    }
    #expect(diagnostic.message == testCase.message)
    #expect(diagnostic.suggestion == testCase.suggestion)
    if let column = testCase.column {
      #expect(diagnostic.range.start.column == column)
    }
  }

  @Test func theRenderedErrorShowsTheLineTheCaretAndTheSuggestion() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("mutable username = \"\"\nlet x = usrname\n", name: "login.bind")
    #expect(
      outcome.error?.rendered() == """
        login.bind:2:9: error: there is no value named 'usrname'
          2 | let x = usrname
            |         ^~~~~~~
            = did you mean 'username'?

        """)
  }

  @Test(arguments: [
    "query.subscribe { print($0) }", "results.subscribe { print($0) }",
    "query.bind(to: login.message.text)", "results.drive(login.message.text)",
    "ticks.subscribe { print($0) }",
  ])
  func rxSwiftsWaysToSubscribeSayHowAScriptDoesIt(line: String) {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.prelude).isSuccess)
    let diagnostic = run.entry(line).error?.diagnostics.last
    #expect(diagnostic?.notes.first?.message.hasPrefix("a script does not subscribe by hand") == true)
  }

  @Test func anUnknownMemberOtherThanSubscribingHasNoNote() {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.prelude).isSuccess)
    #expect(run.entry("let r = results.mapp { $0 }").error?.diagnostics.last?.notes == [])
  }

  @Test func aScriptWithSyntaxErrorsRunsNothing() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("print(\"before\")\nlet = 3\n")
    #expect(!outcome.isSuccess)
    #expect(run.output == "")
  }
}
