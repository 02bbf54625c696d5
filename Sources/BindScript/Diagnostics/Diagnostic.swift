/// A problem found in a script, as data: what, where, how bad, and what might fix it.
///
/// Diagnostics are rendered separately (see ``DiagnosticRenderer``) with the source line
/// and a caret under the range.
public struct Diagnostic: Sendable, Equatable, Error {
  /// How bad a diagnostic is.
  public enum Severity: String, Sendable, Equatable {
    /// The statement cannot run.
    case error
    /// Suspicious, but runs.
    case warning
    /// Extra information attached to another diagnostic.
    case note
  }

  /// How bad it is.
  public var severity: Severity
  /// One sentence a newcomer understands: what is wrong, in the script's terms.
  public var message: String
  /// Where.
  public var range: SourceRange
  /// Further hints, each possibly elsewhere in the source.
  public var notes: [Note]
  /// A suggested replacement for the text in `range`, when one is likely (a misspelt name).
  public var suggestion: String?

  /// A hint attached to a diagnostic.
  public struct Note: Sendable, Equatable {
    /// The hint.
    public var message: String
    /// Where it points, if anywhere.
    public var range: SourceRange?

    /// Creates a note.
    public init(_ message: String, range: SourceRange? = nil) {
      self.message = message
      self.range = range
    }
  }

  /// Creates a diagnostic.
  public init(
    _ message: String, at range: SourceRange, severity: Severity = .error, notes: [Note] = [],
    suggestion: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.suggestion = suggestion
  }
}
