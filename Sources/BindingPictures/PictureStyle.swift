import BindingTimeline

/// The look shared by the pictures: fonts, sizes and the colours of each kind of node and
/// edge, so that the graph, its legend and the page around them agree.
enum PictureStyle {
  static let font = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace"
  static let fontSize = 13.0
  /// The advance of one character of ``font`` at ``fontSize``, to size boxes to labels.
  static let characterWidth = 7.9
  static let ink = "#1e293b"
  static let faint = "#64748b"

  /// The width of `text` in ``font`` at `size`.
  static func width(of text: String, size: Double = fontSize) -> Double {
    Double(text.terminalColumns) * characterWidth * size / fontSize
  }

  /// `value` cut to `columns` terminal columns, ending in `…` when it was longer.
  static func shortened(_ value: String, columns: Int) -> String {
    guard value.terminalColumns > columns else { return value }
    var shown = ""
    for character in value {
      guard shown.terminalColumns + character.terminalColumns < columns else { break }
      shown.append(character)
    }
    return shown + "…"
  }

  /// Fill and stroke of a node.
  static func colours(_ kind: GraphNode.Kind) -> (fill: String, stroke: String) {
    switch kind {
    case .mutable: return ("#dbeafe", "#1d4ed8")
    case .bindable: return ("#dcfce7", "#15803d")
    case .published: return ("#f3e8ff", "#7e22ce")
    case .observed: return ("#ccfbf1", "#0f766e")
    case .action: return ("#ffedd5", "#c2410c")
    case .derived: return ("#fef9c3", "#a16207")
    case .cold: return ("#e0f2fe", "#0369a1")
    case .control: return ("#f1f5f9", "#475569")
    }
  }

  /// The colour of an edge.
  static func colour(_ kind: GraphEdge.Kind) -> String {
    switch kind {
    case .derived: return "#64748b"
    case .binding: return "#1d4ed8"
    case .twoWay: return "#7e22ce"
    case .closure: return "#c2410c"
    }
  }

  /// How an edge is drawn besides its colour: its width, dashes and label.
  static func stroke(_ kind: GraphEdge.Kind) -> (width: Double, dashes: String?, label: String?) {
    switch kind {
    case .derived: return (1.5, nil, nil)
    case .binding: return (2, nil, "=>")
    case .twoWay: return (2.5, nil, "<=>")
    case .closure: return (1.8, "6 4", "{ }")
    }
  }

  /// What the legend calls a kind.
  static func legend(_ kind: GraphEdge.Kind) -> String {
    switch kind {
    case .derived: return "let (derived)"
    case .binding: return "=> binding"
    case .twoWay: return "<=> two-way"
    case .closure: return "=> { } closure sets"
    }
  }

  /// The colours of marbles, given to values in the order they first appear.
  static let marbleColours = [
    "#fde047", "#93c5fd", "#86efac", "#f9a8d4", "#fdba74", "#c4b5fd", "#5eead4", "#fca5a5",
  ]
}
