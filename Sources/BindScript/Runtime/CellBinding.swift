import Binding
import BindingCore

/// A binding `source => target` into a state or a control property: one object that follows
/// the source through one node, where `subscribe(onNext:onError:)` makes a sink and a closure
/// for each handler (a script of 100,000 bindings keeps about 100 bytes a binding less).
///
/// Each value is written into the target as a delivery the step budget counts; an error of the
/// source is traced as `binding to total failed: ...`.
final class CellBinding: ChainEnd, Disposable {
  /// What the binding writes into.
  enum Target {
    case state(StateCell)
    case property(PropertyCell)
  }

  private let target: Target
  /// The target's name when the binding was made, for the trace of a failure.
  private let label: String
  private let runtime: Runtime
  private var subscription: ChainEndSink<Value>?

  init(into target: Target, label: String, runtime: Runtime) {
    self.target = target
    self.label = label
    self.runtime = runtime
  }

  /// The node holds the binding unowned: it must not outlive it subscribed.
  deinit {
    subscription?.dispose()
  }

  /// Subscribes to `source`; its first values arrive during this call.
  func start(_ source: Observable<Value>) {
    let sink = ChainEndSink<Value>(self)
    subscription = sink
    sink.setUpstream(held: source.subscribeHeld(node: sink))
  }

  func receiveNext(_ value: Value) {
    switch target {
    case .state(let cell): runtime.deliver { cell.set(value) }
    case .property(let cell): runtime.deliver { cell.setByProgram(value) }
    }
  }

  func receiveEnd(_ event: Event<Value>) {
    guard let failure = event.error else { return }
    runtime.recordLine(node: label, "binding to \(label) failed: \(ScriptFailure.message(of: failure))")
  }

  func dispose() {
    subscription?.dispose()
  }
}
