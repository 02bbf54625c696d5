import BindScript
import Testing

@Suite struct StreamOperatorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    let printed: [String]

    var testDescription: String { name }
  }

  /// Each script prints, through `=> { print($0) }`, what its stream emits.
  static let cases: [Case] = [
    Case(
      name: "map", script: "mutable n = 1\nn.map { $0 * 10 } => { print($0) }\nn = 2",
      printed: ["10", "20"]),
    Case(
      name: "filter", script: "mutable n = 1\nn.filter { $0 % 2 == 0 } => { print($0) }\nn = 2\nn = 3\nn = 4",
      printed: ["2", "4"]),
    Case(
      name: "compactMap",
      script: "mutable s = \"1\"\ns.compactMap { Int($0) } => { print($0) }\ns = \"x\"\ns = \"7\"",
      printed: ["1", "7"]),
    Case(
      name: "distinctUntilChanged",
      script: "action a(Int)\na.distinctUntilChanged() => { print($0) }\na(1)\na(1)\na(2)\na(2)\na(1)",
      printed: ["1", "2", "1"]),
    Case(
      name: "scan", script: "action a(Int)\na.scan(10) { sum, x in sum + x } => { print($0) }\na(1)\na(2)",
      printed: ["11", "13"]),
    Case(
      name: "scan into an array",
      script: "action a(String)\na.scan([]) { all, x in all + [x] } => { print($0) }\na(\"x\")\na(\"y\")",
      printed: ["[\"x\"]", "[\"x\", \"y\"]"]),
    Case(
      name: "skip and take", script: "of(1, 2, 3, 4, 5).skip(1).take(2) => { print($0) }",
      printed: ["2", "3"]),
    Case(
      name: "startWith", script: "action a(Int)\na.startWith(0) => { print($0) }\na(1)",
      printed: ["0", "1"]),
    Case(
      name: "flatMapLatest",
      script: "action a(Int)\na.flatMapLatest { n in of(n, n * 10) } => { print($0) }\na(1)\na(2)",
      printed: ["1", "10", "2", "20"]),
    Case(
      name: "catch",
      script: "fail(\"boom\").catch { message in just(\"caught \\(message)\") } => { print($0) }",
      printed: ["caught boom"]),
    Case(
      name: "catchAndReturn",
      script: "just(1).flatMapLatest { _ in fail(\"x\") }.catchAndReturn(0) => { print($0) }",
      printed: ["0"]),
    Case(
      name: "withLatestFrom",
      script:
        "action tap\nmutable text = \"a\"\ntap.withLatestFrom(text) => { print($0) }\ntap()\ntext = \"b\"\ntap()",
      printed: ["a", "b"]),
    Case(
      name: "withLatestFrom with a closure",
      script: "action a(Int)\nmutable k = 2\na.withLatestFrom(k) { x, y in x * y } => { print($0) }\na(3)",
      printed: ["6"]),
    Case(
      name: "combineLatest with a closure",
      script: "mutable a = 1\nmutable b = 2\ncombineLatest(a, b) { x, y in x + y } => { print($0) }\na = 10",
      printed: ["3", "12"]),
    Case(
      name: "combineLatest without a closure",
      script: "mutable a = 1\nmutable b = 2\ncombineLatest(a, b) => { print($0) }\nb = 3",
      printed: ["[1, 2]", "[1, 3]"]),
    Case(
      name: "zip",
      script:
        "action a(Int)\naction b(String)\nzip(a, b) { n, s in s + String(n) } => { print($0) }\na(1)\na(2)\nb(\"x\")\nb(\"y\")",
      printed: ["x1", "y2"]),
    Case(
      name: "merge", script: "action a(Int)\naction b(Int)\nmerge(a, b) => { print($0) }\na(1)\nb(2)\na(3)",
      printed: ["1", "2", "3"]),
    Case(
      name: "just and of", script: "just(\"j\") => { print($0) }\nof(1, 2) => { print($0) }",
      printed: ["j", "1", "2"]),
    Case(
      name: "concatMap",
      script:
        "action a(Int)\na.concatMap { n in after(100ms, n * 10) } => { print($0) }\na(1)\na(2)\nadvance 150ms\nprint(\"150ms\")\nadvance 100ms",
      printed: ["10", "150ms", "20"]),
    Case(
      name: "flatMapFirst",
      script:
        "action a(Int)\na.flatMapFirst { n in after(100ms, n) } => { print($0) }\na(1)\na(2)\nadvance 150ms\na(3)\nadvance 150ms",
      printed: ["1", "3"]),
    Case(
      name: "sample",
      script:
        "mutable n = 0\naction tick\nn.sample(tick) => { print($0) }\nn = 1\nn = 2\ntick()\ntick()\nn = 3\ntick()",
      printed: ["2", "3"]),
    Case(
      name: "buffer",
      script:
        "action a(Int)\na.buffer(timeSpan: 1s, count: 2) => { print($0) }\na(1)\na(2)\na(3)\nadvance 1s",
      printed: ["[1, 2]", "[3]"]),
    Case(
      name: "timeout",
      script:
        "action a(Int)\na.timeout(1s).catch { message in just(-1) } => { print($0) }\na(1)\nadvance 900ms\na(2)\nadvance 1s",
      printed: ["1", "2", "-1"]),
    Case(
      name: "take(for:) and skip(for:)",
      script:
        "action a(Int)\na.take(for: 1s) => { print(\"take \\($0)\") }\na.skip(for: 1s) => { print(\"skip \\($0)\") }\na(1)\nadvance 1s\na(2)",
      printed: ["take 1", "skip 2"]),
    Case(
      name: "take(while:) and skip(while:)",
      script:
        "action a(Int)\na.take(while: { $0 < 3 }) => { print(\"take \\($0)\") }\na.skip(while: { $0 < 3 }) => { print(\"skip \\($0)\") }\na(1)\na(5)\na(1)",
      printed: ["take 1", "skip 5", "skip 1"]),
    Case(
      name: "take(until:) and skip(until:)",
      script:
        "action a(Int)\naction stop\na.take(until: stop) => { print(\"take \\($0)\") }\na.skip(until: stop) => { print(\"skip \\($0)\") }\na(1)\nstop()\na(2)",
      printed: ["take 1", "skip 2"]),
    Case(
      name: "takeLast, reduce and element(at:)",
      script:
        "of(1, 2, 3).takeLast(2) => { print(\"last \\($0)\") }\nof(1, 2, 3).reduce(10) { t, x in t + x } => { print(\"total \\($0)\") }\nof(7, 8, 9).element(at: 1) => { print(\"at 1: \\($0)\") }",
      printed: ["last 2", "last 3", "total 16", "at 1: 8"]),
    Case(
      name: "element(at:) past the end fails",
      script: "of(\"a\").element(at: 3).catch { message in just(message) } => { print($0) }",
      printed: ["Argument out of range."]),
    Case(
      name: "ignoreElements",
      script: "of(1, 2).ignoreElements().concat(just(\"done\")) => { print($0) }",
      printed: ["done"]),
    Case(
      name: "concat and amb",
      script:
        "of(1, 2).concat(of(3)) => { print(\"concat \\($0)\") }\naction a(Int)\naction b(Int)\na.amb(b) => { print(\"amb \\($0)\") }\nb(1)\na(2)\nb(3)",
      printed: ["concat 1", "concat 2", "concat 3", "amb 1", "amb 3"]),
    Case(
      name: "retry",
      script:
        "after(100ms, 1).concat(fail(\"x\")).retry(2).catchAndReturn(0) => { print($0) }\nadvance 1s",
      printed: ["1", "1", "0"]),
    Case(
      name: "distinctUntilChanged with a comparer",
      script:
        "action a(String)\na.distinctUntilChanged { x, y in x.count == y.count } => { print($0) }\na(\"hi\")\na(\"ho\")\na(\"hey\")",
      printed: ["hi", "hey"]),
    Case(
      name: "a glitch-free diamond",
      script:
        "mutable n = 1\nlet a = n + 1\nlet b = n * 2\ncombineLatest(a, b) { x, y in \"\\(x) \\(y)\" } => { print($0) }\nn = 5",
      printed: ["2 2", "6 10"]),
  ]

  @Test(arguments: cases)
  func emits(_ testCase: Case) {
    let run = ScriptRun(trace: .off)
    let outcome = run.run(testCase.script)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    #expect(run.output.split(separator: "\n").map(String.init) == testCase.printed)
  }

  @Test func aFailureEndsADerivedValueAndIsRecorded() {
    let run = ScriptRun()
    let outcome = run.run("action go\nlet f = go.flatMapLatest { _ in fail(\"bad\") }\ngo()\ngo()")
    #expect(outcome.isSuccess)
    #expect(run.output == "go()\n└─ f failed: bad\ngo()\n")
  }

  @Test func aFailureReachingABindingIsReported() {
    let run = ScriptRun()
    let outcome = run.run("mutable s = \"\"\nfail(\"boom\") => s")
    #expect(outcome.isSuccess)
    #expect(run.output == "binding to s failed: boom\n")
  }

  @Test(arguments: [
    ("action a(Int)\nlet t = a.take(while: 3)", "'take(while:)' takes a closure"),
    ("action a(Int)\nlet t = a.skip(while: { $0 + 1 })", "must return Bool, but returns Int"),
    ("action a(Int)\nlet t = a.distinctUntilChanged { x, y in x }", "must return Bool, but returns Int"),
    ("action a(Int)\naction b(String)\nlet t = a.amb(b)", "the stream given to 'amb'"),
    ("action a(Int)\nlet t = a.concat(1)", "stream"),
    ("action a(Int)\nlet t = a.element(2)", "'element' is written `element(at: 2)`"),
    ("action a(Int)\nlet t = a.takeLast(\"x\")", "the argument of 'takeLast'"),
    ("action a(Int)\nlet t = a.retry(-1)", "'retry' needs a count of at least 0"),
    ("action a(Int)\nlet t = a.element(at: -1)", "'element' needs an index of at least 0"),
    ("action a(Int)\nlet t = a.ignoreElements { $0 }", "'ignoreElements' takes no closure"),
    ("let endless = fail(\"x\").retry(100000000)", "stopped after 10000 steps"),
  ])
  func newOperatorsReportMisuse(script: String, message: String) {
    let run = ScriptRun(trace: .off)
    let error = run.run(script).error?.rendered() ?? ""
    #expect(error.contains(message), "got: \(error)")
  }

  @Test func aBufferOfNoTimeIsAnErrorNotAnEndlessLoop() {
    let run = ScriptRun(trace: .off)
    let outcome = run.run("action log(String)\nlet batches = log.buffer(timeSpan: 0s, count: 2)")
    #expect(outcome.error?.rendered().contains("'buffer' needs a time span longer than 0ms") == true)
  }
}
