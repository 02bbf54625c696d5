#if DEBUG
  /// A stored property that counts the object holding it in ``Resources`` from its creation to
  /// its destruction: the one line each counted base class (observer node, combiner,
  /// broadcast) needs.
  struct TrackedResource: ~Copyable {
    private let ledger: ResourceLedger?
    private let isCounted: Bool

    /// Counts the owner, unless `isCounted` is `false` (a node that lives as long as the
    /// process).
    init(isCounted: Bool = true) {
      self.isCounted = isCounted
      ledger = isCounted ? Resources.track() : nil
    }

    deinit {
      if isCounted { Resources.untrack(ledger) }
    }
  }
#endif
