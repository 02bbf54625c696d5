/// What one call of ``IndexedCombiner/takeResult(_:)`` did.
enum CombinerTaking {
  /// Emitted one result; `hasMore`: another was ready too; `isStopping`: the result ends
  /// once none is.
  case emitted(hasMore: Bool, isStopping: Bool)
  /// Found no result ready; `isStopping`: the result ends now.
  case nothingReady(isStopping: Bool)
  /// Emitted the selector's error, or found the combiner disposed: nothing more to emit.
  case ended
}

extension CombinerTaking {
  /// `nil` when another result is to be taken now; otherwise whether the stop event follows.
  @inline(__always)
  var end: Bool? {
    switch self {
    case .emitted(hasMore: true, _): nil
    case .ended: false
    case .emitted(hasMore: false, let isStopping), .nothingReady(let isStopping): isStopping
    }
  }
}
