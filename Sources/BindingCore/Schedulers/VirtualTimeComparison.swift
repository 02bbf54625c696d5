/// How two virtual times compare, as a ``VirtualTimeConverterType`` reports it (a date type
/// need not be `Comparable`).
public enum VirtualTimeComparison: Sendable {
  /// The left time comes first.
  case lessThan
  /// Both are the same time.
  case equal
  /// The left time comes later.
  case greaterThan
}
