import Binding
import BindingTimeline

/// A named thing whose values a script can watch.
///
/// A state, an action, a derived value, a control's property or event: each keeps its
/// history for marbles and reports each new value to the tracer.
protocol Cell: AnyObject {
  /// The name as written in scripts: `username`, `login.user.text`.
  var name: String { get }
  /// The type of its values.
  var type: ScriptType { get }
  /// Every value (and the end, if any) since it was declared, on the virtual time axis.
  var history: History { get }
  /// The value now, if it has one (actions and events do not).
  var currentValue: Value? { get }
  /// Its values as a stream, if it can be observed.
  var stream: Observable<Value>? { get }
  /// How a new value shows in traces: `username = "alice"`, `showAlert("Hi")`.
  func describe(_ value: Value) -> String
  /// The marble lanes it draws, in order: its own history, then any lanes it keeps beside it.
  var lanes: [CellLane] { get }
}

extension Cell {
  var lanes: [CellLane] { [CellLane(name: name, history: history)] }

  func describe(_ value: Value) -> String { "\(name) = \(value.shortLiteral)" }
}
