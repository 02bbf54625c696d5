import BindScript
import Testing

/// A `let` of a `marbles(...)` diagram, and every `let` that follows one, keeps every event,
/// equal to the one before or not, as RxSwift does; a `let` of values keeps only changes.
@Suite struct EventKeepingTests {
  /// The values of lane `name` after `script`, each with its time.
  private func values(_ name: String, after script: String) -> [String] {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(script)
    #expect(outcome.isSuccess, "\(ScriptRun.message(outcome) ?? "")")
    let lane = run.interpreter.marbleLanes([name]).first
    return (lane?.marbles ?? []).compactMap { marble in
      guard case .value(let value) = marble.kind else { return nil }
      return "\(value)@\(marble.time)"
    }
  }

  @Test func aMarblesInputKeepsEqualValuesInARow() {
    #expect(
      values("taps", after: "let taps = marbles(\"-a-a|\")\nadvance 1s")
        == ["\"a\"@100", "\"a\"@300"])
  }

  @Test func debounceOfTypingGivesTheSecondAAsRxSwiftDoes() {
    let script = """
      let typing = marbles("-a--------c-a---|")
      let settled = typing.debounce(300ms)
      advance 2s
      expect settled "----a----------a|"
      """
    #expect(values("settled", after: script) == ["\"a\"@400", "\"a\"@1500"])
  }

  @Test func everyLetFollowingAnInputKeepsEveryEvent() {
    let script = """
      let numbers = marbles("-a-b-c|", a: 1, b: 3, c: 4)
      let parity = numbers.map { $0 % 2 }
      let again = parity
      let label = "p\\(parity)"
      advance 1s
      """
    #expect(values("parity", after: script) == ["1@100", "1@300", "0@500"])
    #expect(values("again", after: script) == ["1@100", "1@300", "0@500"])
    #expect(values("label", after: script) == ["\"p1\"@100", "\"p1\"@300", "\"p0\"@500"])
  }

  @Test func aLetOfValuesKeepsOnlyChanges() {
    let script = """
      mutable n = 1
      let parity = n.map { $0 % 2 }
      n = 3
      n = 4
      """
    #expect(values("parity", after: script) == ["1@0", "0@0"])
  }
}
