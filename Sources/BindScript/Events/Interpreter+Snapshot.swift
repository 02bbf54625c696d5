extension Interpreter {
  /// The dependency graph now: the declared cells and what follows what.
  public func graphSnapshot() -> GraphSnapshot {
    GraphSnapshot.of(runtime)
  }

  /// The history of cells as marble lanes, from 0 ms to ``virtualTime``: of a long history,
  /// the last ``MarblePicture/mostMarblesPerLane`` events, the earlier ones counted in
  /// ``MarbleLane/earlier``.
  ///
  /// - Parameter names: The cells to draw, in this order; names that have no history are
  ///   left out. When empty: every declared state, action and derived value.
  public func marbleLanes(_ names: [String] = []) -> [MarbleLane] {
    let symbols = runtime.symbols
    let cells =
      names.isEmpty
      ? symbols.names.compactMap { symbols.cell(named: $0) }
      : names.compactMap { symbols.cell(named: $0) }
    return cells.flatMap(\.lanes).map(MarbleLane.init)
  }

  /// When each lane that stopped without an end of its own (a disposed subscription of a
  /// `cold` stream) stopped, in milliseconds, by lane name: what the marble events do not say.
  public func laneStops() -> [String: Int] {
    var stops: [String: Int] = [:]
    for cell in runtime.symbols.allCells {
      for lane in cell.lanes {
        if let stop = lane.stop { stops[lane.name] = stop }
      }
    }
    return stops
  }

  /// Each declared view drawn as `:show` draws it, in declaration order.
  public func viewMockups() -> [ViewMockupText] {
    runtime.symbols.names.compactMap { name in
      guard case .view(let view)? = runtime.symbols[name]?.symbol else { return nil }
      return ViewMockupText(name: name, text: ViewMockup.render(view))
    }
  }
}

/// A view's text mock-up, as `:show VIEW` prints it.
public struct ViewMockupText: Sendable, Hashable {
  /// The view's name.
  public let name: String
  /// The mock-up, lines ending in newlines.
  public let text: String
}

extension MarbleLane {
  /// The lane of `lane`'s history as a picture draws it: its last
  /// ``MarblePicture/mostMarblesPerLane`` events, the earlier ones counted.
  init(_ lane: CellLane) {
    let count = lane.history.count
    let first = max(0, count - MarblePicture.mostMarblesPerLane)
    self.init(
      name: lane.name, marbles: (first..<count).map(lane.history.marble), start: lane.start,
      stop: lane.stop, owner: lane.owner, earlier: first)
  }
}
