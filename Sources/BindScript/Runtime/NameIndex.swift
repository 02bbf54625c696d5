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
  /// Finds each name's position in ``names`` by its hash.
  private var table = PositionTable()

  /// The number of ``names``.
  var count: Int { names.count }

  /// The position of `name` in ``names``, if it is there.
  func position(of name: String) -> Int32? {
    table.first(hash: name.hashValue) { names[Int($0)] == name }
  }

  /// The position of `name` in ``names``, added at the end if new.
  mutating func insert(_ name: String) -> Int32 {
    if let position = position(of: name) { return position }
    names.append(name)
    if table.isOverHalfFull(holding: names.count) {
      table.resetDoubling()
      for (position, name) in names.enumerated() { table.place(Int32(position), hash: name.hashValue) }
    } else {
      table.place(Int32(names.count - 1), hash: name.hashValue)
    }
    return Int32(names.count - 1)
  }
}
