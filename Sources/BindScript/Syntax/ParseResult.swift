/// What parsing a script produced: the statements it could read, the problems it found,
/// and whether the input simply stopped early.
public struct ParseResult: Sendable {
  /// The statements parsed, in order, including those after a recovered error.
  public var statements: [Statement]
  /// Syntax errors, in source order.
  public var diagnostics: [Diagnostic]
  /// `true` when the input ended inside an open `(`, `[`, `{` or string, or right after an
  /// operator, `=`, `=>`, `<=>`, `in` or `else`: the REPL asks for more lines instead of
  /// reporting an error (unless ``diagnostics`` holds errors from earlier lines).
  public var isIncomplete: Bool

  /// Creates a result.
  public init(statements: [Statement], diagnostics: [Diagnostic], isIncomplete: Bool) {
    self.statements = statements
    self.diagnostics = diagnostics
    self.isIncomplete = isIncomplete
  }
}
