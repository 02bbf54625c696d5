#if DEBUG
  import Synchronization

  /// Counts the live resources created while it was the task's ``Resources/ledger``: what one
  /// test created and has not released yet, whatever other tests do meanwhile.
  ///
  /// A ledger made inside another's scope counts in its parent too, so a check nested in a
  /// checked test leaves the outer count right.
  ///
  /// ```swift
  /// let ledger = ResourceLedger(parent: Resources.ledger)
  /// Resources.$ledger.withValue(ledger) { runTheTest() }
  /// #expect(ledger.count == 0)
  /// ```
  package final class ResourceLedger: Sendable {
    private let live = Atomic<Int>(0)
    private let parent: ResourceLedger?

    /// Creates an empty ledger, counting in `parent` as well.
    package init(parent: ResourceLedger? = nil) {
      self.parent = parent
    }

    /// How many resources created under this ledger are alive now.
    package var count: Int { live.load(ordering: .relaxed) }

    /// Adds `delta` to this ledger and its parents.
    func add(_ delta: Int) {
      var ledger: ResourceLedger? = self
      while let current = ledger {
        current.live.add(delta, ordering: .relaxed)
        ledger = current.parent
      }
    }
  }
#endif
