/// Places the nodes of a graph in layers from sources to targets (a Sugiyama layout).
///
/// 1. Cycles are broken by turning around the edges that close one (found by a depth-first
///    walk in node order); self-loops take no part in the layering.
/// 2. Each node's layer is the length of the longest path reaching it, so every edge points
///    to a later layer.
/// 3. An edge crossing several layers gets a waypoint in each layer between, so that it is
///    routed around the nodes and counted when crossings are.
/// 4. Within each layer, nodes are ordered by the barycenter of their neighbours in the
///    layer before (sweeping forwards) or after (backwards); the order with the fewest
///    crossings seen in a few sweeps is kept. Ties keep declaration order, so the layout is
///    the same for the same graph.
/// 5. The graph is split into its connected parts (``components``), so that a picture can
///    place unrelated parts side by side or one under another instead of stacking all their
///    sources in one tall first column.
struct GraphLayout {
  /// A slot in a layer: a node, or a waypoint of a long edge.
  enum Slot: Hashable {
    case node(Int)
    case waypoint(edge: Int, layer: Int)
  }

  /// The layer of each node, by index in the graph's node list.
  private(set) var layerOf: [Int] = []
  /// Each layer's slots, top to bottom.
  private(set) var layers: [[Slot]] = []
  /// The edges as laid out: index in the graph's edge list, the slots it passes through
  /// from its start to its end, and whether it was turned around to break a cycle.
  private(set) var routes: [(edge: Int, slots: [Slot], isReversed: Bool)] = []
  /// The edges that start and end at the same node.
  private(set) var selfLoops: [Int] = []
  /// The connected parts of the graph, in the order of their first node.
  ///
  /// Each part's layers, top to bottom, as in ``layers`` but holding only that part's
  /// slots. A part's first layer is its sources.
  private(set) var components: [[[Slot]]] = []

  init(_ graph: GraphSnapshot) {
    let index = Dictionary(graph.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    let count = graph.nodes.count
    var arcs: [(edge: Int, from: Int, to: Int)] = []
    for (position, edge) in graph.edges.enumerated() {
      guard let from = index[edge.from], let to = index[edge.to] else { continue }
      if from == to {
        selfLoops.append(position)
      } else {
        arcs.append((position, from, to))
      }
    }
    let reversed = Self.backEdges(count: count, arcs: arcs)
    let directed = arcs.map { arc in
      reversed.contains(arc.edge) ? (arc.edge, arc.to, arc.from) : (arc.edge, arc.from, arc.to)
    }
    layerOf = Self.longestPathLayers(count: count, arcs: directed)
    let layerCount = (layerOf.max() ?? -1) + 1
    layers = Array(repeating: [], count: layerCount)
    for node in 0..<count { layers[layerOf[node]].append(.node(node)) }
    for (edge, from, to) in directed {
      var slots: [Slot] = [.node(from)]
      for layer in (layerOf[from] + 1)..<layerOf[to] {
        let waypoint = Slot.waypoint(edge: edge, layer: layer)
        layers[layer].append(waypoint)
        slots.append(waypoint)
      }
      slots.append(.node(to))
      let isReversed = reversed.contains(edge)
      routes.append((edge, isReversed ? slots.reversed() : slots, isReversed))
    }
    orderLayers()
    components = Self.components(count: count, layers: layers, routes: routes)
  }

  /// How many pairs of edge segments cross between neighbouring layers.
  var crossings: Int { Self.crossings(layers, segments: segments) }

  /// Every segment between neighbouring layers, from the earlier layer to the later.
  private var segments: [(Slot, Slot)] {
    routes.flatMap { route in
      let slots = route.isReversed ? route.slots.reversed() : route.slots
      return zip(slots, slots.dropFirst()).map { ($0, $1) }
    }
  }

  // MARK: Steps

  /// `layers` split by connected part: two nodes are in one part when a route joins them,
  /// and a waypoint is in the part of its edge.
  private static func components(
    count: Int, layers: [[Slot]], routes: [(edge: Int, slots: [Slot], isReversed: Bool)]
  ) -> [[[Slot]]] {
    var parent = Array(0..<count)
    func root(_ node: Int) -> Int {
      var node = node
      while parent[node] != node {
        parent[node] = parent[parent[node]]
        node = parent[node]
      }
      return node
    }
    var edgeNode: [Int: Int] = [:]
    for route in routes {
      guard case .node(let first) = route.slots.first, case .node(let last) = route.slots.last
      else { continue }
      parent[root(last)] = root(first)
      edgeNode[route.edge] = first
    }
    var part: [Int: Int] = [:]
    for node in 0..<count where part[root(node)] == nil { part[root(node)] = part.count }
    func partOf(_ slot: Slot) -> Int {
      switch slot {
      case .node(let node): return part[root(node)] ?? 0
      case .waypoint(let edge, _): return edgeNode[edge].flatMap { part[root($0)] } ?? 0
      }
    }
    var parts = Array(repeating: Array(repeating: [Slot](), count: layers.count), count: part.count)
    for (layer, slots) in layers.enumerated() {
      for slot in slots { parts[partOf(slot)][layer].append(slot) }
    }
    return parts.map { layers in
      var layers = layers
      while layers.last?.isEmpty == true { layers.removeLast() }
      return layers
    }
  }

  /// The edges to turn around so that no cycle is left: those reaching a node still on the
  /// depth-first walk's path.
  private static func backEdges(count: Int, arcs: [(edge: Int, from: Int, to: Int)]) -> Set<Int> {
    var outgoing: [[(edge: Int, to: Int)]] = Array(repeating: [], count: count)
    for arc in arcs { outgoing[arc.from].append((arc.edge, arc.to)) }
    enum Mark { case unseen, onPath, done }
    var marks = Array(repeating: Mark.unseen, count: count)
    var back: Set<Int> = []
    for root in 0..<count where marks[root] == .unseen {
      var stack: [(node: Int, next: Int)] = [(root, 0)]
      marks[root] = .onPath
      while let top = stack.last {
        let arcsOut = outgoing[top.node]
        guard top.next < arcsOut.count else {
          marks[top.node] = .done
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let arc = arcsOut[top.next]
        switch marks[arc.to] {
        case .onPath: back.insert(arc.edge)
        case .unseen:
          marks[arc.to] = .onPath
          stack.append((arc.to, 0))
        case .done: break
        }
      }
    }
    return back
  }

  /// Each node's layer: 0 for a source, else one more than the latest layer of the nodes
  /// it follows.
  ///
  /// The arcs must not form a cycle.
  private static func longestPathLayers(count: Int, arcs: [(Int, Int, Int)]) -> [Int] {
    var outgoing: [[Int]] = Array(repeating: [], count: count)
    var incoming = Array(repeating: 0, count: count)
    for (_, from, to) in arcs {
      outgoing[from].append(to)
      incoming[to] += 1
    }
    var layer = Array(repeating: 0, count: count)
    var ready = (0..<count).filter { incoming[$0] == 0 }
    var position = 0
    while position < ready.count {
      let node = ready[position]
      position += 1
      for next in outgoing[node] {
        layer[next] = max(layer[next], layer[node] + 1)
        incoming[next] -= 1
        if incoming[next] == 0 { ready.append(next) }
      }
    }
    return layer
  }

  /// Barycenter sweeps, forwards and backwards, keeping the best order seen.
  private mutating func orderLayers() {
    let segments = self.segments
    var before: [Slot: [Slot]] = [:]
    var after: [Slot: [Slot]] = [:]
    for (from, to) in segments {
      after[from, default: []].append(to)
      before[to, default: []].append(from)
    }
    var best = layers
    var fewest = Self.crossings(layers, segments: segments)
    var current = layers
    for sweep in 0..<8 where fewest > 0 {
      let forwards = sweep % 2 == 0
      let order =
        forwards ? Array(1..<max(1, current.count)) : Array((0..<max(0, current.count - 1)).reversed())
      for layer in order {
        let fixed = forwards ? current[layer - 1] : current[layer + 1]
        let neighbours = forwards ? before : after
        current[layer] = Self.sorted(current[layer], by: neighbours, in: fixed)
      }
      let count = Self.crossings(current, segments: segments)
      if count < fewest {
        fewest = count
        best = current
      }
    }
    layers = best
  }

  /// `slots` ordered by the mean position of their neighbours in `fixed`; slots without
  /// neighbours there keep their place relative to each other.
  private static func sorted(_ slots: [Slot], by neighbours: [Slot: [Slot]], in fixed: [Slot])
    -> [Slot]
  {
    let position = Dictionary(uniqueKeysWithValues: fixed.enumerated().map { ($1, Double($0)) })
    let keyed = slots.enumerated().map { offset, slot -> (slot: Slot, key: Double, offset: Int) in
      let places = (neighbours[slot] ?? []).compactMap { position[$0] }
      let key = places.isEmpty ? Double(offset) : places.reduce(0, +) / Double(places.count)
      return (slot, key, offset)
    }
    return keyed.sorted { ($0.key, $0.offset) < ($1.key, $1.offset) }.map(\.slot)
  }

  private static func crossings(_ layers: [[Slot]], segments: [(Slot, Slot)]) -> Int {
    var position: [Slot: Int] = [:]
    var layerOf: [Slot: Int] = [:]
    for (layer, slots) in layers.enumerated() {
      for (offset, slot) in slots.enumerated() {
        position[slot] = offset
        layerOf[slot] = layer
      }
    }
    var byLayer: [Int: [(Int, Int)]] = [:]
    for (from, to) in segments {
      guard let layer = layerOf[from], let a = position[from], let b = position[to] else { continue }
      byLayer[layer, default: []].append((a, b))
    }
    var count = 0
    for pairs in byLayer.values {
      for i in pairs.indices {
        for j in pairs.indices where j > i {
          let (a1, b1) = pairs[i]
          let (a2, b2) = pairs[j]
          if (a1 < a2 && b1 > b2) || (a1 > a2 && b1 < b2) { count += 1 }
        }
      }
    }
    return count
  }
}
