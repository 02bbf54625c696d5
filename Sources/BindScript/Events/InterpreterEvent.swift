/// Something that happened in an ``Interpreter``, as a value: what the terminal, the
/// pictures and the live view all draw from.
///
/// For each statement the interpreter reports, in this order: ``statementStarted(_:)``;
/// then, when they happened, ``graphChanged(_:)``, ``marbles(_:)`` and
/// ``timeAdvanced(from:to:)``; last ``statementFinished(_:)``. `:reset` reports ``reset``
/// before its statement finishes; `:load` reports the statements of the file it runs inside
/// its own.
///
/// ```swift
/// let interpreter = Interpreter { print($0, terminator: "") }
/// let observation = interpreter.observe { event in
///   if case .statementFinished(let report) = event { print(report.trace.changedNodes) }
/// }
/// ```
public enum InterpreterEvent: Sendable {
  /// A statement is about to run.
  case statementStarted(StatementInfo)
  /// A statement ran (or failed): its outcome and its trace.
  case statementFinished(StatementReport)
  /// Nodes or edges of the dependency graph came or went.
  case graphChanged(GraphChange)
  /// Cells took new values, completed or failed, in the order they did.
  case marbles([MarbleEvent])
  /// The virtual clock moved, in milliseconds.
  case timeAdvanced(from: Int, to: Int)
  /// Everything was forgotten (`:reset`): no nodes, no lanes, the time is 0 again.
  case reset
}
