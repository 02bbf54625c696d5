// Temporary until the parser branch is merged.
enum Parser {
  static func parse(_ source: SourceFile) -> ParseResult {
    ParseResult(statements: [], diagnostics: [], isIncomplete: false)
  }
}
