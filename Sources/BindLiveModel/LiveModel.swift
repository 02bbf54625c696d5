import BindScript

/// What the live page shows, kept up to date from the interpreter's events: the graph, the
/// marble lanes, the clock, and the last statement with its trace.
///
/// ```swift
/// var model = LiveModel(graph: interpreter.graphSnapshot(), lanes: interpreter.marbleLanes())
/// model.apply(event)           // for every event, in order
/// let state = model.state()    // after a statement: what to send to the pages
/// ```
package struct LiveModel {
  private(set) var graph: GraphSnapshot
  package private(set) var lanes: [MarbleLane]
  private(set) var time: Int
  private(set) var sequence = 0
  /// Counts the statements finished and the play runs shown: what ``LiveState/step`` says.
  private(set) var step = 0
  private(set) var statement = ""
  private(set) var changed: [String] = []
  private(set) var trace: [String] = []
  private(set) var printed = ""
  private(set) var next: String?
  /// The comment written above the statement shown as run, and above the one to run next.
  private(set) var narration: String?
  private(set) var nextNarration: String?
  /// The statement whose trace ``trace`` (and ``changed``) is, when it is an earlier one's: a
  /// statement that changed nothing leaves the last real trace, and the last change's path
  /// marked, on the page.
  private(set) var traceOf: String?
  /// The statement that made ``trace``.
  private var traceSource = ""
  /// Each view's mock-up, read from the interpreter after each statement.
  var views: [String] = []
  /// Each node's value now, read from the interpreter after each statement.
  var values: [String: String] = [:]
  /// What the page may edit, in play mode.
  var play: LivePlay?

  package init(graph: GraphSnapshot = GraphSnapshot(), lanes: [MarbleLane] = [], time: Int = 0) {
    self.graph = graph
    self.lanes = lanes
    self.time = time
  }

  /// Takes in one event; returns whether it ends a statement (the page should be updated).
  @discardableResult
  package mutating func apply(_ event: InterpreterEvent) -> Bool {
    switch event {
    case .statementStarted(let info):
      statement = info.text
      narration = info.comment
      return false
    case .graphChanged:
      // The graph comes whole, with the statement's report.
      return false
    case .marbles(let events):
      for event in events { append(event) }
      return false
    case .timeAdvanced(_, let to):
      time = to
      return false
    case .reset:
      graph = GraphSnapshot()
      lanes = []
      time = 0
      changed = []
      trace = []
      traceOf = nil
      return false
    case .statementFinished(let report):
      sequence += 1
      step += 1
      next = nil
      nextNarration = nil
      statement = report.statement.text
      narration = report.statement.comment
      time = report.endTime
      graph = report.graph
      printed = Self.pagePrinted(report.printed)
      var lines = Self.pageTrace(report.trace.lines)
      if let error = report.result.error {
        lines += error.rendered().split(separator: "\n").map(String.init)
      }
      if lines.isEmpty && !trace.isEmpty && report.trace.changedNodes.isEmpty {
        traceOf = traceSource
      } else {
        changed = report.trace.changedNodes
        trace = lines
        traceSource = statement
        traceOf = nil
      }
      return true
    }
  }

  /// Shows `text` as the statement to run next; a new state for the pages.
  package mutating func announce(_ text: String?, narration: String? = nil) {
    sequence += 1
    next = text
    nextNarration = text == nil ? nil : narration
  }

  /// Shows `play` (a run of a played script); a new state for the pages.
  ///
  /// After an edit, the edited statement is the one shown as run.
  package mutating func show(_ play: LivePlay?) {
    sequence += 1
    step += 1
    self.play = play
    if let edited = play?.edited {
      statement = edited
      changed = []
    }
  }

  /// Marks the lanes in `stops` as stopped then (a disposed subscription draws no further).
  mutating func stopLanes(_ stops: [String: Int]) {
    guard !stops.isEmpty else { return }
    for index in lanes.indices {
      if let stop = stops[lanes[index].name] { lanes[index].stop = stop }
    }
  }

  private mutating func append(_ event: MarbleEvent) {
    if let index = lanes.firstIndex(where: { $0.name == event.lane }) {
      lanes[index].append(event.marble, keepingRecent: MarblePicture.mostMarblesPerLane)
    } else {
      lanes.append(
        MarbleLane(
          name: event.lane, marbles: [event.marble], start: event.laneStart, owner: event.owner))
    }
  }

  /// The state to send: the pictures drawn by the same renderers as `:graph svg` and
  /// `:marbles svg`.
  ///
  /// Lanes are drawn for the nodes of the graph only (with the lanes their cells keep beside
  /// their own, `groups[0]` after `groups`): a control property no binding reaches
  /// (every `isHidden` of every control, say) would bury the lanes that matter. Lanes come in
  /// the graph's order (declaration order), so that a played run that moves a lane's first
  /// marble does not reorder them.
  package func state() -> LiveState {
    var order: [String: Int] = [:]
    for (index, node) in graph.nodes.enumerated() where order[node.id] == nil {
      order[node.id] = index
    }
    // A lane a cell keeps beside its own (a group, a subscription) follows the cell's.
    let shown = lanes.enumerated()
      .compactMap { index, lane in order[lane.owner ?? lane.name].map { (lane, $0, index) } }
      .sorted { ($0.1, $0.2) < ($1.1, $1.2) }
      .map(\.0)
    return LiveState(
      sequence: sequence, statement: statement, time: time, graph: GraphPicture.svg(graph, values: values),
      changed: changed,
      marbles: shown.isEmpty ? "" : MarblePicture.svg(shown, now: time, spellings: play?.spellings ?? [:]),
      views: views, trace: trace, printed: printed, next: next, play: play, narration: narration,
      nextNarration: nextNarration, traceOf: traceOf, step: step)
  }
}
