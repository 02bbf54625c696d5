import BindScript
import Testing

/// A `let` is one node: it runs its last `map`, `filter` or `compactMap` itself, records each
/// value, drops repeats and delivers to its followers, replaying the latest value and the end.
@Suite struct DerivedValueTests {
  @Test func eachStageGivesItsValues() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(
      """
      mutable a = 1
      let doubled = a.map { $0 * 2 }
      let even = a.filter { $0 % 2 == 0 }
      let parsed = a.compactMap { $0 > 2 ? $0 * 10 : nil }
      doubled => { print("doubled \\($0)") }
      even => { print("even \\($0)") }
      parsed => { print("parsed \\($0)") }
      a = 2
      a = 3
      expect doubled == 6
      expect even == 2
      expect parsed == 30
      """)
    #expect(outcome.isSuccess)
    #expect(run.take() == "doubled 2\ndoubled 4\neven 2\ndoubled 6\nparsed 30\n")
  }

  @Test func aRepeatIsRecordedButNotDelivered() {
    let run = ScriptRun()
    #expect(
      run.run(
        """
        mutable a = 1
        let parity = a.map { $0 % 2 }
        let label = parity.map { p in
          print("label ran")
          p == 0 ? "even" : "odd"
        }
        """
      ).isSuccess)
    _ = run.take()
    run.entry("a = 3")
    #expect(
      run.take() == """
        a = 3
        └─ parity = 1 (unchanged, not delivered)

        """)
    run.entry("a = 4")
    #expect(
      run.take() == """
        label ran
        a = 4
        └─ parity = 0
           └─ label = "even"

        """)
  }

  @Test func aLaterFollowerGetsTheLatestValueThenTheEnd() {
    let run = ScriptRun()
    let outcome = run.run(
      """
      let once = after(100ms, 4).map { $0 * 3 }
      advance 200ms
      once => { print("got \\($0)") }
      expect once == 12
      """)
    #expect(outcome.isSuccess)
    let output = run.take()
    #expect(output.contains("once = 12 (at 100ms)\nonce completed (at 100ms)"))
    #expect(output.contains("got 12"))
  }

  /// A `combineLatest` of a derived value waits for everything the value follows.
  ///
  /// `u` follows `t`, which follows two `combineLatest`s, and `a` directly: it must wait for
  /// `t`, so its rank must count what `t` follows. Consistent inputs always give 0.
  @Test func aFollowerOfADerivedValueStaysGlitchFree() {
    let run = ScriptRun()
    let outcome = run.run(
      """
      mutable a = 1
      let t = combineLatest(combineLatest(a, a) { $0 + $1 }, a) { $0 + $1 }.map { $0 }
      let u = combineLatest(t, a) { $0 - 3 * $1 }
      a = 2
      a = 5
      expect u == 0
      """)
    #expect(outcome.isSuccess)
    #expect(
      run.take() == """
        t = 3
        u = 0
        a = 2
        └─ t = 6
           └─ u = 0 (unchanged, not delivered)
        a = 5
        └─ t = 15
           └─ u = 0 (unchanged, not delivered)

        """)
  }
}
