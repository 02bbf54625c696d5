/// Which operator's rules an ``IndexedCombiner`` follows.
@usableFromInline
enum CombineRule {
  /// `combineLatest`: a result after each propagation that changed an input, once all have a
  /// value; completes when all completed, or when a value arrives that can never be combined
  /// (every other input completed, one of them without a value).
  case latest
  /// `zip` of a fixed number of sources: a result for each set of values, one from every
  /// input; completes when all completed.
  case zip
  /// `zip` of a collection, as RxSwift's: also completes when a value arrives that can never
  /// be paired (every other input completed).
  case zipCollection
}
