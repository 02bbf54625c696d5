/// A position in a script: 1-based line and column (columns count Unicode characters).
///
/// Kept in 32-bit numbers (a script file is at most 16 MB): every token and syntax node keeps a
/// range of two locations, and a whole script is parsed before it runs, so a script of 100,000
/// `let`s held about 240 bytes a statement more with 64-bit ones.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  private var storedLine: Int32
  private var storedColumn: Int32
  private var storedOffset: Int32

  /// The line, from 1.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  /// The column, from 1.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  /// The offset in UTF-8 bytes from the start of the source, for slicing.
  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = Int32(clamping: newValue) }
  }

  /// Creates a location.
  public init(line: Int, column: Int, offset: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
    storedOffset = Int32(clamping: offset)
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders by offset.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.storedOffset < rhs.storedOffset
  }
}

/// The stretch of a script a token or syntax node covers: from `start` up to, not
/// including, `end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  /// The first character.
  public var start: SourceLocation
  /// Just past the last character.
  public var end: SourceLocation

  /// Creates a range.
  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// A range that covers both `self` and `other`.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  /// `line:column` of the start.
  public var description: String { start.description }
}
