import BindScript

/// Runs scripts in tests and collects what they print.
final class ScriptRun {
  private(set) var output = ""
  let interpreter: Interpreter

  init(trace: TraceMode = .changes, echo: Bool = false, stepLimit: Int = 10_000) {
    weak var collected: ScriptRun?
    interpreter = Interpreter(
      options: Interpreter.Options(trace: trace, echo: echo, stepLimit: stepLimit),
      output: { collected?.output += $0 })
    collected = self
  }

  /// Runs `text` as a whole script.
  @discardableResult
  func run(_ text: String, name: String = "test.bind") -> Outcome {
    interpreter.run(SourceFile(name: name, text: text))
  }

  /// Runs `text` as one REPL entry.
  @discardableResult
  func entry(_ text: String) -> Outcome {
    interpreter.execute(SourceFile(name: "<repl>", text: text))
  }

  /// The output since the last call, which it clears.
  func take() -> String {
    defer { output = "" }
    return output
  }

  /// The rendered error of `outcome`, or `nil`.
  static func message(_ outcome: Outcome) -> String? {
    outcome.error?.diagnostics.first?.message
  }
}
