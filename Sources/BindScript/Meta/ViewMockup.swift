/// `:show VIEW`: a text mock-up of a view, each control drawn by BindingControls' rendering;
/// widths are counted in terminal columns, so wide characters (CJK, emoji) keep the box square.
///
/// ```
/// ┌─ login ─────────────────────┐
/// │ user     [alice       ]     │
/// │ submit   < Log in >         │
/// │ busy     ( ) stopped        │
/// └─────────────────────────────┘
/// ```
enum ViewMockup {
  static func render(_ view: ViewCell) -> String {
    let rows = Columns.render(
      view.controls.map { [String($0.name.dropFirst(view.name.count + 1)), $0.render()] })
    let title = "─ \(view.name) "
    let width = max(rows.map(\.terminalColumns).max() ?? 0, title.terminalColumns + 1)
    var lines = [
      "┌" + title + String(repeating: "─", count: width + 2 - title.terminalColumns) + "┐"
    ]
    for row in rows {
      lines.append("│ " + row + String(repeating: " ", count: width - row.terminalColumns) + " │")
    }
    if rows.isEmpty { lines.append("│ " + String(repeating: " ", count: width) + " │") }
    lines.append("└" + String(repeating: "─", count: width + 2) + "┘")
    return lines.map { $0 + "\n" }.joined()
  }
}
