/// Whether two outcomes of a ``Single`` are the same: both succeed with equal values, or both
/// fail with errors of the same type and description (as in ``Event``'s equality).
///
/// `SingleEvent` is Swift's `Result` with `any Error` as its failure, which cannot be
/// `Equatable`; test helpers compare lists of outcomes with this instead.
package func singleEventsMatch<Element: Equatable>(
  _ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>
) -> Bool {
  switch (lhs, rhs) {
  case (.success(let l), .success(let r)): return l == r
  case (.failure(let l), .failure(let r)): return errorsMatch(l, r)
  default: return false
  }
}

/// Whether two lists of ``Single`` outcomes match element by element (``singleEventsMatch``).
package func singleEventsMatch<Element: Equatable>(
  _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>]
) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { singleEventsMatch($0, $1) }
}
