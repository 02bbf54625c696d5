extension Interpreter {
  /// A script parsed into its top-level statements, to run one at a time (as
  /// `bind present` does).
  ///
  /// ```swift
  /// let script = try Interpreter.Script.parse(SourceFile(name: "demo.bind", text: text)).get()
  /// for step in script.steps { print(step.text); _ = interpreter.run(step, of: script) }
  /// ```
  public struct Script: Sendable {
    /// One top-level statement and the text it was parsed from.
    public struct Step: Sendable {
      /// The statement.
      public let statement: Statement
      /// Its source text, as written.
      public let text: String
      /// The `#` comment written just above it, without the `#`s, or `nil`: what the
      /// script's author says about it.
      public let comment: String?
    }

    /// The script's source.
    public let source: SourceFile
    /// Its statements, in order.
    public let steps: [Step]

    /// Parses a whole script; syntax errors, or a script that ends inside an open bracket or
    /// string, fail it before anything runs.
    public static func parse(_ source: SourceFile) -> Result<Script, ScriptError> {
      parseStatements(source).map { statements in
        let steps = statements.map { statement in
          Step(
            statement: statement, text: source.text(of: statement.range),
            comment: source.leadingComment(above: statement.range.start.line))
        }
        return Script(source: source, steps: steps)
      }
    }

    /// Parses a whole script into its statements alone, as ``parse(_:)`` does, without the
    /// text and comment of each step.
    static func parseStatements(_ source: SourceFile) -> Result<[Statement], ScriptError> {
      let parsed = Parser.parse(source, allowsContinuation: false)
      if let error = error(in: parsed, of: source) { return .failure(error) }
      return .success(parsed.statements)
    }

    /// The syntax errors of a whole script, or `nil` when it has none, found as ``parse(_:)``
    /// finds them but without keeping any statement: what running a file checks before its
    /// first statement runs.
    static func syntaxError(in source: SourceFile) -> ScriptError? {
      error(in: Parser.parse(source, allowsContinuation: false) { _ in true }, of: source)
    }

    /// What fails a parsed script: its syntax errors, or an end inside an open bracket or
    /// string.
    private static func error(in parsed: ParseResult, of source: SourceFile) -> ScriptError? {
      if !parsed.diagnostics.isEmpty {
        return ScriptError(diagnostics: parsed.diagnostics, source: source)
      }
      guard parsed.isIncomplete else { return nil }
      let end = Interpreter.endLocation(of: source)
      let diagnostic = Diagnostic(
        "the script ends inside an open bracket or string", at: SourceRange(start: end, end: end))
      return ScriptError(diagnostics: [diagnostic], source: source)
    }
  }

  /// Runs one statement of `script`, as ``run(_:)`` would in its turn.
  public func run(_ step: Script.Step, of script: Script) -> Outcome {
    run([step.statement], in: script.source)
  }
}
