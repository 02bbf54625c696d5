import BindScript
import Testing

@Suite struct TraceTests {
  static let login = """
    mutable username = ""
    mutable password = ""
    let canLogin = combineLatest(username, password) { u, p in !u.isEmpty && p.count >= 4 }
    view login { textField user; textField pass; button submit }
    binding screen {
      username <=> login.user.text ?? ""
      password <=> login.pass.text ?? ""
      canLogin => login.submit.isEnabled
    }

    """

  @Test func aUserChangeShowsWhatItSetOffAsATree() {
    let run = ScriptRun()
    #expect(run.run(Self.login).isSuccess)
    _ = run.take()
    run.entry("login.user.text = \"alice\"")
    #expect(
      run.take() == """
        login.user.text = "alice"
        └─ username = "alice"
           └─ canLogin = false (unchanged, not delivered)

        """)
    run.entry("login.pass.text = \"secret\"")
    #expect(
      run.take() == """
        login.pass.text = "secret"
        └─ password = "secret"
           └─ canLogin = true
              └─ login.submit.isEnabled = true

        """)
  }

  @Test func siblingsAreDrawnWithBranches() {
    let run = ScriptRun()
    #expect(
      run.run(
        """
        mutable n = 1
        let a = n + 1
        let b = a * 2
        let c = n * 10
        """
      ).isSuccess)
    _ = run.take()
    run.entry("n = 2")
    #expect(
      run.take() == """
        n = 2
        ├─ a = 3
        │  └─ b = 6
        └─ c = 20

        """)
  }

  @Test func eachActOfAStatementStartsItsOwnTree() {
    let run = ScriptRun()
    #expect(run.run("mutable name = \"\"\nview v { textField f }\nname <=> v.f.text ?? \"\"").isSuccess)
    _ = run.take()
    run.entry("v.f.type(\"ab\")")
    #expect(
      run.take() == """
        v.f.text = "a"
        └─ name = "a"
        v.f.text = "ab"
        └─ name = "ab"

        """)
  }

  @Test func changesSetOffByTimersShowTheirTime() {
    let run = ScriptRun()
    #expect(run.run("action a(Int)\nlet d = a.delay(100ms)\nlet e = d.map { $0 + 1 }\na(1)").isSuccess)
    _ = run.take()
    run.entry("advance 200ms")
    #expect(run.take() == "d = 1 (at 100ms)\n└─ e = 2\n")
  }

  @Test func tracingOffPrintsNothing() {
    let run = ScriptRun()
    #expect(run.run(Self.login + ":trace off\nlogin.user.text = \"a\"").isSuccess)
    _ = run.take()
    run.entry("login.pass.text = \"abcd\"")
    #expect(run.take() == "")
    #expect(run.interpreter.traceMode == .off)
  }

  @Test func fullTracingShowsWhatClosuresReceive() {
    let run = ScriptRun(trace: .full)
    #expect(run.run("mutable n = 1\nlet a = n.map { $0 + 1 }\nn => { v in print(v) }").isSuccess)
    _ = run.take()
    run.entry("n = 2")
    #expect(
      run.take() == """
        2
        n = 2
        ├─ map closure at 2:15 ← 2
        │  └─ a = 3
        └─ closure at 3:6 ← 2

        """)
  }

  @Test func echoShowsEachStatementBeforeItsTree() {
    let run = ScriptRun(echo: true)
    #expect(run.run("mutable n = 1\nlet d = n * 2\nn = 5").isSuccess)
    #expect(
      run.output == """
        › mutable n = 1
        › let d = n * 2
        d = 2
        › n = 5
        n = 5
        └─ d = 10

        """)
  }

  @Test func publishedSubscribersSeeTheOldStoredValue() {
    let run = ScriptRun()
    #expect(
      run.run(
        """
        published score = 0
        score => { new in print("new \\(new), stored \\(score)") }
        score = 5
        print(score)
        """
      ).isSuccess)
    #expect(run.output == "new 0, stored 0\nnew 5, stored 0\nscore = 5\n5\n")
  }

  @Test func observedSubscribersAreToldOnceAfterTheStatementWithTheStoredValue() {
    let run = ScriptRun()
    #expect(
      run.run(
        """
        observed score = 0
        score => { new in print("told \\(new), stored \\(score)") }
        for n in [1, 2, 3] { score = n }
        score = 3
        print(score)
        """
      ).isSuccess)
    #expect(run.output == "told 0, stored 0\ntold 3, stored 3\nscore = 3\n3\n")
  }

  @Test func observedChangesMadeByATimerAreToldAfterThatTimer() {
    let run = ScriptRun(trace: .off)
    #expect(
      run.run(
        """
        observed score = 0
        mutable told: [Int] = []
        score => { told = told + [$0] }
        let first = after(100ms, 1)
        let second = after(200ms, 2)
        first => { score = $0; score = $0 * 10 }
        second => score
        advance 100ms
        expect told == [0, 10]
        advance 100ms
        expect told == [0, 10, 2]
        """
      ).isSuccess)
  }

  @Test func aLetFollowingPublishedStateUsesTheNewValue() {
    let run = ScriptRun(trace: .off)
    #expect(
      run.run(
        """
        published score = 1
        let doubled = score * 2
        score = 4
        expect doubled == 8
        """
      ).isSuccess)
  }
}
