extension Event: Equatable where Element: Equatable {
  /// Two events are equal when they are the same case with equal values; errors compare by
  /// their description and dynamic type, since `Error` itself is not `Equatable`.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let l), .next(let r)): return l == r
    case (.completed, .completed): return true
    case (.error(let l), .error(let r)): return errorsMatch(l, r)
    default: return false
    }
  }
}
