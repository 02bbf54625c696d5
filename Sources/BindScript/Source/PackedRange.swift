/// A ``SourceRange`` in six 32-bit numbers (a script file is at most 16 MB): 24 bytes where
/// the range takes 48, for what keeps a range for each of many statements (the symbol table,
/// compiled arithmetic, which needs it only to report an error).
struct PackedRange {
  private let startLine, startColumn, startOffset, endLine, endColumn, endOffset: Int32

  init(_ range: SourceRange) {
    startLine = Int32(clamping: range.start.line)
    startColumn = Int32(clamping: range.start.column)
    startOffset = Int32(clamping: range.start.offset)
    endLine = Int32(clamping: range.end.line)
    endColumn = Int32(clamping: range.end.column)
    endOffset = Int32(clamping: range.end.offset)
  }

  /// The range.
  var range: SourceRange {
    SourceRange(
      start: SourceLocation(line: Int(startLine), column: Int(startColumn), offset: Int(startOffset)),
      end: SourceLocation(line: Int(endLine), column: Int(endColumn), offset: Int(endOffset)))
  }
}
