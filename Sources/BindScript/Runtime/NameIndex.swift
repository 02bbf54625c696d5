/// Names, each kept once and numbered in the order they came, found by name in O(1): how the
/// dependency graph and the symbol table find a name.
///
/// A `[String: Int32]` beside an array of the names took 20 bytes a bucket, and a dictionary
/// keeps between 1.33 and 2.67 buckets a name (a graph of 200,001 names had 524,288). This
/// keeps the names in the array only and finds them through a table of 32-bit positions,
/// open-addressed and at most half full: 16 to 32 bytes a name in all, where the array and
/// the dictionary took 43 to 69.
struct NameIndex {
  /// The names, in the order they came.
  private(set) var names: [String] = []
  /// For each bucket, the position in ``names`` of the name there, plus one; 0 when empty.
  ///
  /// Its count is a power of two, at least twice the number of names.
  private var buckets: [Int32] = []

  /// The number of ``names``.
  var count: Int { names.count }

  /// The position of `name` in ``names``, if it is there.
  func position(of name: String) -> Int32? {
    guard !buckets.isEmpty else { return nil }
    let mask = buckets.count - 1
    var bucket = name.hashValue & mask
    while true {
      let entry = buckets[bucket]
      if entry == 0 { return nil }
      if names[Int(entry - 1)] == name { return entry - 1 }
      bucket = (bucket + 1) & mask
    }
  }

  /// The position of `name` in ``names``, added at the end if new.
  mutating func insert(_ name: String) -> Int32 {
    if let position = position(of: name) { return position }
    names.append(name)
    if names.count * 2 > buckets.count {
      buckets = Array(repeating: 0, count: max(16, buckets.count * 2))
      for position in names.indices { place(position) }
    } else {
      place(names.count - 1)
    }
    return Int32(names.count - 1)
  }

  /// Notes the name at `position` in the first free bucket from its hash on.
  private mutating func place(_ position: Int) {
    let mask = buckets.count - 1
    var bucket = names[position].hashValue & mask
    while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
    buckets[bucket] = Int32(position + 1)
  }
}
