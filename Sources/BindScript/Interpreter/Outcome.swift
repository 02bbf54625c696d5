/// How running a script or a REPL entry ended.
public enum Outcome: Sendable {
  /// Every statement ran and every `expect` held.
  case completed
  /// The entry ends inside an open `(`, `[`, `{` or string: the REPL asks for more lines.
  /// ``Interpreter/run(_:)`` never returns it: there, an unfinished script is an error.
  case incomplete
  /// A statement had an error; it changed nothing, and what followed it did not run.
  case failed(ScriptError)
  /// An `expect` did not hold; what followed it did not run.
  case expectationFailed(ScriptError)
  /// `:quit` was entered.
  case quit

  /// `true` for ``completed``.
  public var isSuccess: Bool {
    if case .completed = self { return true }
    return false
  }

  /// The error, for ``failed(_:)`` and ``expectationFailed(_:)``.
  public var error: ScriptError? {
    switch self {
    case .failed(let error), .expectationFailed(let error): return error
    default: return nil
    }
  }
}

/// The diagnostics that stopped a script, with the source they point into.
public struct ScriptError: Error, Sendable {
  /// What went wrong; syntax errors may be several, other errors one.
  public var diagnostics: [Diagnostic]
  /// The script the diagnostics' ranges refer to.
  public var source: SourceFile

  /// Creates an error.
  public init(diagnostics: [Diagnostic], source: SourceFile) {
    self.diagnostics = diagnostics
    self.source = source
  }

  /// How many diagnostics ``rendered(usesColor:)`` shows; the rest are counted.
  public static let shownLimit = 20

  /// The diagnostics rendered with their source lines and carets: the first
  /// ``shownLimit``, then how many more there are (`... and 8,099 more errors`).
  public func rendered(usesColor: Bool = false) -> String {
    let renderer = DiagnosticRenderer(usesColor: usesColor)
    let shown = diagnostics.prefix(Self.shownLimit).map { renderer.render($0, in: source) }.joined()
    return shown + Self.moreErrors(diagnostics.count - Self.shownLimit)
  }

  /// Each diagnostic rendered with its source line and caret, for a caller that limits how
  /// many it shows across several errors (the shell reading a pipe).
  public func renderedEach(usesColor: Bool = false) -> [String] {
    let renderer = DiagnosticRenderer(usesColor: usesColor)
    return diagnostics.map { renderer.render($0, in: source) }
  }

  /// `... and 8,099 more errors` and a line break, or nothing for no more.
  public static func moreErrors(_ count: Int) -> String {
    guard count > 0 else { return "" }
    return "... and \(count.withDigitGroups) more error\(count == 1 ? "" : "s")\n"
  }
}
