/// The tokens of a source, read from the lexer only as the parser reaches them, and let go of
/// once it has moved past them.
///
/// The parser only ever looks ahead of its position, so a long script never holds all its
/// tokens at once: a file of 100,000 statements would otherwise keep about 14 tokens (1.2 KB)
/// a statement in memory until the last one is parsed.
///
/// Only the parser that made it reads it, one access at a time, which makes the run-time
/// exclusivity checks redundant (they cost more than the reading itself).
final class TokenStream {
  @exclusivity(unchecked) private var lexer: Lexer
  /// The tokens read and not yet let go of; `buffer[0]` is the token at ``base``.
  @exclusivity(unchecked) private var buffer: [Token] = []
  /// The position, in the whole stream, of the first token in ``buffer``.
  @exclusivity(unchecked) private var base = 0
  /// Whether the `end` token was read: it is the last in ``buffer``.
  @exclusivity(unchecked) private var ended = false
  /// The most tokens held at once: a test's witness that a long script is not held whole.
  private(set) var mostHeld = 0

  init(_ lexer: Lexer) {
    self.lexer = lexer
  }

  /// Reads what is left of the source and returns everything the lexer reported.
  ///
  /// A parse that stopped early still gets the lexer's diagnostics for the rest, as when every
  /// token was read first. The stream is not read after this.
  func finish() -> [Diagnostic] {
    if !ended {
      while lexer.next().kind != .end {}
    }
    buffer = []
    return lexer.diagnostics
  }

  /// The token at `position`, counted from the start of the source.
  ///
  /// The `end` token stands for any position past it. Positions before one given to
  /// ``discard(before:)`` are gone.
  subscript(position: Int) -> Token {
    let index = position - base
    precondition(index >= 0, "a token the parser had moved past")
    if index < buffer.count { return buffer[index] }
    return read(upTo: index)
  }

  /// Reads tokens until the one at `index` in ``buffer``, or the end.
  private func read(upTo index: Int) -> Token {
    while !ended, index >= buffer.count {
      let token = lexer.next()
      if case .end = token.kind { ended = true }
      buffer.append(token)
    }
    mostHeld = max(mostHeld, buffer.count)
    return buffer[min(index, buffer.count - 1)]
  }

  /// Lets go of the tokens before `position`, a batch at a time.
  func discard(before position: Int) {
    let count = position - base
    guard count >= 4096, count * 2 >= buffer.count else { return }
    buffer.removeFirst(count)
    base = position
  }
}
