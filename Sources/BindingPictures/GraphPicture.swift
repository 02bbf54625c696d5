/// Draws a dependency graph as a standalone SVG: nodes in layers from sources (left) to
/// targets (right), shaped and coloured by kind, edges drawn by kind, and a legend beside
/// it, in two rows or in one column (or under it, when neither fits a screen's width).
///
/// Given values, each node shows its value under its name, shortened to
/// ``valueColumns`` columns, the whole of it when the pointer rests on the node.
///
/// Each node is a `<g class="node" data-node="NAME" data-kind="KIND" data-layer="N">`, each
/// edge a `<path class="edge" data-from="A" data-to="B" data-kind="KIND">`: a page can find
/// them and add the class `highlight` to show a change.
public enum GraphPicture {
  static let margin = 12.0
  /// The size of every text in the graph: 16 px, what a class reads on a projector, when the
  /// page draws the picture at its own size or larger.
  static let fontSize = 16.0
  static let nodeHeight = 40.0
  /// The height of a node that shows its value on a second line.
  static let valueNodeHeight = 60.0
  /// The most columns of a value a node shows; a longer one ends in `…`.
  public static let valueColumns = 18
  static let waypointHeight = 10.0
  static let rowGap = 22.0
  static let columnGap = 64.0
  /// The widest a graph with its legend beside it may be; a wider one has it underneath.
  static let besideWidth = 1100.0
  /// The room between a graph and the legend beside or under it.
  static let legendGap = 56.0

  /// The SVG text of `graph`.
  ///
  /// - Parameters:
  ///   - graph: The nodes and edges to draw.
  ///   - values: The value of each node now, as a literal: shown, shortened, under the
  ///     node's name, and whole when the pointer rests on the node. Without values, nodes
  ///     show their names alone.
  ///   - standalone: `true` for a file of its own, which names the SVG namespace; `false`
  ///     for a picture inside an HTML page.
  public static func svg(
    _ graph: GraphSnapshot, values: [String: String] = [:], standalone: Bool = true
  ) -> String {
    let layout = GraphLayout(graph)
    let geometry = Geometry(graph, layout, values: values)
    let legend = Legend(graph)
    let placement = LegendPlacement.best(graph: (geometry.width, geometry.height), legend: legend)
    let (width, height) = (placement.size.width + 2 * margin, placement.size.height + 2 * margin)
    var svg = SVGBuilder(
      width: width, height: height, title: "dependency graph", standalone: standalone,
      attributes: ["class": "bind-graph", "font-family": .text(PictureStyle.font)])
    svg.style(css)
    markers(&svg)
    svg.element("rect", ["width": .number(width), "height": .number(height), "fill": "#ffffff"])
    svg.open("g", ["transform": .text("translate(\(margin) \(margin))")])
    if graph.nodes.isEmpty {
      svg.element(
        "text", ["x": 0, "y": 20, "fill": .text(PictureStyle.faint), "font-size": 16],
        text: "nothing is declared yet")
    }
    for route in layout.routes { edge(&svg, graph.edges[route.edge], geometry.points(route)) }
    for loop in layout.selfLoops {
      let edge = graph.edges[loop]
      guard let box = geometry.box(of: edge.from) else { continue }
      selfLoop(&svg, edge, box)
    }
    for (index, node) in graph.nodes.enumerated() {
      self.node(
        &svg, node, geometry.boxes[index], layer: layout.layerOf[index], value: values[node.id])
    }
    svg.close("g")
    legend.draw(
      &svg, x: margin + placement.origin.x, y: margin + placement.origin.y,
      stacked: placement.arrangement == .columnBeside)
    return svg.finish()
  }

  static let css = """
    .bind-graph text { font-size: 16px; }
    .bind-graph .node .shape { transition: stroke-width 0.2s; }
    .bind-graph .node.highlight .shape { stroke: #f59e0b; stroke-width: 4px; }
    .bind-graph .edge.highlight { stroke-width: 4px; }
    .bind-graph .node.shadowed .shape { stroke-dasharray: 5 3; }
    """

  // MARK: Nodes

  /// Where each node and waypoint goes.
  ///
  /// Each connected part is laid out on its own: its
  /// layers are columns, slots stack in a column, and each column is centred on the part's
  /// tallest. The parts are then placed in rows, in the order of their first node, with as
  /// many in a row as gives the picture the most room at ``aspect`` (the shape of the page's
  /// graph panel), so that many small unrelated parts do not make one tall column.
  struct Geometry {
    /// Each node's box, by index in the graph's node list.
    var boxes: [Box] = []
    var waypoints: [GraphLayout.Slot: (x: Double, y: Double)] = [:]
    var width = 0.0
    var height = 0.0
    private var index: [String: Int] = [:]

    init(_ graph: GraphSnapshot, _ layout: GraphLayout, values: [String: String] = [:]) {
      let nodeHeight = values.isEmpty ? GraphPicture.nodeHeight : GraphPicture.valueNodeHeight
      boxes = graph.nodes.map { node in
        let shown = values[node.id].map(GraphPicture.shortened) ?? ""
        return Box(
          x: 0, y: 0, width: max(GraphPicture.nodeWidth(node.id), GraphPicture.nodeWidth(shown)),
          height: nodeHeight)
      }
      for (position, node) in graph.nodes.enumerated() where index[node.id] == nil {
        index[node.id] = position
      }
      let parts = layout.components.map { place($0, nodeHeight: nodeHeight) }
      let packing = Packing(parts.map { ($0.width, $0.height) })
      for (part, origin) in zip(parts, packing.origins) {
        for (node, point) in part.nodes {
          (boxes[node].x, boxes[node].y) = (origin.x + point.x, origin.y + point.y)
        }
        for (slot, point) in part.waypoints { waypoints[slot] = (origin.x + point.x, origin.y + point.y) }
      }
      width = packing.width
      height = max(packing.height, nodeHeight)
    }

    /// One connected part's nodes (top left corners) and waypoints (centres), from the
    /// part's own top left corner, and its size.
    private func place(_ layers: [[GraphLayout.Slot]], nodeHeight: Double) -> (
      nodes: [Int: (x: Double, y: Double)], waypoints: [GraphLayout.Slot: (x: Double, y: Double)],
      width: Double, height: Double
    ) {
      func slotHeight(_ slot: GraphLayout.Slot) -> Double {
        if case .node = slot { return nodeHeight }
        return GraphPicture.waypointHeight
      }
      let heights = layers.map { slots in
        slots.map(slotHeight).reduce(0, +) + Double(max(0, slots.count - 1)) * GraphPicture.rowGap
      }
      let height = max(heights.max() ?? 0, nodeHeight)
      var nodes: [Int: (x: Double, y: Double)] = [:]
      var waypoints: [GraphLayout.Slot: (x: Double, y: Double)] = [:]
      var x = 0.0
      for (layer, slots) in layers.enumerated() {
        let columnWidth =
          slots.map { slot -> Double in
            if case .node(let node) = slot { return boxes[node].width }
            return 0
          }.max() ?? 0
        var y = (height - heights[layer]) / 2
        for slot in slots {
          switch slot {
          case .node(let node):
            nodes[node] = (x + (columnWidth - boxes[node].width) / 2, y)
          case .waypoint:
            waypoints[slot] = (x + columnWidth / 2, y + GraphPicture.waypointHeight / 2)
          }
          y += slotHeight(slot) + GraphPicture.rowGap
        }
        x += columnWidth + GraphPicture.columnGap
      }
      return (nodes, waypoints, max(0, x - GraphPicture.columnGap), height)
    }

    func box(of name: String) -> Box? { index[name].map { boxes[$0] } }

    /// The points an edge passes through, from where it leaves its start to where it
    /// enters its end.
    func points(_ route: (edge: Int, slots: [GraphLayout.Slot], isReversed: Bool)) -> [(x: Double, y: Double)]
    {
      var centres = route.slots.map { slot -> (x: Double, y: Double) in
        if case .node(let node) = slot { return boxes[node].centre }
        return waypoints[slot] ?? (0, 0)
      }
      if case .node(let first) = route.slots.first, centres.count > 1 {
        centres[0] = boxes[first].side(towards: centres[1].x)
      }
      if case .node(let last) = route.slots.last, centres.count > 1 {
        centres[centres.count - 1] = boxes[last].side(towards: centres[centres.count - 2].x)
      }
      return centres
    }
  }

  /// A node's rectangle.
  struct Box {
    var x: Double
    var y: Double
    let width: Double
    var height = GraphPicture.nodeHeight
    var centre: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

    /// The middle of the left or right side, whichever faces `otherX`.
    func side(towards otherX: Double) -> (x: Double, y: Double) {
      (otherX >= centre.x ? x + width : x, y + height / 2)
    }
  }

  static func nodeWidth(_ label: String) -> Double {
    max(72, PictureStyle.width(of: label, size: fontSize) + 30)
  }

  /// `value` cut to ``valueColumns`` columns, ending in `…` when it was longer.
  static func shortened(_ value: String) -> String {
    PictureStyle.shortened(value, columns: valueColumns)
  }

  private static func node(
    _ svg: inout SVGBuilder, _ node: GraphNode, _ box: Box, layer: Int, value: String?
  ) {
    svg.open(
      "g",
      [
        "class": .text("node \(node.kind.rawValue)" + (node.isShadowed ? " shadowed" : "")),
        "id": .text("node-\(node.id)"), "data-node": .text(node.id),
        "data-kind": .text(node.kind.rawValue), "data-layer": .number(Double(layer)),
        "opacity": node.isShadowed ? 0.4 : 1,
        "transform": .text("translate(\(SVGBuilder.format(box.x)) \(SVGBuilder.format(box.y)))"),
      ])
    let earlier = node.isShadowed ? ", an earlier definition" : ""
    svg.element(
      "title",
      text: "\(node.id) (\(node.kind.rawValue)\(earlier))" + (value.map { " = \($0)" } ?? ""))
    shape(&svg, node.kind, width: box.width, height: box.height)
    let centre = box.width / 2 + (node.kind == .action ? -4 : 0)
    let nameY = value == nil ? box.height / 2 + 5.5 : box.height / 2 - 4
    svg.element(
      "text",
      [
        "class": "name", "x": .number(centre), "y": .number(nameY), "text-anchor": "middle",
        "fill": .text(PictureStyle.ink),
      ], text: node.id)
    if let value {
      svg.element(
        "text",
        [
          "class": "value", "x": .number(centre), "y": .number(box.height / 2 + 16),
          "text-anchor": "middle", "fill": "#334155", "font-weight": "bold",
          "data-value": .text(value),
        ], text: shortened(value))
    }
    svg.close("g")
  }

  /// The outline of a node of `kind`, `width` by `height` from the origin.
  static func shape(_ svg: inout SVGBuilder, _ kind: GraphNode.Kind, width: Double, height: Double) {
    let (fill, stroke) = PictureStyle.colours(kind)
    let w = SVGBuilder.format(width)
    let h = SVGBuilder.format(height)
    switch kind {
    case .mutable, .bindable, .observed, .derived, .cold, .control:
      let radius: Double =
        switch kind {
        case .mutable: 8
        case .observed: 4
        case .derived, .cold: height / 2
        case .control: 3
        default: 0
        }
      svg.element(
        "rect",
        [
          "class": "shape", "width": .text(w), "height": .text(h), "rx": .number(radius),
          "fill": .text(fill), "stroke": .text(stroke), "stroke-width": 1.6,
          "stroke-dasharray": .text(kind == .control ? "5 3" : kind == .cold ? "2 3" : "none"),
        ])
    case .published:
      svg.element(
        "rect",
        [
          "class": "shape", "width": .text(w), "height": .text(h), "fill": .text(fill),
          "stroke": .text(stroke), "stroke-width": 1.6,
        ])
      svg.element(
        "rect",
        [
          "x": 3, "y": 3, "width": .number(width - 6), "height": .number(height - 6), "fill": "none",
          "stroke": .text(stroke), "stroke-width": 1,
        ])
    case .action:
      let tip = min(12, width / 4)
      let points = [(0, 0), (width - tip, 0), (width, height / 2), (width - tip, height), (0, height)]
        .map { "\(SVGBuilder.format($0.0)),\(SVGBuilder.format($0.1))" }.joined(separator: " ")
      svg.element(
        "polygon",
        [
          "class": "shape", "points": .text(points), "fill": .text(fill), "stroke": .text(stroke),
          "stroke-width": 1.6,
        ])
    }
  }

  // MARK: Edges

  private static func markers(_ svg: inout SVGBuilder) {
    svg.open("defs")
    for kind in GraphEdge.Kind.allCases {
      svg.open(
        "marker",
        [
          "id": .text("arrow-\(kind.rawValue)"), "viewBox": "0 0 10 10", "refX": 9, "refY": 5,
          "markerWidth": 7, "markerHeight": 7, "orient": "auto-start-reverse",
          "markerUnits": "userSpaceOnUse",
        ])
      svg.element("path", ["d": "M0,0 L10,5 L0,10 z", "fill": .text(PictureStyle.colour(kind))])
      svg.close("marker")
    }
    svg.close("defs")
  }

  private static func edge(_ svg: inout SVGBuilder, _ edge: GraphEdge, _ points: [(x: Double, y: Double)]) {
    guard let first = points.first else { return }
    var d = "M\(SVGBuilder.format(first.x)),\(SVGBuilder.format(first.y))"
    for (p, q) in zip(points, points.dropFirst()) {
      let middle = (p.x + q.x) / 2
      d +=
        " C\(SVGBuilder.format(middle)),\(SVGBuilder.format(p.y)) \(SVGBuilder.format(middle)),\(SVGBuilder.format(q.y))"
        + " \(SVGBuilder.format(q.x)),\(SVGBuilder.format(q.y))"
    }
    let segment = max(0, (points.count - 1) / 2)
    let p = points[segment]
    let q = points[min(points.count - 1, segment + 1)]
    path(&svg, edge, d: d, labelAt: ((p.x + q.x) / 2, (p.y + q.y) / 2))
  }

  private static func selfLoop(_ svg: inout SVGBuilder, _ edge: GraphEdge, _ box: Box) {
    let right = box.x + box.width - 14
    let top = box.y
    let d =
      "M\(SVGBuilder.format(right - 16)),\(SVGBuilder.format(top)) C\(SVGBuilder.format(right - 16)),\(SVGBuilder.format(top - 30))"
      + " \(SVGBuilder.format(right + 16)),\(SVGBuilder.format(top - 30)) \(SVGBuilder.format(right + 6)),\(SVGBuilder.format(top))"
    path(&svg, edge, d: d, labelAt: (right, top - 26))
  }

  private static func path(
    _ svg: inout SVGBuilder, _ edge: GraphEdge, d: String, labelAt label: (x: Double, y: Double)
  ) {
    let colour = PictureStyle.colour(edge.kind)
    let style = PictureStyle.stroke(edge.kind)
    let arrow = "url(#arrow-\(edge.kind.rawValue))"
    svg.open("g", ["class": .text("edge-group \(edge.kind.rawValue)")])
    svg.open(
      "path",
      [
        "class": .text("edge \(edge.kind.rawValue)"), "data-from": .text(edge.from),
        "data-to": .text(edge.to), "data-kind": .text(edge.kind.rawValue), "d": .text(d),
        "fill": "none", "stroke": .text(colour), "stroke-width": .number(style.width),
        "stroke-dasharray": .text(style.dashes ?? "none"), "marker-end": .text(arrow),
        "marker-start": .text(edge.kind == .twoWay ? arrow : "none"),
      ])
    let owner = edge.owner.map { " (in \($0))" } ?? ""
    svg.element("title", text: "\(edge.from) \(style.label ?? "->") \(edge.to)\(owner)")
    svg.close("path")
    if let text = style.label {
      svg.element(
        "text",
        [
          "x": .number(label.x), "y": .number(label.y - 5), "text-anchor": "middle",
          "font-size": 16, "fill": .text(colour), "stroke": "#ffffff", "stroke-width": 3,
          "paint-order": "stroke",
        ], text: text)
    }
    svg.close("g")
  }

}
