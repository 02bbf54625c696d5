extension CellEngine {
  /// One node that the propagation flushes at a rank, calling the ``RankedReceiver`` kept
  /// inside it: for a stage that must wait until every value below it has settled (the
  /// interpreter's `let y = x + 1`, at the rank a `combineLatest` of `x` would have).
  ///
  /// The receiver keeps what arrives and asks for a flush with ``schedule()``; the flush runs
  /// once, after every node of a lower rank in the running propagation has flushed (or at once,
  /// in a propagation of its own, when none runs). One object with the receiver inline (with
  /// one of up to 52 bytes, in 80 from `malloc`), used by one thread. A view of that node:
  /// copies share it, and the struct takes one word.
  @usableFromInline
  package struct Ranked<Receiver: CellEngine.RankedReceiver> {
    @usableFromInline let node: RankedNode<Receiver>

    /// A node flushed at `rank`, one above that of what the stage follows.
    @inlinable package init(rank: Int, receiver: Receiver) {
      node = RankedNode(rank: rank, receiver: receiver)
    }

    /// Where the propagation flushes it.
    @inlinable package var rank: Int { node.rank }

    /// What the node calls; changed in place, inside the node.
    @inlinable package var receiver: Receiver {
      get { node.receiver }
      nonmutating set { node.receiver = newValue }
      nonmutating _modify { yield &node.receiver }
    }

    /// Asks for one flush at ``rank``; asking again before it runs changes nothing.
    @inlinable package func schedule() {
      node.schedule()
    }
  }
}
