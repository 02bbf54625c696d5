/// `:list`: every declared name with its kind, type and current value; then the earlier
/// definitions of names declared again in the shell (`total#1`), which bindings still use.
///
/// ```
/// username   mutable  String  "alice"
/// canLogin   let      Bool    true
/// showAlert  action   String
/// login      view     textField user, button submit
/// ```
enum SymbolListing {
  static func render(_ symbols: SymbolTable) -> String {
    guard !symbols.names.isEmpty else { return "nothing is declared yet\n" }
    let declared = symbols.names.compactMap { name in symbols[name].map { (name, $0.symbol) } }
    let earlier = symbols.shadowed.map { ($0.name, $0.entry.symbol) }
    let rows = (declared + earlier).map { name, symbol -> [String] in
      switch symbol {
      case .state(let cell):
        return [name, cell.kind.rawValue, cell.type.description, cell.value.literal]
      case .action(let cell):
        return [name, "action", cell.type == .void ? "" : cell.type.description, ""]
      case .derived(let cell) where cell.isCold:
        let count = cell.subscriptionCount
        return [name, "cold", cell.type.description, "(\(count) subscription\(count == 1 ? "" : "s"))"]
      case .derived(let cell):
        let value: String
        if let latest = cell.latest {
          value = latest.literal
        } else if let error = cell.end?.error {
          value = "failed: \(ScriptFailure.message(of: error))"
        } else {
          value = "(no value yet)"
        }
        return [name, "let", cell.type.description, value]
      case .constant(let type, let value):
        return [name, "let", type.description, value.literal + " (constant)"]
      case .view(let view):
        let controls = view.controls.map { "\($0.kind.rawValue) \($0.name.dropFirst(name.count + 1))" }
        return [name, "view", "", controls.joined(separator: ", ")]
      case .context:
        return [name, "binding", "", ""]
      }
    }
    return Columns.render(rows).map { $0 + "\n" }.joined()
  }
}
