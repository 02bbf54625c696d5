import Testing

@testable import BindScript

@Suite struct PlayRunTests {
  static let text = """
    advance 200ms
    let clicks = marbles("-a--b|", a: 1, b: 2)
    let total = clicks.scan(0) { s, n in s + n }
    advance 1s
    expect total == 3
    expect total == 4
    let later = total.map { $0 * 10 }

    """

  @Test func aRunGoesPastAFailingExpectAndRecordsEachCheck() throws {
    let interpreter = Interpreter { _ in }
    let run = interpreter.play(try PlayScript(name: "p.bind", text: Self.text))
    #expect(run.starts == ["clicks": 200])
    #expect(run.checks.map(\.line) == [5, 6])
    #expect(run.checks.map(\.passed) == [true, false])
    #expect(run.failures == 1)
    #expect(interpreter.marbleLanes(["later"]).first?.marbles.isEmpty == false)
  }

  @Test func aRerunAfterAnEditIsWhatAFreshInterpreterDrawsForTheEditedText() throws {
    var script = try PlayScript(name: "p.bind", text: Self.text)
    let interpreter = Interpreter { _ in }
    #expect(interpreter.play(script).checks.count == 2)
    try script.apply(MarbleEdit(lane: "clicks", diagram: "--(ab)-a|"))
    let run = interpreter.play(script)
    #expect(run.checks.map(\.passed) == [false, true])
    let fresh = Interpreter { _ in }
    #expect(fresh.run(SourceFile(name: "fresh.bind", text: script.text)).isSuccess == false)
    #expect(interpreter.marbleLanes(["clicks", "total"]) == fresh.marbleLanes(["clicks", "total"]))
    let times = interpreter.marbleLanes(["total"]).first?.marbles.map(\.time)
    #expect(times == [400, 400, 600, 700])
    #expect(interpreter.virtualTime == fresh.virtualTime)
  }
}
