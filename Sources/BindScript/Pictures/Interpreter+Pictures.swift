extension Interpreter {
  /// The dependency graph now, as a standalone SVG document (what `:graph svg FILE` writes).
  public func graphSVG() -> String {
    GraphPicture.svg(graphSnapshot())
  }

  /// The history of cells as marble lanes in a standalone SVG document, from 0 ms to
  /// ``virtualTime`` (what `:marbles svg FILE` writes).
  ///
  /// - Parameter names: The cells to draw; see ``marbleLanes(_:)``.
  public func marblesSVG(_ names: [String] = []) -> String {
    MarblePicture.svg(marbleLanes(names), now: virtualTime)
  }
}
