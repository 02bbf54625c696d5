import Binding
import BindingCore

/// A binding `source => target` into a state or a control property, kept inside the one node
/// that follows the source (a ``CellEngine/Follower``): where a node and an object it called
/// took 128 bytes, the node takes 48 (a script of 100,000 bindings).
///
/// Each value is written into the target as a delivery the step budget counts; an error of the
/// source is traced as `binding to total failed: ...`.
struct CellBinding: CellEngine.Receiver {
  /// What a binding writes into.
  enum Target {
    case state(StateCell)
    case property(PropertyCell)
  }

  /// What the binding writes into.
  private let target: Target

  /// Binds `source` into `target`; the source's first values arrive during this call.
  static func start(_ source: Observable<Value>, into target: Target) -> CellEngine.Follower<CellBinding> {
    CellEngine.Follower(CellBinding(target: target), following: source)
  }

  func receiveNext(_ value: Value) {
    switch target {
    case .state(let cell): cell.runtime.deliver { cell.set(value) }
    case .property(let cell): cell.runtime.deliver { cell.setByProgram(value) }
    }
  }

  func receiveEnd(_ event: Event<Value>) {
    guard let failure = event.error else { return }
    let label = self.label
    runtime.recordLine(node: label, "binding to \(label) failed: \(ScriptFailure.message(of: failure))")
  }

  private var runtime: Runtime {
    switch target {
    case .state(let cell): cell.runtime
    case .property(let cell): cell.runtime
    }
  }

  /// The target's name when the binding was made: its name now without the `#1` a later
  /// declaration of the same name added (``SymbolTable/shadowName(for:)``; `#` cannot be typed
  /// in a name), so that the binding keeps no copy of it.
  private var label: String {
    let name =
      switch target {
      case .state(let cell): cell.name
      case .property(let cell): cell.name
      }
    return SymbolTable.unshadowedName(name)
  }
}
