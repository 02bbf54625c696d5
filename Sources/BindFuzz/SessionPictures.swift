import BindLiveModel
import BindScript

/// Runs a script as `bind serve` and `bind report` would, drawing everything a user can
/// see of it: the page's state (through the live model, fed every event as the mirror feeds
/// it), the report, the graph and marbles as SVG and as text, and the views.
enum SessionPictures {
  static func run(_ source: SourceFile) {
    let interpreter = Interpreter(options: FuzzTarget.options) { _ in }
    let report = ScriptReport(recording: interpreter)
    var model = LiveModel(
      graph: interpreter.graphSnapshot(), lanes: interpreter.marbleLanes(),
      time: interpreter.virtualTime)
    // The model takes every event, as the mirror's does; the page's state is drawn at the end
    // (the mirror, too, draws only the newest state when statements come faster).
    let observation = interpreter.observe { event in
      if model.apply(event), case .statementFinished(let report) = event {
        model.take(Readings(interpreter, graph: report.graph))
      }
    }
    defer { observation.dispose() }
    let outcome = interpreter.run(source)
    _ = outcome.error?.rendered()
    _ = report.html(title: source.name, outcome: outcome)
    _ = interpreter.graphSVG()
    _ = interpreter.marblesSVG()
    _ = model.state().json
    for command in [":marbles", ":graph", ":graph dot", ":list"] {
      _ = interpreter.execute(SourceFile(name: "<fuzz>", text: command))
    }
  }
}
