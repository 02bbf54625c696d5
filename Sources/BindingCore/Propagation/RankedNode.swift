/// What a ``RankedNode`` holds and calls when the propagation flushes it.
@usableFromInline
package protocol RankedReceiver {
  /// Runs the work that waited for the propagation to settle below the node's rank.
  mutating func flush()
}

/// A node of one thread that the propagation flushes at a rank, as it does a `combineLatest`,
/// holding its receiver inline: for a value derived outside this module that must wait until
/// every node below it has settled (the interpreter's `let y = x + 1`), in one object.
@usableFromInline
package final class RankedNode<Receiver: RankedReceiver>: FlushableNode {
  /// What the node calls; change it through the node.
  @usableFromInline
  package var receiver: Receiver
  /// The rank in the low 31 bits, and whether a flush is scheduled in the top one: 4 bytes
  /// after the receiver, so that a receiver of up to 52 bytes keeps the node in 80 from
  /// `malloc` (the interpreter's `let`s, 100,000 of them in a long script).
  private var rankAndScheduled: UInt32
  private static var scheduledBit: UInt32 { 1 << 31 }

  @usableFromInline
  package init(rank: Int, receiver: Receiver) {
    rankAndScheduled = UInt32(clamping: min(rank, Int(Int32.max)))
    self.receiver = receiver
  }

  /// Where the propagation flushes it.
  @usableFromInline
  package var rank: Int { Int(rankAndScheduled & ~Self.scheduledBit) }

  /// Asks for one flush at ``rank`` (see ``FlushableNode/requestFlush(rank:)``); asking again
  /// before it runs changes nothing.
  @usableFromInline
  package func schedule() {
    if rankAndScheduled & Self.scheduledBit != 0 { return }
    rankAndScheduled |= Self.scheduledBit
    requestFlush(rank: rank)
  }

  package override func flush() {
    rankAndScheduled &= ~Self.scheduledBit
    receiver.flush()
  }
}
