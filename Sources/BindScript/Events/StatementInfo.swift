/// A statement as the interpreter is about to run it: its text and where it stands.
public struct StatementInfo: Sendable, Hashable {
  /// The statement's text as written (several lines for a block).
  public let text: String
  /// The name of the script or `<repl>`.
  public let file: String
  /// Where the statement starts.
  public let location: SourceLocation
  /// The `#` comment written just above it, without the `#`s
  /// (``SourceFile/leadingComment(above:)``), or `nil`.
  public let comment: String?

  /// Creates the description of a statement.
  public init(text: String, file: String, location: SourceLocation, comment: String? = nil) {
    self.text = text
    self.file = file
    self.location = location
    self.comment = comment
  }

  /// The echo printed before the statement runs: `› text`, later lines indented.
  public var echo: String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return "› " + lines.joined(separator: "\n  ") + "\n"
  }
}
