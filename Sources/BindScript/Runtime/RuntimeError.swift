/// A problem found while a statement runs (division by zero, an index out of range, a value
/// not there yet, too many steps): it stops the statement and becomes a ``Diagnostic``.
struct RuntimeError: Error {
  var message: String
  var range: SourceRange
  var notes: [Diagnostic.Note] = []
  /// `true` for a failed `expect`, as opposed to an error.
  var isExpectation = false

  init(
    _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
    isExpectation: Bool = false
  ) {
    self.message = message
    self.range = range
    self.notes = notes
    self.isExpectation = isExpectation
  }

  var diagnostic: Diagnostic { Diagnostic(message, at: range, notes: notes) }
}

/// The error of a stream made with `fail("message")`, which `catch` hands to its closure as
/// the message.
struct ScriptFailure: Error, CustomStringConvertible {
  let message: String

  var description: String { message }

  /// The message of any error a stream may end with.
  static func message(of error: any Error) -> String {
    (error as? ScriptFailure)?.message ?? String(describing: error)
  }
}
