/// A script opened for play (`bind play`, `:play`): its text, the source of truth, and the
/// `marbles(...)` literals a page may edit.
///
/// ```swift
/// var script = try PlayScript(name: "search.bind", text: text)
/// let statement = try script.apply(MarbleEdit(lane: "x", diagram: "--a|"))
/// // script.text now holds the new diagram; run it again from the start
/// ```
///
/// An edit may change only a literal's frames and choose among the values the literal
/// already names (see ``apply(_:)``); everything else in the text stays as written.
public struct PlayScript: Sendable {
  /// The file name diagnostics show.
  public let name: String
  /// The script's text, with every edit made so far.
  public private(set) var text: String
  /// The playable literals, in the order the script declares them.
  public private(set) var literals: [MarbleLiteral]

  /// Reads `text`; fails, as a script would, when it has syntax errors.
  public init(name: String, text: String) throws(ScriptError) {
    let source = SourceFile(name: name, text: text)
    let script: Interpreter.Script
    switch Interpreter.Script.parse(source) {
    case .failure(let error): throw error
    case .success(let parsed): script = parsed
    }
    self.name = name
    self.text = text
    var literals: [MarbleLiteral] = []
    for step in script.steps {
      guard let literal = MarbleLiteral(step.statement, in: source),
        !literals.contains(where: { $0.name == literal.name })
      else { continue }
      literals.append(literal)
    }
    self.literals = literals
  }

  /// The script as a source file, to run.
  public var source: SourceFile { SourceFile(name: name, text: text) }

  /// The playable literal of lane `name`, if any.
  public func literal(_ name: String) -> MarbleLiteral? {
    literals.first { $0.name == name }
  }

  /// Checks `edit` as if it had been typed, then writes its diagram into the literal.
  ///
  /// The edit is accepted only if it names a playable literal, its diagram is at most
  /// ``MarbleEdit/maximumLength`` characters of the grammar (`-`, `|`, `#`, `(`, `)`) and
  /// the literal's own value characters, it parses, and nothing but `-` follows its end
  /// (`-a|-c` would draw a `c` that never happens). Nothing changes otherwise.
  ///
  /// - Returns: The edited `let` statement, as it now reads.
  /// - Throws: ``PlayEditError`` saying why the edit was refused.
  @discardableResult
  public mutating func apply(_ edit: MarbleEdit) throws(PlayEditError) -> String {
    guard let literal = literal(edit.lane) else {
      throw PlayEditError(.unknownLiteral, "there is no playable marbles(...) named '\(edit.lane)'")
    }
    guard !edit.diagram.isEmpty, edit.diagram.count <= MarbleEdit.maximumLength else {
      throw PlayEditError(
        .invalidDiagram, "a diagram has 1 to \(MarbleEdit.maximumLength) characters")
    }
    if let stranger = edit.diagram.first(where: { !literal.allows($0) }) {
      let named = literal.values.map { String($0.symbol) }.joined(separator: ", ")
      throw PlayEditError(
        .valueOutsideLiteral,
        "'\(stranger)' is not a value of \(literal.name)'s marbles; it names \(named)")
    }
    guard MarbleLiteral.read(edit.diagram, values: literal.values) != nil else {
      throw PlayEditError(.invalidDiagram, "'\(edit.diagram)' is not a valid marble diagram")
    }
    if let after = MarbleLiteral.afterEnd(edit.diagram) {
      throw PlayEditError(
        .invalidDiagram,
        "'\(edit.diagram)' has '\(after)' after its end: nothing happens after `|` or `#`")
    }
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(literal.literalRange, with: Array("\"\(edit.diagram)\"".utf8))
    let edited: PlayScript
    do {
      edited = try PlayScript(name: name, text: String(decoding: bytes, as: UTF8.self))
    } catch {
      throw PlayEditError(.invalidDiagram, "the edited script does not parse")
    }
    guard let changed = edited.literal(edit.lane), changed.diagram == edit.diagram else {
      throw PlayEditError(.invalidDiagram, "'\(edit.diagram)' cannot be written into the script")
    }
    self = edited
    return edited.source.text(of: changed.statementRange)
  }

  /// `statement` added at the end of the script, on a line of its own (a statement typed in
  /// the shell while playing).
  public mutating func append(_ statement: String) {
    var text = self.text
    if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
    text += statement + "\n"
    if let extended = try? PlayScript(name: name, text: text) { self = extended }
  }
}
