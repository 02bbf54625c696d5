import Binding

/// What a declared name stands for.
enum Symbol {
  case state(StateCell)
  case action(ActionCell)
  case derived(DerivedCell)
  case constant(type: ScriptType, value: Value)
  case view(ViewCell)
  case context(DisposeBag)

  /// How `:list` and errors call it: `mutable`, `action`, `let`...
  var kindName: String {
    switch self {
    case .state(let cell): return cell.kind.rawValue
    case .action: return "action"
    case .derived: return "derived let"
    case .constant: return "constant let"
    case .view: return "view"
    case .context: return "binding context"
    }
  }
}

/// The declared names, in declaration order, with where each was declared.
struct SymbolTable {
  struct Entry {
    let symbol: Symbol
    let range: SourceRange?
  }

  private var entries: [String: Entry] = [:]
  private(set) var names: [String] = []

  subscript(name: String) -> Entry? { entries[name] }

  mutating func declare(_ name: String, _ symbol: Symbol, at range: SourceRange?) {
    if entries[name] == nil { names.append(name) }
    entries[name] = Entry(symbol: symbol, range: range)
  }

  mutating func remove(_ name: String) {
    entries[name] = nil
    names.removeAll { $0 == name }
  }

  /// Every cell that has a history: state, actions, derived values, control properties and
  /// events, by name.
  func cell(named name: String) -> Cell? {
    if let entry = entries[name] {
      switch entry.symbol {
      case .state(let cell): return cell
      case .action(let cell): return cell
      case .derived(let cell): return cell
      default: return nil
      }
    }
    let parts = name.split(separator: ".").map(String.init)
    guard parts.count == 3, case .view(let view)? = entries[parts[0]]?.symbol,
      let control = view.control(parts[1])
    else { return nil }
    return control.property(parts[2]) ?? control.event(parts[2])
  }
}
