/// The statements that ran without error, in order: what `:save` writes and `:play` plays,
/// one statement a line.
///
/// Kept as where each statement is in its source, two 32-bit offsets a statement, and spelt
/// only when read: a script of 100,000 statements kept 78 bytes a statement as one string,
/// and a script run from a file never reads it. Statements in a row from one source share
/// the source (a file's text is kept while it runs anyway).
struct Transcript {
  /// The statements taken from one source in a row.
  private struct Piece {
    let source: SourceFile
    /// The start and end of each statement, in UTF-8 bytes from the start of the text.
    var bounds: [UInt32]
  }

  private var pieces: [Piece] = []
  /// How many statements it holds.
  private(set) var count = 0

  /// Adds the statement at `range` of `source`.
  mutating func append(_ range: SourceRange, of source: SourceFile) {
    let start = UInt32(clamping: range.start.offset)
    let end = UInt32(clamping: range.end.offset)
    count += 1
    // Comparing strings that share their storage, as statements of one file do, costs no
    // more than comparing two pointers.
    if let last = pieces.indices.last, pieces[last].source.name == source.name,
      pieces[last].source.text == source.text
    {
      pieces[last].bounds.append(start)
      pieces[last].bounds.append(end)
      return
    }
    pieces.append(Piece(source: source, bounds: [start, end]))
  }

  /// Each statement's text (control characters escaped, as echoes show it), followed by a
  /// line feed.
  var text: String {
    var result = ""
    for piece in pieces {
      for index in stride(from: 0, to: piece.bounds.count, by: 2) {
        let start = SourceLocation(line: 0, column: 0, offset: Int(piece.bounds[index]))
        let end = SourceLocation(line: 0, column: 0, offset: Int(piece.bounds[index + 1]))
        result += piece.source.text(of: SourceRange(start: start, end: end))
        result += "\n"
      }
    }
    return result
  }
}
