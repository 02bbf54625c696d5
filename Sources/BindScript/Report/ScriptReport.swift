import Binding

/// Records what an interpreter runs, for a handout: ``html(title:outcome:)`` then writes one
/// self-contained HTML page with each statement, what it printed, its trace tree and its
/// error, and at the end the dependency graph, the marble lanes and the views.
///
/// The graph is the largest the script built (most nodes and edges): when the graph at the
/// end is as large, it is drawn with the end's values, as the views below it are; a script
/// that ends with `dispose` or `:reset` shows the largest one, with the values it had then,
/// and says after which statement it stood.
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
  /// The size of the graph after the last statement (nodes and edges).
  private var size = 0
  /// The largest graph so far: its size, its picture, and after which statement it stood.
  private var largest: (size: Int, svg: String, after: Int)?

  /// Starts recording the statements `interpreter` runs from now on.
  public init(recording interpreter: Interpreter) {
    self.interpreter = interpreter
    observation = interpreter.observe { [weak self] event in
      guard let self, case .statementFinished(let report) = event else { return }
      statements.append(report.droppingGraph())
      size = report.graph.nodes.count + report.graph.edges.count
      if size > (largest?.size ?? 0) {
        largest = (size, interpreter.graphSVG(of: report.graph, standalone: false), statements.count)
      }
    }
  }

  deinit { observation?.dispose() }

  /// The statements recorded so far, in the order they finished.
  public var recorded: [StatementReport] { statements }

  /// The page: the statements recorded, how the run ended (`outcome`), and the session as
  /// it is now.
  public func html(title: String, outcome: Outcome) -> String {
    let earlier = largest.flatMap { $0.size > size ? $0 : nil }
    return ReportPage(
      title: title, statements: statements, outcome: outcome,
      graph: earlier?.svg ?? interpreter.graphSVG(standalone: false),
      graphAfter: earlier?.after,
      marbles: interpreter.marblesSVG(standalone: false), views: interpreter.viewMockups(),
      time: interpreter.virtualTime
    ).html
  }
}
