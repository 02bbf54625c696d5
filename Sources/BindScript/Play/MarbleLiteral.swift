import BindingTimeline

/// A `let NAME = marbles("...", a: 1)` statement of a script being played: the lane a page
/// may edit, and where its diagram is written.
///
/// Only a diagram written as a plain one-line string (`"-a--b|"`, no escapes, no
/// interpolation) directly in a `let` is playable; a `marbles(...)` inside a larger
/// expression is not.
public struct MarbleLiteral: Sendable, Equatable {
  /// A value the diagram may use: its character, and the source text of what it stands for
  /// (`a` and `1` for `a: 1`; for an unlabelled diagram, the character and itself quoted).
  public struct Value: Sendable, Equatable {
    /// The character written in the diagram.
    public let symbol: Character
    /// What it stands for, as written in the script.
    public let text: String
  }

  /// The name the `let` declares: the lane the page shows.
  public let name: String
  /// The diagram as written, without the quotes.
  public let diagram: String
  /// The values the diagram may use, in the order the script names them.
  public let values: [Value]
  /// Where the diagram's string literal, quotes included, is in the script (UTF-8 offsets).
  public let literalRange: Range<Int>
  /// The whole `let` statement's range.
  public let statementRange: SourceRange
  /// The diagram's events, as the compiler reads them: each value character, `|` or `#`, at
  /// its frame (100 ms each) from the moment the stream is subscribed.
  public let events: [(frame: Int, symbol: Character)]

  /// The characters the diagram may hold: its values and the grammar `-`, `|`, `#`, `(`, `)`.
  public func allows(_ character: Character) -> Bool {
    Self.grammar.contains(character) || values.contains { $0.symbol == character }
  }

  /// The grammar characters an edit may use.
  public static let grammar: Set<Character> = ["-", "|", "#", "(", ")"]

  /// Whether two literals are the same text at the same place.
  public static func == (lhs: MarbleLiteral, rhs: MarbleLiteral) -> Bool {
    lhs.name == rhs.name && lhs.diagram == rhs.diagram && lhs.values == rhs.values
      && lhs.literalRange == rhs.literalRange && lhs.statementRange == rhs.statementRange
  }
}

extension MarbleLiteral {
  /// The playable literal `statement` declares, if it is one: `let NAME = marbles("...", ...)`
  /// with a plain one-line diagram that parses.
  init?(_ statement: Statement, in source: SourceFile) {
    guard case .letDeclaration(let name, let value) = statement.kind,
      case .call(let callee, let arguments) = value.kind,
      case .identifier("marbles") = callee.kind,
      let first = arguments.first, first.label == nil,
      let diagram = first.value.plainText
    else { return nil }
    let range = first.value.range
    guard source.text(of: range) == "\"" + diagram + "\"", !diagram.contains("\n") else {
      return nil
    }
    var values: [Value] = []
    for argument in arguments.dropFirst() {
      guard let label = argument.label, label.count == 1, let symbol = label.first else {
        return nil
      }
      values.append(Value(symbol: symbol, text: source.text(of: argument.value.range)))
    }
    if arguments.count == 1 {
      for character in diagram where character.isLetter || character.isNumber {
        if !values.contains(where: { $0.symbol == character }) {
          values.append(Value(symbol: character, text: "\"\(character)\""))
        }
      }
    }
    guard let events = Self.read(diagram, values: values) else { return nil }
    self.name = name.text
    self.diagram = diagram
    self.values = values
    self.literalRange = range.start.offset..<range.end.offset
    self.statementRange = statement.range
    self.events = events
  }

  /// What `diagram` writes after its end (`|` or `#`, with the rest of its group), other than
  /// `-`: `nil` when nothing.
  static func afterEnd(_ diagram: String) -> String? {
    guard let end = diagram.firstIndex(where: { $0 == "|" || $0 == "#" }) else { return nil }
    var rest = diagram[diagram.index(after: end)...]
    let inGroup =
      diagram[..<end].lastIndex(of: "(").map { open in
        !diagram[open..<end].contains(")")
      } ?? false
    if inGroup, let close = rest.firstIndex(of: ")") {
      let inside = rest[..<close]
      if !inside.isEmpty { return String(inside) }
      rest = rest[rest.index(after: close)...]
    }
    let after = rest.drop { $0 == "-" }
    return after.isEmpty ? nil : String(rest)
  }

  /// The events of `diagram` written with `values`, or `nil` when it does not parse.
  static func read(_ diagram: String, values: [Value]) -> [(frame: Int, symbol: Character)]? {
    var placeholders: [Character: Character] = [:]
    for value in values { placeholders[value.symbol] = value.symbol }
    guard
      let recorded = try? Marbles.parse(
        diagram, values: placeholders, error: ScriptFailure(message: "marble error"),
        frameTicks: 100)
    else { return nil }
    return recorded.map { recorded in
      let symbol: Character
      switch recorded.value {
      case .next(let character): symbol = character
      case .completed: symbol = "|"
      case .error: symbol = "#"
      }
      return (recorded.time / 100, symbol)
    }
  }
}
