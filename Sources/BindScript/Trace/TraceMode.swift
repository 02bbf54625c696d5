/// How much the interpreter prints after each statement.
public enum TraceMode: String, Sendable, CaseIterable {
  /// Nothing.
  case off
  /// The tree of changes each statement set off (the default).
  case changes
  /// The changes, and every value handed to a closure or binding on the way.
  case full
}
