import Binding

/// A checked expression: its type and what it is (a value, a stream, a named cell...),
/// with the code that computes it and the cells it follows and writes.
struct Typed {
  /// What a checked expression is.
  enum Form {
    /// A plain value, computed by the code.
    case value(ValueCode)
    /// A stream, built by the code.
    case stream(StreamCode)
    /// A named cell: a value or a stream depending on where it is used.
    case cell(CellReference)
    /// A closure literal, checked once its context tells the types of its parameters.
    case closure(parameters: [String], body: [Statement])
    /// A view: only its controls can be used.
    case view(ViewCell)
    /// A control: only its properties, events and gestures can be used.
    case control(ControlCell)
  }

  var form: Form {
    didSet {
      direct = nil
      directIsArgument = false
    }
  }
  /// The same computation as a function of the enclosing closure's first argument, or, at
  /// the top of a `let` or a binding's source, of the value of a followed cell.
  ///
  /// Only for a value that reads nothing but that argument (or followed cells) and literals;
  /// the value of the top is only run this way when it follows one cell. Cleared whenever the
  /// form changes.
  var direct: DirectCode?
  /// Whether ``direct`` gives the argument itself (`$0`, or a followed cell's value): an
  /// operator with a literal on its other side then runs without calling it.
  var directIsArgument = false
  /// The value's type, or the stream's element type.
  var type: ScriptType
  var range: SourceRange
  /// The cells whose changes this expression follows: in stream positions, and, at the top
  /// of a `let` or binding source, read as values.
  var triggers: NameSet = []
  /// The cells closures inside it set or dispatch.
  var writes: NameSet = []
  /// Dependency edges from closures inside it, for the trace.
  var edges: [DependencyGraph.Edge] = []
  /// For a stream that ends with `map`, `filter` or `compactMap`: that stage and its upstream,
  /// which build the same stream as the code.
  var stage: StreamStage?
  /// Whether the stream is `publish()`ed: it can be `refCount()`ed.
  var isPublished = false
  /// For a stream that ends with `groupBy`: what a `let` needs to draw a lane per group.
  var grouping: GroupingStage?
  /// Whether it plays a `marbles(...)` diagram somewhere inside: a `let` of it keeps every
  /// event, equal to the one before or not, as the diagram's stream gives them.
  var playsMarbles = false

  static func value(
    _ type: ScriptType, _ range: SourceRange, _ code: @escaping ValueCode
  ) -> Typed {
    Typed(form: .value(code), type: type, range: range)
  }

  static func stream(
    _ type: ScriptType, _ range: SourceRange, _ code: @escaping StreamCode
  ) -> Typed {
    Typed(form: .stream(code), type: type, range: range)
  }

  /// The triggers, writes and edges of `others` added to this expression's.
  func merging(_ others: [Typed]) -> Typed {
    var result = self
    for other in others {
      result.triggers.formUnion(other.triggers)
      result.writes.formUnion(other.writes)
      result.edges += other.edges
      result.playsMarbles = result.playsMarbles || other.playsMarbles
    }
    return result
  }

  /// The code of a checked value; only for the `.value` form.
  var valueCode: ValueCode {
    guard case .value(let code) = form else { preconditionFailure("not a value") }
    return code
  }

  /// The code of a checked stream; only for the `.stream` form.
  var streamCode: StreamCode {
    guard case .stream(let code) = form else { preconditionFailure("not a stream") }
    return code
  }

  var isStream: Bool {
    if case .stream = form { return true }
    return false
  }

  var isCell: Bool {
    if case .cell = form { return true }
    return false
  }

  var isClosure: Bool {
    if case .closure = form { return true }
    return false
  }
}

/// A named cell an expression refers to.
enum CellReference {
  case state(StateCell)
  case derived(DerivedCell)
  case action(ActionCell)
  case property(PropertyCell)
  case event(EventCell)

  var cell: Cell {
    switch self {
    case .state(let cell): return cell
    case .derived(let cell): return cell
    case .action(let cell): return cell
    case .property(let cell): return cell
    case .event(let cell): return cell
    }
  }

  /// How errors call it: `state 'username'`, `action 'showAlert'`.
  var description: String {
    switch self {
    case .state(let cell): return "\(cell.kind.rawValue) state '\(cell.name)'"
    case .derived(let cell): return "'\(cell.name)'"
    case .action(let cell): return "action '\(cell.name)'"
    case .property(let cell): return "'\(cell.name)'"
    case .event(let cell): return "event '\(cell.name)'"
    }
  }
}
