/// Where the closure of a `let` is written, as the dependency graph keeps it without a node.
///
/// The operator it is given to (a position in ``ClosureSites/operators``), its line and its
/// column; spelt `map@3:14`, the closure's node name.
///
/// 9 bytes, the operator last, so that the graph's mark of a `let` (its derived edge and the
/// site) fits in 16 bytes with its tag.
struct ClosureSite: Hashable {
  let line: Int32
  let column: Int32
  let operatorIndex: UInt8
}

/// The closures of the `let`s the dependency graph keeps as marks: finds the `let` of a
/// closure by its node name (`map@3:14`) in O(1).
///
/// A closure's name in the graph's own index, and its entry in the graph's incoming edges,
/// took 40 to 72 bytes a `let` (a script of 100,000 `let`s had 200,001 names); this keeps
/// a 32-bit position, in a table at most half full, for each.
struct ClosureSites {
  /// The operators closures were given to, each once (`map`, `filter`): at most 256.
  private(set) var operators: [String] = []
  /// Finds each `let` noted by its closure's site: the position in the graph's names of a
  /// `let` whose closure hashes there.
  ///
  /// A `let` whose mark was turned into edges stays until the table grows: the graph checks
  /// each `let` found against its mark.
  private var table = PositionTable()
  private var count = 0

  /// The site a closure's node name spells, if it is one that ``spelling(of:)`` gives back
  /// exactly, and its operator is known (`known`) or could be added.
  func site(of name: String, known: Bool) -> ClosureSite? {
    let bytes = name.utf8
    guard let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return nil }
    let afterAt = bytes.index(after: at)
    guard let colon = bytes[afterAt...].firstIndex(of: UInt8(ascii: ":")),
      let line = Self.int32(spelling: bytes[afterAt..<colon]),
      let column = Self.int32(spelling: bytes[bytes.index(after: colon)...])
    else { return nil }
    let operatorName = String(name[..<at])
    let index = operators.firstIndex(of: operatorName) ?? operators.count
    guard index < 256, !known || index < operators.count else { return nil }
    return ClosureSite(line: line, column: column, operatorIndex: UInt8(index))
  }

  /// The `Int32` whose description is exactly `spelling` (no sign but a `-` before a number
  /// other than zero, no leading zeros), or `nil`: the numbers of a name that ``spelling(of:)``
  /// gives back.
  static func int32(spelling: Substring.UTF8View) -> Int32? {
    var digits = spelling[...]
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard let first = digits.first, digits.count <= 10,
      first != UInt8(ascii: "0") || (digits.count == 1 && !negative)
    else { return nil }
    var value: Int64 = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = value * 10 + Int64(digit - UInt8(ascii: "0"))
    }
    return Int32(exactly: negative ? -value : value)
  }

  /// The node name of the closure at `site`.
  func spelling(of site: ClosureSite) -> String {
    "\(operators[Int(site.operatorIndex)])@\(site.line):\(site.column)"
  }

  /// The site of the closure named `name`, with its operator added if new; `nil` if the name
  /// is not one a site spells.
  mutating func add(operatorOf name: String) -> ClosureSite? {
    guard let site = site(of: name, known: false) else { return nil }
    if Int(site.operatorIndex) == operators.count, let at = name.lastIndex(of: "@") {
      operators.append(String(name[..<at]))
    }
    return site
  }

  /// The first `let` noted near `site`'s bucket that `isMarked` says is kept with its closure
  /// at `site`.
  func node(at site: ClosureSite, where isMarked: (Int32) -> Bool) -> Int32? {
    table.first(hash: site.hashValue, where: isMarked)
  }

  /// Notes that the `let` at `node` has its closure at `site`; `sites` gives the site of each
  /// `let` noted, or `nil` for one no longer kept as a mark, when the table grows.
  mutating func note(_ node: Int32, at site: ClosureSite, sites: (Int32) -> ClosureSite?) {
    if table.isOverHalfFull(holding: count + 1) {
      let kept = table.positions
      table.resetDoubling()
      count = 0
      for other in kept {
        if let otherSite = sites(other) { place(other, at: otherSite) }
      }
    }
    place(node, at: site)
  }

  private mutating func place(_ node: Int32, at site: ClosureSite) {
    table.place(node, hash: site.hashValue)
    count += 1
  }
}
