/// What running a played script from the start gave: when each literal's stream began, and
/// how each `expect` (and each failing statement) came out.
public struct PlayRun: Sendable, Equatable {
  /// One `expect`, or a statement that failed.
  public struct Check: Sendable, Equatable {
    /// The line it starts on.
    public let line: Int
    /// Its text, as written.
    public let text: String
    /// Whether it held (an `expect`) or ran (any other statement).
    public let passed: Bool
    /// Why not, when it failed.
    public let message: String?
  }

  /// The virtual time, in milliseconds, at which each playable literal's `let` ran: its
  /// frame 0.
  public var starts: [String: Int] = [:]
  /// Every `expect` in script order, and every statement that failed.
  public var checks: [Check] = []

  /// An empty run: nothing ran yet.
  public init() {}

  /// How many checks failed.
  public var failures: Int { checks.count { !$0.passed } }
}

extension Interpreter {
  /// Forgets everything (as ``reset()``), then runs `script` from the start, going on past
  /// an `expect` that does not hold or a statement that fails, so that the whole picture is
  /// drawn; virtual time makes every run of one text the same.
  public func play(_ script: PlayScript) -> PlayRun {
    reset()
    var run = PlayRun()
    guard case .success(let parsed) = Script.parse(script.source) else { return run }
    for step in parsed.steps {
      if case .letDeclaration(let name, _) = step.statement.kind, script.literal(name.text) != nil {
        run.starts[name.text] = virtualTime
      }
      let outcome = self.run(step, of: parsed)
      let line = step.statement.range.start.line
      switch outcome {
      case .completed:
        if step.statement.isExpectation {
          run.checks.append(.init(line: line, text: step.text, passed: true, message: nil))
        }
      case .failed(let error), .expectationFailed(let error):
        let message = error.diagnostics.first?.message ?? "failed"
        run.checks.append(.init(line: line, text: step.text, passed: false, message: message))
      case .quit:
        return run
      case .incomplete:
        continue
      }
    }
    return run
  }
}

extension Statement {
  /// Whether this is an `expect`.
  var isExpectation: Bool {
    switch kind {
    case .expect, .expectMarbles: return true
    default: return false
    }
  }
}
