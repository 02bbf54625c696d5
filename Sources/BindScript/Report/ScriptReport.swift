import Binding

/// Records what an interpreter runs, for a handout: ``html(title:outcome:)`` then writes one
/// self-contained HTML page with each statement, what it printed, its trace tree and its
/// error, and at the end the dependency graph, the marble lanes and the views.
///
/// ```swift
/// let interpreter = Interpreter(options: .init(trace: .changes)) { _ in }
/// let report = ScriptReport(recording: interpreter)
/// let outcome = interpreter.run(SourceFile(name: "login.bind", text: script))
/// try report.html(title: "login.bind", outcome: outcome).write(toFile: "login.html", ...)
/// ```
///
/// The page makes no request of its own: its style and pictures are inline, it has no
/// scripts, and it names no font or address outside itself.
public final class ScriptReport {
  private let interpreter: Interpreter
  private var statements: [StatementReport] = []
  private var observation: Disposable?

  /// Starts recording the statements `interpreter` runs from now on.
  public init(recording interpreter: Interpreter) {
    self.interpreter = interpreter
    observation = interpreter.observe { [weak self] event in
      if case .statementFinished(let report) = event { self?.statements.append(report) }
    }
  }

  deinit { observation?.dispose() }

  /// The statements recorded so far, in the order they finished.
  public var recorded: [StatementReport] { statements }

  /// The page: the statements recorded, how the run ended (`outcome`), and the session as
  /// it is now.
  public func html(title: String, outcome: Outcome) -> String {
    ReportPage(
      title: title, statements: statements, outcome: outcome,
      graph: interpreter.graphSVG(standalone: false),
      marbles: interpreter.marblesSVG(standalone: false), views: interpreter.viewMockups(),
      time: interpreter.virtualTime
    ).html
  }
}
