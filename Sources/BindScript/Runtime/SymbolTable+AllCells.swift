extension SymbolTable {
  /// Every cell with a history: states, actions and derived values in declaration order,
  /// then each view's control properties and events.
  var allCells: [Cell] {
    var cells: [Cell] = []
    var controls: [Cell] = []
    for name in names {
      switch self[name]?.symbol {
      case .state(let cell)?: cells.append(cell)
      case .action(let cell)?: cells.append(cell)
      case .derived(let cell)?: cells.append(cell)
      case .view(let view)?:
        for control in view.controls {
          controls += control.properties as [Cell]
          controls += control.events as [Cell]
        }
      default: break
      }
    }
    return cells + controls
  }
}
