/// An open-addressed hash table of 32-bit positions into an array kept elsewhere: what
/// ``NameIndex`` finds its names by, and ``ClosureSites`` its `let`s.
///
/// Each bucket holds a position plus one, 0 when empty; a position goes in the first free
/// bucket from its hash on. The owner keeps it at most half full
/// (``isOverHalfFull(holding:)``), so a search ends at an empty bucket soon. 4 bytes a bucket,
/// where a dictionary's take 20.
struct PositionTable {
  /// Its count is 0 or a power of two.
  private var buckets: [Int32] = []

  /// Whether `count` positions fill more than half the table: time to
  /// ``resetDoubling()`` it and place them again.
  func isOverHalfFull(holding count: Int) -> Bool { count * 2 > buckets.count }

  /// The positions placed, in bucket order.
  var positions: [Int32] { buckets.filter { $0 != 0 }.map { $0 - 1 } }

  /// Empties the table, twice as large as before (at least 16 buckets).
  mutating func resetDoubling() {
    buckets = Array(repeating: 0, count: max(16, buckets.count * 2))
  }

  /// The first position placed from `hash`'s bucket on that `matches`, if any before an empty
  /// bucket.
  @inline(__always)
  func first(hash: Int, where matches: (Int32) -> Bool) -> Int32? {
    guard !buckets.isEmpty else { return nil }
    let mask = buckets.count - 1
    var bucket = hash & mask
    while buckets[bucket] != 0 {
      if matches(buckets[bucket] - 1) { return buckets[bucket] - 1 }
      bucket = (bucket + 1) & mask
    }
    return nil
  }

  /// Places `position` in the first free bucket from `hash`'s on.
  mutating func place(_ position: Int32, hash: Int) {
    let mask = buckets.count - 1
    var bucket = hash & mask
    while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
    buckets[bucket] = position + 1
  }
}
