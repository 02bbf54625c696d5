import BindingTest

/// An `action`: a one-shot event, a `PublishRelay` that remembers nothing but its history.
final class ActionCell: Cell {
  let name: String
  /// The payload type; `Void` for an action without one.
  let type: ScriptType
  private(set) var history = History()
  private let relay = PublishRelay<Value>()
  private var recording: Disposable?
  private unowned let runtime: Runtime

  init(name: String, payload: ScriptType, runtime: Runtime) {
    self.name = name
    self.type = payload
    self.runtime = runtime
    recording = relay.subscribe(onNext: { [unowned self] value in
      history.append(value, at: self.runtime.now, cause: self.runtime.cause)
      self.runtime.record(self, value)
    })
  }

  deinit { recording?.dispose() }

  var currentValue: Value? { nil }

  var stream: Observable<Value>? { relay.asObservable() }

  /// Sends `payload` to every subscriber.
  func dispatch(_ payload: Value) {
    relay.accept(payload)
  }

  func describe(_ value: Value) -> String {
    value == .void ? "\(name)()" : "\(name)(\(value.shortLiteral))"
  }
}
