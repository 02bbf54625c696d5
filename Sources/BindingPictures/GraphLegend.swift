extension GraphPicture {
  /// The kinds of node and edge the graph has, each drawn as it is in the graph: in two rows
  /// (node kinds, then edge kinds) or stacked in one column, one kind a line.
  struct Legend {
    static let swatchWidth = 24.0
    static let spacing = 22.0
    /// The distance between the lines of a stacked legend.
    static let lineHeight = 28.0
    let nodeKinds: [GraphNode.Kind]
    let edgeKinds: [GraphEdge.Kind]

    init(_ graph: GraphSnapshot) {
      nodeKinds = GraphNode.Kind.allCases.filter { kind in graph.nodes.contains { $0.kind == kind } }
      edgeKinds = GraphEdge.Kind.allCases.filter { kind in graph.edges.contains { $0.kind == kind } }
    }

    private var nodeItemWidths: [Double] {
      nodeKinds.map { Self.swatchWidth + 6 + Self.width(of: $0.rawValue) }
    }
    private var edgeItemWidths: [Double] { edgeKinds.map { 42 + Self.width(of: PictureStyle.legend($0)) } }

    /// The width of the legend in two rows.
    var width: Double {
      let row = { (items: [Double]) in items.reduce(0, +) + Double(max(0, items.count - 1)) * Self.spacing }
      return max(row(nodeItemWidths), row(edgeItemWidths))
    }

    /// The height of the legend in two rows.
    var height: Double { edgeKinds.isEmpty ? 22 : 56 }

    /// The width of the legend stacked in one column.
    var columnWidth: Double { (nodeItemWidths + edgeItemWidths).max() ?? 0 }

    /// The height of the legend stacked in one column.
    var columnHeight: Double {
      let lines = nodeKinds.count + edgeKinds.count
      return lines == 0 ? 0 : Double(lines - 1) * Self.lineHeight + 22
    }

    static func width(of text: String) -> Double {
      PictureStyle.width(of: text, size: GraphPicture.fontSize)
    }

    /// Draws the legend with its top left corner at (`x`, `y`): in two rows, or `stacked` in
    /// one column.
    func draw(_ svg: inout SVGBuilder, x: Double, y: Double, stacked: Bool) {
      svg.open(
        "g",
        ["class": "legend", "transform": .text("translate(\(SVGBuilder.format(x)) \(SVGBuilder.format(y)))")])
      var left = 0.0
      var top = 0.0
      for kind in nodeKinds {
        svg.open("g", ["transform": .text("translate(\(SVGBuilder.format(left)) \(SVGBuilder.format(top)))")])
        GraphPicture.shape(&svg, kind, width: Self.swatchWidth, height: 18)
        svg.close("g")
        svg.element(
          "text",
          [
            "x": .number(left + Self.swatchWidth + 6), "y": .number(top + 15),
            "fill": .text(PictureStyle.ink),
          ],
          text: kind.rawValue)
        if stacked {
          top += Self.lineHeight
        } else {
          left += Self.swatchWidth + 6 + Self.width(of: kind.rawValue) + Self.spacing
        }
      }
      left = 0
      if !stacked { top = 34 }
      for kind in edgeKinds {
        let style = PictureStyle.stroke(kind)
        let arrow = "url(#arrow-\(kind.rawValue))"
        let line = SVGBuilder.format(top + 8)
        svg.element(
          "path",
          [
            "d": .text("M\(SVGBuilder.format(left + 2)),\(line) L\(SVGBuilder.format(left + 34)),\(line)"),
            "stroke": .text(PictureStyle.colour(kind)), "stroke-width": .number(style.width),
            "stroke-dasharray": .text(style.dashes ?? "none"), "marker-end": .text(arrow),
            "marker-start": .text(kind == .twoWay ? arrow : "none"),
          ])
        let label = PictureStyle.legend(kind)
        svg.element(
          "text", ["x": .number(left + 42), "y": .number(top + 13.5), "fill": .text(PictureStyle.ink)],
          text: label)
        if stacked {
          top += Self.lineHeight
        } else {
          left += 42 + Self.width(of: label) + Self.spacing
        }
      }
      svg.close("g")
    }
  }

  /// Where the legend goes: beside the graph in two rows or in one column, or under it.
  ///
  /// A screen has more room across than down, so the legend goes beside the graph when the
  /// two fit ``GraphPicture/besideWidth`` side by side; of the arrangements that fit, the one
  /// that makes the picture least tall wins (beside before under on a tie).
  struct LegendPlacement {
    enum Arrangement: Equatable {
      case rowsBeside, columnBeside, rowsUnder
    }

    let arrangement: Arrangement
    /// The legend's top left corner, relative to the graph's.
    let origin: (x: Double, y: Double)
    /// The graph and legend together, without the picture's margins.
    let size: (width: Double, height: Double)

    static func best(graph: (width: Double, height: Double), legend: Legend) -> Self {
      let beside = graph.width + GraphPicture.legendGap
      let candidates = [
        Self(
          arrangement: .rowsBeside, origin: (beside, 0),
          size: (beside + legend.width, max(graph.height, legend.height))),
        Self(
          arrangement: .columnBeside, origin: (beside, 0),
          size: (beside + legend.columnWidth, max(graph.height, legend.columnHeight))),
      ].filter { $0.size.width <= GraphPicture.besideWidth }
      let under = Self(
        arrangement: .rowsUnder, origin: (0, graph.height + GraphPicture.margin),
        size: (max(graph.width, legend.width), graph.height + GraphPicture.margin + legend.height))
      return (candidates + [under]).min { $0.size.height < $1.size.height } ?? under
    }
  }
}
