extension MaybeEvent: Equatable where Element: Equatable {
  /// Two outcomes are equal when they are the same case with equal values; errors compare as
  /// in ``Event``'s equality (dynamic type and description), so tests can write
  /// `#expect(events == [.success(1)])` as RxTest's `XCTAssertEqual` does.
  public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let l), .success(let r)): return l == r
    case (.completed, .completed): return true
    case (.error(let l), .error(let r)): return errorsMatch(l, r)
    default: return false
    }
  }
}

extension CompletableEvent: Equatable {
  /// Two outcomes are equal when both complete, or both fail with errors of the same type and
  /// description (as in ``Event``'s equality).
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed): return true
    case (.error(let l), .error(let r)): return errorsMatch(l, r)
    default: return false
    }
  }
}
