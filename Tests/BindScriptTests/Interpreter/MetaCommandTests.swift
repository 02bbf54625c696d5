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
        "Topics (`:help TOPIC`): declarations, bindings, operators, controls, time, expect, meta, play."
      ))
    for topic in ["declarations", "bindings", "operators", "controls", "time", "expect", "meta", "play"] {
      #expect(run.entry(":help \(topic)").isSuccess)
      #expect(run.take().count > 200, "help for \(topic)")
    }
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
