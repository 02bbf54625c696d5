/// A position in a script: 1-based line and column (columns count Unicode characters).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int
  /// The offset in UTF-8 bytes from the start of the source, for slicing.
  public var offset: Int

  /// Creates a location.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders by offset.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.offset < rhs.offset
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
