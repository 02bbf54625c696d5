/// Reads a script into statements, recovering from errors so that one run reports them all.
///
/// On an error the parser records a ``Diagnostic``, skips to the end of the statement (the
/// end of the line, a `;`, or the `}` closing the enclosing block) and carries on.
///
/// When the input stops inside an open `(`, `[`, `{`, string or interpolation, or right
/// after an operator, `=`, `=>`, `<=>`, `in` or `else`, nothing is reported for the missing
/// end: the result is marked ``ParseResult/isIncomplete`` so that a shell can ask for more
/// lines. A shell should report the diagnostics when there are any, and otherwise ask for
/// more while the input is incomplete. A script file, which cannot continue, is read with
/// ``parse(_:allowsContinuation:)`` and `false` to get errors for those ends instead.
///
/// ```swift
/// let result = Parser.parse(SourceFile(name: "<repl>", text: "binding screen {"))
/// result.isIncomplete   // true
/// ```
public struct Parser {
  /// How deeply brackets, blocks, closures and operators may nest before parsing stops with
  /// an error; this keeps deep input from exhausting the stack here or in later passes.
  public static let maximumNestingDepth = 200

  struct Failure: Error {}

  struct Group {
    enum Kind { case parenthesis, bracket, brace, string, interpolation }
    var kind: Kind
    var opener: Token
  }

  let tokens: TokenStream
  let allowsContinuation: Bool
  var position = 0 {
    didSet { current = tokens[position] }
  }
  /// The token at ``position``, kept here so that the many looks at it copy nothing.
  private(set) var current: Token
  var previous: Token?
  var groups: [Group] = []
  var depth = 0
  var allowsTrailingClosure = true
  var diagnostics: [Diagnostic] = []
  var isIncomplete = false
  var reportedEnd = false

  init(tokens: TokenStream, allowsContinuation: Bool) {
    self.tokens = tokens
    self.current = tokens[0]
    self.allowsContinuation = allowsContinuation
  }

  /// Parses interactive input: an unfinished construct at the end makes the result
  /// incomplete rather than wrong.
  public static func parse(_ source: SourceFile) -> ParseResult {
    parse(source, allowsContinuation: true)
  }

  /// Parses `source`; with `allowsContinuation` `false` (a script file), input that stops
  /// inside an unfinished construct is an error pointing at what was left open.
  public static func parse(_ source: SourceFile, allowsContinuation: Bool) -> ParseResult {
    var statements: [Statement] = []
    var result = parse(source, allowsContinuation: allowsContinuation) { statement in
      statements.append(statement)
      return true
    }
    result.statements = statements
    return result
  }

  /// Parses `source` as ``parse(_:allowsContinuation:)`` does, but hands each top-level
  /// statement to `body` as soon as it is read instead of keeping it, so that a long script
  /// never holds every statement's syntax tree at once; the result holds no statements.
  ///
  /// When `body` returns `false` parsing stops there, and the result holds only the problems
  /// found before that point.
  static func parse(
    _ source: SourceFile, allowsContinuation: Bool, each body: (Statement) -> Bool
  ) -> ParseResult {
    let tokens = TokenStream(Lexer(source))
    var parser = Parser(tokens: tokens, allowsContinuation: allowsContinuation)
    var stopped = false
    parser.parseStatements(inBlock: false) { statement in
      stopped = !body(statement)
      return !stopped
    }
    let lexed = stopped ? [] : tokens.finish()
    let diagnostics = (lexed + parser.diagnostics).enumerated()
      .sorted { ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset) }
      .map(\.element)
    return ParseResult(statements: [], diagnostics: diagnostics, isIncomplete: parser.isIncomplete)
  }
}

extension Parser {
  func peek(_ distance: Int) -> Token {
    tokens[position + distance]
  }

  func at(_ punctuator: Punctuator) -> Bool {
    if case .punctuator(let found) = current.kind { return found == punctuator }
    return false
  }

  func at(_ keyword: Keyword) -> Bool {
    if case .keyword(let found) = current.kind { return found == keyword }
    return false
  }

  var atLineEnd: Bool {
    switch current.kind {
    case .newline, .end, .punctuator(.semicolon): return true
    default: return false
    }
  }

  /// Where the previous token ended: where an error about something missing points.
  var endOfPrevious: SourceLocation { previous?.range.end ?? current.range.start }

  @discardableResult
  mutating func advance() -> Token {
    let token = current
    if token.kind != .end {
      position += 1
      tokens.discard(before: position)
    }
    previous = token
    skipInsignificantNewlines()
    return token
  }

  @discardableResult
  mutating func consume(_ punctuator: Punctuator) -> Token? {
    at(punctuator) ? advance() : nil
  }

  mutating func expect(_ punctuator: Punctuator, _ message: String)
    throws(Failure) -> Token
  {
    guard at(punctuator) else { throw unexpected(message) }
    return advance()
  }

  /// Newlines separate statements at the top level and in blocks, but not inside `(`, `[`
  /// or an interpolation.
  mutating func skipInsignificantNewlines() {
    guard let group = groups.last, group.kind != .brace else { return }
    skipNewlines()
  }

  mutating func skipNewlines() {
    while current.kind == .newline { position += 1 }
  }

  /// Moves to the next line when it starts with a token `continues` accepts, which could
  /// not start a statement: `.map { ... }` under a chain, `&& ready` under a condition.
  mutating func skipNewlines(before continues: (Token.Kind) -> Bool) {
    guard current.kind == .newline, continues(tokenAfterNewlines().kind) else { return }
    skipNewlines()
  }

  /// The token after the newlines at the cursor, when newlines are significant here.
  func tokenAfterNewlines() -> Token {
    var index = position
    while tokens[index].kind == .newline { index += 1 }
    return tokens[index]
  }

  mutating func open(_ kind: Group.Kind, _ opener: Token) {
    groups.append(Group(kind: kind, opener: opener))
    skipInsignificantNewlines()
  }

  /// Reads the `punctuator` closing the innermost group.
  mutating func close(with punctuator: Punctuator, _ message: String)
    throws(Failure) -> Token
  {
    guard at(punctuator) else {
      guard current.kind == .end else { throw unexpected(message) }
      inputEndsOpen(message)
      throw Failure()
    }
    groups.removeLast()
    return advance()
  }

  /// Counts one more level of nesting, failing past ``maximumNestingDepth``.
  mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maximumNestingDepth else {
      depth -= 1
      report(
        "this is nested too deeply: more than \(Self.maximumNestingDepth) levels of brackets, "
          + "blocks or operators", at: current.range)
      throw Failure()
    }
  }

  mutating func report(_ message: String, at range: SourceRange) {
    diagnostics.append(Diagnostic(message, at: range))
  }
}
