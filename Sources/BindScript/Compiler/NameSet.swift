/// Names in the order they were first added, without repeats: the cells an expression
/// follows or writes, kept in source order so that graphs and traces come out the same
/// on every run.
struct NameSet: Sequence, ExpressibleByArrayLiteral {
  private(set) var names: [String] = []

  init(arrayLiteral elements: String...) {
    for name in elements { insert(name) }
  }

  init<Names: Sequence>(_ names: Names) where Names.Element == String {
    for name in names { insert(name) }
  }

  mutating func insert(_ name: String) {
    if !names.contains(name) { names.append(name) }
  }

  mutating func formUnion<Names: Sequence>(_ other: Names) where Names.Element == String {
    for name in other { insert(name) }
  }

  func contains(_ name: String) -> Bool { names.contains(name) }

  var isEmpty: Bool { names.isEmpty }

  func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }
}
