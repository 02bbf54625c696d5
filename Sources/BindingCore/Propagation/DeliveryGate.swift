import Synchronization

/// Lets one thread at a time deliver a source's events, the others queueing theirs for it:
/// the owner of the gate keeps the queue under its lock and asks the gate who delivers.
///
/// The gate leaves `idle` only under the owner's lock, so the thread delivering can end a
/// delivery with one compare-and-swap instead of a second lock round trip.
struct DeliveryGate: ~Copyable {
  private static let idle = 0
  private static let delivering = 1
  private static let deliveringWithQueue = 2

  private let state = Atomic<Int>(DeliveryGate.idle)

  /// Makes the caller the thread delivering (`true`), or, when another thread or an outer
  /// frame is delivering, records that an event is queued for it (`false`: the caller queues
  /// it).
  ///
  /// Call with the owner's lock held.
  func claim() -> Bool {
    var current = state.load(ordering: .acquiring)
    while true {
      switch current {
      case Self.idle:
        state.store(Self.delivering, ordering: .releasing)
        return true
      case Self.delivering:
        let (exchanged, original) = state.compareExchange(
          expected: Self.delivering, desired: Self.deliveringWithQueue,
          ordering: .acquiringAndReleasing)
        if exchanged { return false }
        current = original
      default:
        return false
      }
    }
  }

  /// Ends a delivery unless events were queued meanwhile; then returns `false`, and the caller
  /// delivers them and calls ``end()`` under the owner's lock once none is left.
  func tryFinish() -> Bool {
    state.compareExchange(
      expected: Self.delivering, desired: Self.idle, ordering: .acquiringAndReleasing
    ).exchanged
  }

  /// Ends a delivery whose queue was found empty.
  ///
  /// Call with the owner's lock held.
  func end() {
    state.store(Self.idle, ordering: .releasing)
  }
}
