import Testing

/// What the picture tests read back from an SVG.
///
/// The tree, and the nodes, lanes, marbles and boxes in it. BindScriptTests, whose tests draw
/// the pictures of a session, has this file as a symbolic link.
enum PictureReading {
  /// The picture `svg`, parsed; records an issue when it is not well-formed.
  static func parse(_ svg: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> XMLTree
    .Element?
  {
    guard let tree = XMLTree(svg) else {
      Issue.record("not well-formed XML:\n\(svg)", sourceLocation: sourceLocation)
      return nil
    }
    return tree.root
  }

  /// Each node's group in a graph, by name.
  static func nodes(_ root: XMLTree.Element) -> [String: XMLTree.Element] {
    Dictionary(uniqueKeysWithValues: root.all("data-node").map { ($0.attributes["data-node"]!, $0) })
  }

  /// Each lane of a marble picture, by name.
  static func lanes(_ root: XMLTree.Element) -> [String: XMLTree.Element] {
    Dictionary(uniqueKeysWithValues: root.all("data-lane").map { ($0.attributes["data-lane"]!, $0) })
  }

  /// The circles of a lane: (time, centre x, text in it).
  static func circles(_ lane: XMLTree.Element) -> [(time: Int, x: Double, text: String)] {
    lane.all("class", "marble value").map { marble in
      let circle = marble.all(named: "circle")[0]
      return (Int(marble.attributes["data-time"]!)!, circle.number("cx")!, marble.all(named: "text")[0].text)
    }
  }

  /// Each marble of the picture: its lane, time, cause, centre and fill.
  static func marbles(
    _ root: XMLTree.Element
  ) -> [(lane: String, time: Int, cause: Int, x: Double, fill: String?)] {
    let margin = root.all(named: "g").first?.translation?.x ?? 0
    return root.all("data-lane").flatMap { lane in
      lane.all("data-cause").map { marble in
        let circle = marble.all(named: "circle").first
        let line = marble.all(named: "line").first
        let x = circle?.number("cx") ?? line?.number("x1") ?? crossCentre(marble)
        return (
          lane.attributes["data-lane"]!, Int(marble.attributes["data-time"]!)!,
          Int(marble.attributes["data-cause"]!)!, x + margin, circle?.attributes["fill"]
        )
      }
    }
  }

  private static func crossCentre(_ marble: XMLTree.Element) -> Double {
    let d = marble.all(named: "path").first?.attributes["d"] ?? ""
    let numbers = d.split(whereSeparator: { " ,ML".contains($0) }).compactMap { Double($0) }
    return numbers.count >= 4 ? (numbers[0] + numbers[2]) / 2 : .nan
  }

  /// A node's rectangle in a graph: its group's translation and its shape's size.
  struct Rectangle {
    let name: String
    let x, y, width, height: Double

    func overlaps(_ other: Rectangle) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }
  }

  static func rectangles(_ root: XMLTree.Element) -> [Rectangle] {
    root.all("data-node").compactMap { node in
      guard let at = node.translation,
        let shape = node.children.first(where: { $0.attributes["class"] == "shape" })
      else { return nil }
      let size: (Double, Double)
      if let points = shape.attributes["points"] {
        let numbers = points.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        size = ((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
      } else {
        size = (Double(shape.attributes["width"] ?? "") ?? 0, Double(shape.attributes["height"] ?? "") ?? 0)
      }
      return Rectangle(
        name: node.attributes["data-node"] ?? "", x: at.x, y: at.y, width: size.0, height: size.1)
    }
  }

  /// The picture's width and height.
  static func size(_ root: XMLTree.Element) -> (width: Double, height: Double) {
    (Double(root.attributes["width"] ?? "") ?? 0, Double(root.attributes["height"] ?? "") ?? 0)
  }

  /// A graph's legend: where its group stands in the picture, and its texts' heights.
  static func graphLegend(_ root: XMLTree.Element) throws -> (at: (x: Double, y: Double), ys: [Double]) {
    let legend = try #require(root.all("class", "legend").first)
    let at = try #require(legend.translation)
    return (at, legend.all(named: "text").compactMap { Double($0.attributes["y"] ?? "") })
  }
}
