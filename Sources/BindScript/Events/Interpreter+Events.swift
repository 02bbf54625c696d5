import Binding
import BindingTimeline

extension Interpreter {
  /// Calls `handler` with every later ``InterpreterEvent``, on the interpreter's thread, while
  /// the interpreter runs a statement; dispose the result to stop.
  ///
  /// Events cost nothing while nobody observes: the interpreter compares the graph and the
  /// histories only for observers, once a statement, never per change. Events are `Sendable`
  /// values: hand them to another thread as they are. `handler` must not run statements.
  ///
  /// ```swift
  /// let observation = interpreter.observe { event in
  ///   if case .marbles(let new) = event { queue.async { page.push(new) } }
  /// }
  /// defer { observation.dispose() }
  /// ```
  public func observe(_ handler: @escaping (InterpreterEvent) -> Void) -> Disposable {
    if events.observers.isEmpty {
      events.graph = GraphSnapshot.of(runtime)
      events.seen = MarbleCounter.counts(runtime)
    }
    let id = events.nextID
    events.nextID += 1
    events.observers.append((id, handler))
    return Disposables.create { [weak self] in
      self?.events.observers.removeAll { $0.id == id }
    }
  }

  /// Whether anyone observes the interpreter's events.
  var isObserved: Bool { !events.observers.isEmpty }

  func emit(_ event: InterpreterEvent) {
    for (_, handler) in events.observers { handler(event) }
  }

  /// Reports what the statement changed in the graph, the lanes and the clock.
  func emitChanges(since startTime: Int) {
    let graph = GraphSnapshot.of(runtime)
    if let change = graph.changes(since: events.graph) { emit(.graphChanged(change)) }
    events.graph = graph
    let marbles = MarbleCounter.newMarbles(runtime, seen: &events.seen)
    if !marbles.isEmpty { emit(.marbles(marbles)) }
    if runtime.now != startTime { emit(.timeAdvanced(from: startTime, to: runtime.now)) }
  }

  /// Forgets what observers were told, after `:reset`, and tells them.
  func emitReset() {
    guard isObserved else { return }
    events.graph = GraphSnapshot()
    events.seen = [:]
    emit(.reset)
  }
}

/// What the interpreter remembers for its observers: who they are, and the graph and the
/// history lengths they were last told of.
struct EventState {
  var observers: [(id: Int, handler: (InterpreterEvent) -> Void)] = []
  var nextID = 0
  var graph = GraphSnapshot()
  var seen: [String: MarbleCounter.Seen] = [:]
}

/// Finds the marbles recorded since observers were last told: the history of every cell, by
/// name, against how much of it they had.
enum MarbleCounter {
  /// How much of one cell's history was reported.
  struct Seen {
    let cell: ObjectIdentifier
    var count: Int
  }

  static func counts(_ runtime: Runtime) -> [String: Seen] {
    var seen: [String: Seen] = [:]
    for cell in runtime.symbols.allCells {
      for lane in cell.lanes {
        seen[lane.name] = Seen(cell: ObjectIdentifier(cell), count: lane.history.count)
      }
    }
    return seen
  }

  static func newMarbles(_ runtime: Runtime, seen: inout [String: Seen]) -> [MarbleEvent] {
    var marbles: [MarbleEvent] = []
    for cell in runtime.symbols.allCells {
      let identity = ObjectIdentifier(cell)
      for lane in cell.lanes {
        let count = lane.history.count
        let known = seen[lane.name].flatMap { $0.cell == identity ? $0.count : nil } ?? 0
        guard count > known else { continue }
        for index in known..<count {
          marbles.append(
            MarbleEvent(
              lane: lane.name, marble: lane.history.marble(at: index), laneStart: lane.start,
              owner: lane.owner))
        }
        seen[lane.name] = Seen(cell: identity, count: count)
      }
    }
    return marbles.sorted { $0.marble.time < $1.marble.time }
  }
}

extension Marble {
  init(_ recorded: Recorded<Event<Value>>, cause: Int) {
    switch recorded.value {
    case .next(let value):
      self.init(time: recorded.time, kind: .value(value.shortLiteral), cause: cause)
    case .completed: self.init(time: recorded.time, kind: .completed, cause: cause)
    case .error(let error):
      self.init(
        time: recorded.time, kind: .error(ScriptFailure.message(of: error)), cause: cause)
    }
  }
}

extension SymbolTable {
  /// Every cell with a history: states, actions and derived values in declaration order,
  /// then each view's control properties and events.
  var allCells: [Cell] {
    var cells: [Cell] = []
    var controls: [Cell] = []
    for name in names {
      switch self[name]?.symbol {
      case .state(let cell)?: cells.append(cell)
      case .action(let cell)?: cells.append(cell)
      case .derived(let cell)?: cells.append(cell)
      case .view(let view)?:
        for control in view.controls {
          controls += control.properties as [Cell]
          controls += control.events as [Cell]
        }
      default: break
      }
    }
    return cells + controls
  }
}
