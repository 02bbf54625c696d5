import BindingTest

/// A `let` that follows other cells: an observable, kept subscribed from its declaration
/// and shared, so that every binding sees the same values.
///
/// A value equal to the latest one is recorded as unchanged and not delivered further
/// (`distinctUntilChanged`). The latest value is replayed to each new subscriber.
final class DerivedCell: Cell {
  let name: String
  let type: ScriptType
  private(set) var history = History()
  private(set) var latest: Value?
  /// How the stream ended, if it did.
  private(set) var end: Event<Value>?
  private var shared: Observable<Value>?
  private var subscription: Disposable?
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
  }

  /// Subscribes to `source`; its first values arrive during this call.
  func start(_ source: Observable<Value>) {
    let shared =
      source
      .compactMap { [unowned self] value in receive(value) }
      .share(replay: 1, scope: .forever)
    self.shared = shared
    // The first subscriber, so it hears of the end before any binding does.
    subscription = shared.subscribe(
      onError: { [unowned self] error in finish(.error(error)) },
      onCompleted: { [unowned self] in finish(.completed) })
  }

  var currentValue: Value? { latest }

  var stream: Observable<Value>? { shared }

  private func receive(_ value: Value) -> Value? {
    if value == latest {
      runtime.record(self, value, unchanged: true)
      return nil
    }
    latest = value
    history.append(value, at: runtime.now)
    runtime.record(self, value)
    return value
  }

  private func finish(_ event: Event<Value>) {
    end = event
    history.append(end: event, at: runtime.now)
    if let error = event.error {
      runtime.recordLine(for: self, "\(name) failed: \(ScriptFailure.message(of: error))")
    } else {
      runtime.recordLine(for: self, "\(name) completed")
    }
  }
}
