import BindLiveModel
import BindScript

/// Marble lanes and a dependency graph read from bytes, so that the fuzzer reaches shapes no
/// script makes: thousands of events at one instant, times far apart or negative, values of
/// any width and script, lanes that stop before they start, edges to nodes that do not exist,
/// cycles and self-loops.
struct PictureRecipe {
  var lanes: [MarbleLane] = []
  var graph = GraphSnapshot()
  var now = 0

  /// Reads the recipe: each byte steers the next choice; a short input is a small picture.
  init(_ bytes: UnsafeRawBufferPointer) {
    var input = ByteReader(bytes)
    now = input.time()
    let nodeCount = input.count(upTo: 40)
    let nodeIDs = (0..<nodeCount).map { "n\($0 % max(1, nodeCount - input.count(upTo: 3)))" }
    let nodeKinds = GraphNode.Kind.allCases
    let edgeKinds = GraphEdge.Kind.allCases
    let nodes = nodeIDs.map { GraphNode(id: $0, kind: nodeKinds[input.count(upTo: nodeKinds.count - 1)]) }
    var edges: [GraphEdge] = []
    for _ in 0..<input.count(upTo: 60) {
      let from = nodeIDs.isEmpty ? "none" : nodeIDs[input.count(upTo: nodeIDs.count - 1)]
      let to = input.count(upTo: 8) == 0 ? "missing" : nodeIDs.last ?? "none"
      edges.append(GraphEdge(from: from, to: to, kind: edgeKinds[input.count(upTo: edgeKinds.count - 1)]))
    }
    graph = GraphSnapshot(nodes: nodes, edges: edges)
    for index in 0..<input.count(upTo: 12) {
      var time = input.time()
      var marbles: [Marble] = []
      let repeats = input.count(upTo: 3) == 0 ? 2_000 : 1
      for _ in 0..<input.count(upTo: 200) * repeats {
        if input.count(upTo: 3) == 0 { time = time.addingReportingOverflow(input.time()).partialValue }
        marbles.append(Marble(time: time, kind: input.kind(), cause: input.time()))
      }
      let name =
        nodeIDs.isEmpty || input.count(upTo: 4) == 0 ? "lane \(index)" : nodeIDs[index % nodeIDs.count]
      lanes.append(
        MarbleLane(
          name: name, marbles: marbles, start: input.time(),
          stop: input.count(upTo: 3) == 0 ? input.time() : nil,
          owner: input.count(upTo: 5) == 0 ? nodeIDs.first : nil, earlier: Int(input.byte()) * 1_000
        ))
    }
  }

  /// Draws the recipe with every renderer: the marble and graph pictures, and the page's
  /// state through the live model.
  func draw() {
    _ = MarblePicture.svg(lanes, now: now)
    _ = MarblePicture.svg(lanes, now: now, standalone: false, timeText: MarblePicture.ticks)
    _ = GraphPicture.svg(
      graph, values: Dictionary(lanes.map { ($0.name, "\($0.marbles.count)") }) { a, _ in a })
    var model = LiveModel(graph: graph, lanes: lanes, time: now)
    model.announce("next", narration: "fuzz")
    _ = model.state().json
  }
}

/// Reads choices from fuzz bytes; past the end every choice is the smallest.
struct ByteReader {
  private let bytes: UnsafeRawBufferPointer
  private var offset = 0

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// The next byte, or 0 at the end.
  mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number from 0 through `limit`.
  mutating func count(upTo limit: Int) -> Int { limit <= 0 ? 0 : Int(byte()) % (limit + 1) }

  /// A time in milliseconds: mostly small, sometimes huge or negative.
  mutating func time() -> Int {
    switch byte() % 8 {
    case 0: return 0
    case 1: return -Int(byte())
    case 2: return Int(byte()) << 24
    case 3: return Int.max / (Int(byte()) + 1)
    default: return Int(byte()) * 10
    }
  }

  /// A marble's event: a value of any width or script, a completion or a failure.
  mutating func kind() -> Marble.Kind {
    let values = [
      "1", "nil", "\"a\"", "漢字", "👍🏽", "\u{0}", "\"\(String(repeating: "w", count: 40))\"", "()", "",
    ]
    switch byte() % 12 {
    case 0: return .completed
    case 1: return .error(values[count(upTo: values.count - 1)])
    case 2...5: return .value(values[count(upTo: values.count - 1)])
    default: return .value("\"v\(byte())\(byte())\"")
    }
  }
}
