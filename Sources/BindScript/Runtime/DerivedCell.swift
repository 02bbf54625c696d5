import Binding
import BindingCore

/// A `let` that follows other cells: kept subscribed from its declaration and shared, so that
/// every binding sees the same values.
///
/// One node does the work of a chain of operators: it subscribes once to its source, runs the
/// `let`'s last `map`, `filter` or `compactMap` stage itself, records each value, and delivers
/// it to its own subscribers through one broadcast. A value equal to the latest one is recorded
/// as unchanged and not delivered further (`distinctUntilChanged`). The latest value, and the
/// end once there is one, is replayed to each new subscriber (`share(replay: 1)`).
final class DerivedCell: Cell {
  var name: String
  let type: ScriptType
  /// Only touched by the thread running the script, one access at a time, which makes the
  /// run-time exclusivity checks redundant.
  @exclusivity(unchecked) private(set) var history = History()
  @exclusivity(unchecked) private(set) var latest: Value?
  /// How the stream ended, if it did.
  var end: Event<Value>? { history.end }
  private let broadcast = Broadcast<Value>(policy: .latest)
  private var shared: Observable<Value>?
  /// The subscription to the source.
  private var subscription: ChainEndSink<Value>?
  /// The `let`'s last `map`, `filter` or `compactMap`, run here on each value of the source
  /// (`nil` drops it).
  private var stage: ((Value) -> Value?)?
  private unowned let runtime: Runtime

  init(name: String, type: ScriptType, runtime: Runtime) {
    self.name = name
    self.type = type
    self.runtime = runtime
  }

  deinit { subscription?.dispose() }

  /// Unsubscribes and lets go of the source, which holds the closures of the `let`.
  func stop() {
    subscription?.dispose()
    subscription = nil
    shared = nil
    stage = nil
  }

  /// Subscribes to `source`, passing each value through `stage` first (`nil` drops it); the
  /// first values arrive during this call.
  func start(_ source: Observable<Value>, stage: ((Value) -> Value?)? = nil) {
    shared = BroadcastObservable(broadcast, following: source)
    self.stage = stage
    let sink = ChainEndSink<Value>(self)
    subscription = sink
    sink.setUpstream(source.subscribe(node: sink))
  }

  var currentValue: Value? { latest }

  var stream: Observable<Value>? { shared }

  private func receive(_ value: Value) {
    let runtime = self.runtime
    if value == latest {
      runtime.record(self, value, unchanged: true)
      return
    }
    latest = value
    history.append(value, at: runtime.now, cause: runtime.cause)
    runtime.record(self, value)
    broadcast.forwardNext(value)
  }

  /// Records the end, then passes it on: the cell hears of it before any binding does.
  private func finish(_ event: Event<Value>) {
    history.append(end: event, at: runtime.now, cause: runtime.cause)
    if let error = event.error {
      runtime.recordLine(for: self, "\(name) failed: \(ScriptFailure.message(of: error))")
    } else {
      runtime.recordLine(for: self, "\(name) completed")
    }
    broadcast.forward(event)
  }
}

extension DerivedCell: ChainEnd {
  func receiveNext(_ value: Value) {
    if let stage {
      if let result = stage(value) { receive(result) }
    } else {
      receive(value)
    }
  }

  func receiveEnd(_ event: Event<Value>) { finish(event) }
}
