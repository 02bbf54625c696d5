import Binding

/// Tells an interpreter's observers what each statement did, as ``InterpreterEvent``s: keeps
/// who they are, and the graph and the history lengths they were last told of, to report
/// only what changed.
///
/// The ``Interpreter`` owns one; it compares the graph and the histories only while someone
/// observes, once a statement, never per change.
final class EventFeed {
  private var observers: [(id: Int, handler: (InterpreterEvent) -> Void)] = []
  private var nextID = 0
  /// The graph the observers were last told of.
  private var graph = GraphSnapshot()
  /// How much of each lane's history the observers were told of.
  private var seen: [String: MarbleCounter.Seen] = [:]

  /// Whether anyone observes.
  var isObserved: Bool { !observers.isEmpty }

  /// Calls `handler` with every later event; dispose the result to stop.
  ///
  /// A first observer starts from what `runtime` holds now.
  func observe(_ handler: @escaping (InterpreterEvent) -> Void, from runtime: Runtime)
    -> Disposable
  {
    if observers.isEmpty {
      graph = GraphSnapshot.of(runtime)
      seen = MarbleCounter.counts(runtime)
    }
    let id = nextID
    nextID += 1
    observers.append((id, handler))
    return Disposables.create { [weak self] in
      self?.observers.removeAll { $0.id == id }
    }
  }

  /// Tells every observer `event`.
  func emit(_ event: InterpreterEvent) {
    for (_, handler) in observers { handler(event) }
  }

  /// Reports what the statement changed in `runtime`'s graph, lanes and clock; returns the
  /// graph now, the one snapshot taken of it this statement (the last one's when the graph
  /// did not change).
  func emitChanges(of runtime: Runtime, since startTime: Int) -> GraphSnapshot {
    let now = GraphSnapshot.of(runtime)
    if let change = now.changes(since: graph) {
      emit(.graphChanged(change))
      graph = now
    }
    let marbles = MarbleCounter.newMarbles(runtime, seen: &seen)
    if !marbles.isEmpty { emit(.marbles(marbles)) }
    if runtime.now != startTime { emit(.timeAdvanced(from: startTime, to: runtime.now)) }
    return graph
  }

  /// Forgets what observers were told, after `:reset`, and tells them.
  func emitReset() {
    guard isObserved else { return }
    graph = GraphSnapshot()
    seen = [:]
    emit(.reset)
  }
}
