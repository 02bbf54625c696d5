import BindScript
import Foundation
import Testing

@Suite struct MetaCommandTests {
  static let screen = """
    mutable username = ""
    bindable isLoading = false
    action showAlert(String)
    let canLogin = username.map { !$0.isEmpty }
    let limit = 4
    view login { textField user; button submit; spinner busy; label message }
    binding screen {
      username <=> login.user.text ?? ""
      canLogin => login.submit.isEnabled
      login.submit.tap => { isLoading = true }
    }
    showAlert => login.message.text
    advance 100ms
    login.user.text = "ada"

    """

  private func prepared() -> ScriptRun {
    let run = ScriptRun()
    let outcome = run.run(Self.screen)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    _ = run.take()
    return run
  }

  @Test func listShowsEachNameWithItsKindTypeAndValue() {
    let run = prepared()
    run.entry(":list")
    #expect(
      run.take() == """
        username   mutable   String  "ada"
        isLoading  bindable  Bool    false
        showAlert  action    String
        canLogin   let       Bool    true
        limit      let       Int     4 (constant)
        login      view              textField user, button submit, spinner busy, label message
        screen     binding

        """)
  }

  @Test func graphListsTheDependencies() {
    let run = prepared()
    run.entry(":graph")
    #expect(
      run.take() == """
        username -> canLogin
        username <=> login.user.text            (screen)
        canLogin => login.submit.isEnabled      (screen)
        login.submit.tap => { } sets isLoading  (screen)
        showAlert => login.message.text

        """)
    run.entry("dispose screen\n:graph")
    #expect(run.take() == "username -> canLogin\nshowAlert => login.message.text\n")
  }

  @Test func graphDotIsGraphviz() {
    let run = ScriptRun()
    run.run("mutable a = 1\nlet b = a + 1\nmutable c = 0\nb => c")
    _ = run.take()
    run.entry(":graph dot")
    #expect(
      run.take() == """
        digraph bind {
          rankdir=LR;
          node [shape=box];
          "a" -> "b";
          "b" -> "c" [label="=>"];
        }

        """)
  }

  @Test func showDrawsTheView() {
    let run = prepared()
    run.entry(":show login")
    #expect(
      run.take() == """
        ┌─ login ─────────────────┐
        │ user     [ada         ] │
        │ submit   <  >           │
        │ busy     ( ) stopped    │
        │ message  ""             │
        └─────────────────────────┘

        """)
    #expect(ScriptRun.message(run.entry(":show logn")) == "there is no view named 'logn'")
  }

  @Test func marblesDrawTheHistoryOnTheVirtualTimeAxis() {
    let run = prepared()
    run.entry("advance 200ms\nusername = \"b\"")
    _ = run.take()
    run.entry(":marbles username canLogin login.submit.isEnabled")
    #expect(
      run.take() == """
        username                a   c-b  a="" c="ada"
        canLogin                d   e--  d=false e=true
        login.submit.isEnabled  (ed)e--  e=true d=false

        """)
    let outcome = run.entry(":marbles usernam")
    #expect(ScriptRun.message(outcome) == "there is nothing named 'usernam' with a history")
    #expect(outcome.error?.diagnostics.first?.suggestion == "username")
  }

  @Test func helpTeachesEachTopic() {
    let run = ScriptRun()
    run.entry(":help")
    let overview = run.take()
    #expect(
      overview.contains(
        "Topics (`:help TOPIC`): declarations, bindings, operators, sharing, controls, time, expect,"))
    for topic in [
      "declarations", "bindings", "operators", "sharing", "controls", "time", "expect", "meta", "shell",
      "play",
    ] {
      #expect(run.entry(":help \(topic)").isSuccess)
      #expect(run.take().count > 200, "help for \(topic)")
    }
    run.entry(":help debounce")
    #expect(
      run.take().hasPrefix("debounce emits a value only once 300ms pass without another value."),
      "an operator of the gallery shows its diagram")
    let outcome = run.entry(":help bindngs")
    #expect(outcome.error?.diagnostics.first?.suggestion == "bindings")
  }

  @Test func traceChangesHowMuchIsPrinted() {
    let run = ScriptRun()
    run.entry(":trace")
    #expect(run.take() == "tracing is changes\n")
    run.entry(":trace full")
    #expect(run.interpreter.traceMode == .full)
    #expect(ScriptRun.message(run.entry(":trace loud")) == "usage: :trace off|changes|full")
  }

  @Test func saveWritesTheStatementsThatRanAndLoadRunsThem() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-save-\(UUID().uuidString).bind").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ScriptRun(trace: .off)
    run.run("mutable n = 1\nn = 2")
    run.entry("n = \"wrong\"")
    run.entry(":save \(path)")
    #expect(run.take() == "saved 2 statements to \(path)\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "mutable n = 1\nn = 2\n")
    let other = ScriptRun(trace: .off)
    #expect(other.entry(":load \(path)").isSuccess)
    #expect(other.run("expect n == 2").isSuccess)
    #expect(ScriptRun.message(other.entry(":load /nonexistent/x.bind"))?.hasPrefix("could not read") == true)
  }

  @Test func resetForgetsEverythingAndQuitIsAnOutcome() {
    let run = prepared()
    run.entry(":reset")
    #expect(run.take() == "everything is forgotten; the time is 0ms again\n")
    #expect(run.interpreter.virtualTime == 0)
    run.entry(":list")
    #expect(run.take() == "nothing is declared yet\n")
    guard case .quit = run.entry(":quit") else {
      Issue.record("`:quit` should end with .quit")
      return
    }
  }

  @Test func anUnknownCommandSuggestsTheNearestOne() {
    let run = ScriptRun()
    let outcome = run.entry(":lst")
    #expect(ScriptRun.message(outcome) == "there is no meta command ':lst'")
    #expect(outcome.error?.diagnostics.first?.suggestion == "list")
  }
}

/// `:show` keeps its box square when controls hold wide characters.
@Suite struct ViewMockupWidthTests {
  @Test(arguments: ["漢字のラベル", "👍 done", "short", "a much longer label than the others are"])
  func everyLineOfTheBoxTakesTheSameColumns(text: String) throws {
    let run = ScriptRun(trace: .off)
    let script = """
      view card { label title; textField field }
      card.title.text = "\(text)"
      card.field.type("日本語のテキスト入力")
      """
    #expect(run.run(script).isSuccess)
    _ = run.take()
    #expect(run.entry(":show card").isSuccess)
    let lines = run.take().split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    let widths = Set(lines.map(\.terminalColumns))
    #expect(widths.count == 1, "\(lines.joined(separator: "\n"))")
    #expect(lines[1].contains(text) || text.count > 30)
  }
}

@Suite struct LoadTests {
  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aNestedLoadIsResolvedFromTheFolderOfTheScriptLoadingIt() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("lib")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try ":load lib/first.bind\nexpect n == 2".write(
      to: folder.appendingPathComponent("main.bind"), atomically: true, encoding: .utf8)
    try ":load second.bind\nn = 2".write(
      to: inner.appendingPathComponent("first.bind"), atomically: true, encoding: .utf8)
    try "mutable n = 1".write(
      to: inner.appendingPathComponent("second.bind"), atomically: true, encoding: .utf8)
    let run = ScriptRun()
    let outcome = run.entry(":load \(folder.path)/main.bind")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
  }

  @Test func loadEchoesEachStatementBeforeItsTraceUnlessTracingIsOff() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("n.bind").path
    try "mutable n = 1\nn = 2".write(toFile: path, atomically: true, encoding: .utf8)
    let run = ScriptRun()
    run.entry(":load \(path)")
    #expect(run.take() == "› mutable n = 1\n› n = 2\nn = 2\n")
    run.entry("n = 3")
    #expect(run.take() == "n = 3\n", "the echo ends with the load")
    let quiet = ScriptRun(trace: .off)
    quiet.entry(":load \(path)")
    #expect(quiet.take() == "")
  }
}

@Suite struct ShellWordTests {
  @Test(arguments: [("quit", ":quit"), ("exit", ":quit"), ("help", ":help"), ("exit()", ":quit")])
  func wordsOfOtherShellsSuggestTheMetaCommand(entry: String, command: String) {
    let outcome = ScriptRun().entry(entry)
    #expect(outcome.error?.diagnostics.first?.suggestion == command)
    #expect(ScriptRun.message(outcome)?.hasSuffix("meta commands start with ':'") == true)
  }

  @Test func aDeclaredHelpIsAValue() {
    let run = ScriptRun()
    #expect(run.entry("let help = 1\nprint(help)").isSuccess)
  }

  @Test(arguments: [("mutabel n = 1", "mutable"), ("bindabel n = 1", "bindable"), ("lett x = 1", "let")])
  func aMisspeltKeywordSuggestsTheKeyword(entry: String, keyword: String) {
    let outcome = ScriptRun().entry(entry)
    #expect(outcome.error?.diagnostics.count == 1)
    #expect(outcome.error?.diagnostics.first?.suggestion == keyword)
  }

  @Test(arguments: [
    ("var n = 1", "mutable"), ("state n = 1", "mutable"), ("const x = 1", "let"), ("val x = 1", "let"),
  ])
  func anotherLanguagesDeclaringWordSuggestsTheKeyword(entry: String, keyword: String) {
    let outcome = ScriptRun().entry(entry)
    #expect(outcome.error?.diagnostics.count == 1)
    #expect(outcome.error?.diagnostics.first?.suggestion == keyword)
    #expect(ScriptRun.message(outcome)?.contains("does not declare a value here") == true)
  }

  @Test func aValueNamedLikeAnotherLanguagesKeywordIsStillAValue() {
    let run = ScriptRun()
    #expect(run.entry("mutable state = 1\nlet var = state.map { $0 + 1 }\nstate = 2").isSuccess)
  }
}
