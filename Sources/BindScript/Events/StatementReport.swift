/// What one statement did: how it ended and the changes it set off.
public struct StatementReport: Sendable {
  /// How a statement ended.
  public enum Result: Sendable {
    /// It ran to its end.
    case completed
    /// It had an error and changed nothing; the error points into the statement's source.
    case failed(ScriptError)
    /// An `expect` did not hold.
    case expectationFailed(ScriptError)
    /// It was `:quit`.
    case quit

    /// The error, for ``failed(_:)`` and ``expectationFailed(_:)``.
    public var error: ScriptError? {
      switch self {
      case .failed(let error), .expectationFailed(let error): return error
      default: return nil
      }
    }
  }

  /// The statement.
  public let statement: StatementInfo
  /// How it ended.
  public let result: Result
  /// The changes it set off, as a tree.
  public let trace: Trace
  /// What the statement printed itself (`print`, meta commands), in order.
  public let printed: String
  /// The virtual time when it started and when it ended, in milliseconds.
  public let startTime: Int, endTime: Int
  /// The dependency graph after the statement: the one snapshot the interpreter takes of it
  /// a statement, from which it found the ``InterpreterEvent/graphChanged(_:)`` it reported.
  ///
  /// A statement that changed no node or edge shares the snapshot of the one before. Keep it
  /// only while it is the graph now: reports kept for a whole run (as ``ScriptReport`` keeps
  /// them) drop it, see ``droppingGraph()``.
  public let graph: GraphSnapshot

  /// This report without its graph, to keep: a run that grows the graph a node at a time
  /// would otherwise keep as many graphs as statements.
  func droppingGraph() -> StatementReport {
    StatementReport(
      statement: statement, result: result, trace: trace, printed: printed, startTime: startTime,
      endTime: endTime, graph: GraphSnapshot())
  }
}

extension StatementReport.Result {
  init(_ outcome: Outcome) {
    switch outcome {
    case .completed, .incomplete: self = .completed
    case .failed(let error): self = .failed(error)
    case .expectationFailed(let error): self = .expectationFailed(error)
    case .quit: self = .quit
    }
  }
}
