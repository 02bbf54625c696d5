/// A marble diagram drawn from recorded events, with what its made-up symbols stand for.
///
/// ```swift
/// let drawing = Marbles.renderWithLegend([.next(10, 42), .next(20, 7), .completed(30)])
/// drawing.marbles       // "-a7|"
/// drawing.legend        // ["a": "42"]
/// drawing.description   // "-a7|   a = 42"
/// ```
public struct MarbleDrawing: Hashable, Sendable, CustomStringConvertible {
  /// The diagram.
  public let marbles: String
  /// The description of the value each made-up symbol stands for: values that had no symbol
  /// in the `values` given and are not one letter or digit themselves.
  public let legend: [Character: String]

  /// A drawing of `marbles` whose made-up symbols mean what `legend` says.
  public init(marbles: String, legend: [Character: String] = [:]) {
    self.marbles = marbles
    self.legend = legend
  }

  /// The legend as text, symbols in the order they appear in the diagram: `a = 42, b = 7`.
  public var legendText: String {
    var seen: Set<Character> = []
    return marbles.filter { legend[$0] != nil && seen.insert($0).inserted }
      .map { "\($0) = \(legend[$0]!)" }
      .joined(separator: ", ")
  }

  /// The diagram, followed by its legend when it has one.
  public var description: String {
    legend.isEmpty ? marbles : "\(marbles)   \(legendText)"
  }
}
