extension Interpreter {
  /// Runs a meta command (`:help`, `:trace off`...).
  func runMeta(_ command: String, _ arguments: [String], range: SourceRange, in source: SourceFile)
    -> Outcome
  {
    switch command {
    case "quit", "q": return .quit
    case "reset":
      reset()
      output("everything is forgotten; time is 0ms again\n")
      return .completed
    case "trace":
      guard arguments.count == 1, let mode = TraceMode(rawValue: arguments[0]) else {
        return metaError("usage: :trace off|changes|full", range, source)
      }
      traceMode = mode
      return .completed
    default:
      return metaError(
        "there is no meta command ':\(command)'", range, source,
        suggestion: NearestName.find(
          command, in: ["help", "list", "graph", "show", "marbles", "trace", "load", "save", "reset", "quit"])
      )
    }
  }

  func metaError(
    _ message: String, _ range: SourceRange, _ source: SourceFile, suggestion: String? = nil
  ) -> Outcome {
    .failed(
      ScriptError(
        diagnostics: [Diagnostic(message, at: range, suggestion: suggestion)], source: source))
  }
}
