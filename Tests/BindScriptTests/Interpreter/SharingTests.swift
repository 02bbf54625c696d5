import BindScript
import Testing

/// `cold` streams, `publish`, `refCount`, `share` and `connect`: how many subscriptions a
/// stream has, as the trace and the marble lanes show them.
@Suite struct SharingTests {
  static let ticks = "cold ticks = marbles(\"-a-b-c|\", a: 1, b: 2, c: 3)\n"

  /// Runs `script` after the `ticks` declaration, then `:marbles NAMES`; the lanes printed.
  static func lanes(_ script: String, _ names: String = "") throws -> [String] {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(ticks + script)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    _ = run.take()
    #expect(run.entry(":marbles \(names)").isSuccess)
    return run.take().split(separator: "\n").map(String.init)
  }

  @Test func eachSubscriberOfAColdStreamHasASubscriptionAndALaneOfItsOwn() throws {
    let lanes = try Self.lanes(
      """
      let doubled = ticks.map { $0 * 2 }
      advance 200ms
      let tripled = ticks.map { $0 * 3 }
      advance 1s
      """)
    #expect(
      lanes == [
        "ticks sub 1  -1-2-3|",
        "ticks sub 2    -1-2-3|",
        "doubled      -2-4-6|",
        "tripled      ---3-6-9|",
      ])
  }

  @Test func theTraceSaysWhenEachSubscriptionIsMade() {
    let run = ScriptRun()
    #expect(run.run(Self.ticks + "let a = ticks.map { $0 }\nlet b = ticks.map { $0 }").isSuccess)
    let output = run.take()
    #expect(output.contains("ticks sub 1 subscribed"))
    #expect(output.contains("ticks sub 2 subscribed"))
    run.entry("advance 100ms")
    let trace = run.take()
    #expect(trace.contains("ticks sub 1 = 1 (at 100ms)\n└─ a = 1"))
    #expect(trace.contains("ticks sub 2 = 1 (at 100ms)\n└─ b = 1"))
  }

  @Test func publishAndRefCountMakeOneSubscriptionForTwoSubscribers() throws {
    let lanes = try Self.lanes(
      """
      cold shared = ticks.publish().refCount()
      let first = shared.map { $0 * 10 }
      advance 200ms
      let second = shared.map { $0 * 100 }
      advance 1s
      """)
    #expect(lanes.filter { $0.hasPrefix("ticks sub") } == ["ticks sub 1   -1-2-3|"])
    #expect(lanes.contains("shared sub 2    -2-3|"), "the later subscriber joins the one run")
    #expect(lanes.contains("second        ---d-e|  d=200 e=300"))
  }

  @Test func shareMakesOneSubscriptionForTwoSubscribers() throws {
    let lanes = try Self.lanes(
      """
      cold shared = ticks.share()
      let first = shared.map { $0 * 10 }
      let second = shared.map { $0 * 100 }
      advance 1s
      """, "ticks first second")
    #expect(
      lanes == [
        "ticks sub 1  -1-2-3|",
        "first        -a-b-c|  a=10 b=20 c=30",
        "second       -d-e-f|  d=100 e=200 f=300",
      ])
  }

  @Test func aPublishedStreamSubscribesOnlyWhenConnected() throws {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.ticks + "let hot = ticks.publish()\nlet tens = hot.map { $0 * 10 }").isSuccess)
    run.entry("advance 300ms")
    run.entry(":marbles ticks tens")
    #expect(run.take() == "ticks  ----\ntens   ----\n", "nothing subscribed to ticks, nothing flowed")
    #expect(run.entry("hot.connect()").isSuccess)
    run.entry("advance 1s")
    _ = run.take()
    run.entry(":marbles ticks tens")
    #expect(run.take() == "ticks sub 1     -1-2-3|\ntens         ----a-b-c|  a=10 b=20 c=30\n")
  }

  @Test(arguments: [
    (
      "let n = marbles(\"-a|\", a: 1)\nn.connect()",
      "'connect()' needs a stream declared with `.publish()`, and 'n' is not one", 2, 1
    ),
    (
      "let n = marbles(\"-a|\", a: 1)\nn.publish().connect()",
      "connect a published stream by its name", 2, 1
    ),
    (
      "let n = marbles(\"-a|\", a: 1)\nlet r = n.refCount()",
      "'refCount()' needs a published stream, and 'n' is not one", 2, 9
    ),
    (
      "let n = marbles(\"-a|\", a: 1)\nlet p = n.publish(1)",
      "'publish' takes no arguments: write `.publish()`", 2, 19
    ),
    ("cold x = 3", "a 'cold' declaration needs a stream, as in `cold ticks = marbles(\"-1-2|\")`", 1, 10),
    (
      "cold t = marbles(\"-a|\", a: 1)\nprint(t + 1)",
      "'t' is cold: each subscriber runs it on its own, so it has no value of its own", 2, 7
    ),
  ])
  func misuseIsAnErrorAtItsPlace(script: String, message: String, line: Int, column: Int) {
    let outcome = ScriptRun(trace: .off).run(script)
    guard case .failed(let error) = outcome, let diagnostic = error.diagnostics.first else {
      Issue.record("expected an error, got \(outcome)")
      return
    }
    #expect(diagnostic.message == message)
    #expect(diagnostic.range.start.line == line)
    #expect(diagnostic.range.start.column == column)
  }
}

extension SharingTests {
  @Test func listSaysAColdStreamIsColdAndHowOftenItWasSubscribed() {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.ticks + "let a = ticks.map { $0 }\nlet b = ticks.map { $0 }").isSuccess)
    _ = run.take()
    run.entry(":list")
    let line = run.take().split(separator: "\n").first { $0.hasPrefix("ticks") }
    #expect(line?.contains("cold") == true)
    #expect(line?.hasSuffix("(2 subscriptions)") == true, "\(line ?? "")")
  }

  @Test func helpSharingExplainsColdAndThePublishOperators() {
    let run = ScriptRun()
    #expect(run.entry(":help sharing").isSuccess)
    let text = run.take()
    for word in ["cold ticks", "ticks sub 1", "share()", "publish().refCount()", "hot.connect()", "groupBy"] {
      #expect(text.contains(word), "\(word)")
    }
    #expect(run.entry(":help cold").isSuccess)
    #expect(run.take() == text)
  }
}

extension SharingTests {
  @Test func refCountUnsubscribesWhenItsLastSubscriberLeavesAndTheLanesStopThere() {
    let run = ScriptRun()
    let script = """
      cold ticks = marbles("-a-b-c-d|", a: 1, b: 2, c: 3, d: 4)
      cold shared = ticks.share()
      binding one { shared => { print($0) } }
      binding two { shared => { print($0) } }
      advance 200ms
      """
    #expect(run.run(script).isSuccess)
    _ = run.take()
    run.entry("dispose one")
    #expect(run.take() == "shared sub 1 unsubscribed\n", "ticks stays subscribed for two")
    run.entry("advance 200ms")
    _ = run.take()
    run.entry("dispose two")
    #expect(run.take() == "shared sub 2 unsubscribed\nticks sub 1 unsubscribed\n")
    run.entry("advance 1s")
    _ = run.take()
    run.entry(":marbles")
    #expect(
      run.take() == """
        ticks sub 1   -1-2-
        shared sub 1  -1-
        shared sub 2  -1-2-

        """)
  }
}

extension SharingTests {
  @Test func theGraphDrawsAColdStreamAsAKindOfItsOwn() {
    let run = ScriptRun(trace: .off)
    #expect(run.run(Self.ticks + "let a = ticks.map { $0 }").isSuccess)
    let graph = run.interpreter.graphSnapshot()
    #expect(graph.nodes.first { $0.id == "ticks" }?.kind == .cold)
    #expect(graph.nodes.first { $0.id == "a" }?.kind == .derived)
    let svg = run.interpreter.graphSVG()
    #expect(svg.contains("data-node=\"ticks\" data-kind=\"cold\"") || svg.contains("data-kind=\"cold\""))
  }
}
