/// Arranges a statement's entries as a tree, each under the change that caused it, and draws
/// the tree.
///
/// An entry's parent is the latest earlier entry, at the same virtual time, of a cell it
/// depends on; entries with no such parent, and the direct effects of what the statement
/// itself did, are roots. Roots that happened later than the statement started (timers
/// fired by `advance`) show their time.
enum TraceTree {
  /// The tracer's entries, each given its parent; those at `roots` stay roots.
  static func entries(
    _ records: [Trace.Entry], roots: Set<Int>, predecessors: (String) -> Set<String>
  ) -> [Trace.Entry] {
    var latest: [String: Int] = [:]
    var entries = records
    for index in entries.indices {
      let record = records[index]
      if !roots.contains(index) {
        entries[index].parent =
          predecessors(record.node).compactMap { latest[$0] }.filter { records[$0].time == record.time }
          .max()
      }
      latest[record.node] = index
    }
    return entries
  }

  /// How many levels a trace indents; deeper lines show their depth as a number instead,
  /// `[33] └─ a33 = 34`, so that a long chain prints in size proportional to its length.
  static let indentedDepth = 32

  /// Draws the entries as lines, at most `limit` of them.
  static func render(_ entries: [Trace.Entry], startTime: Int, limit: Int = .max) -> [String] {
    var children: [[Int]] = Array(repeating: [], count: entries.count)
    var roots: [Int] = []
    for (index, entry) in entries.enumerated() {
      if let parent = entry.parent {
        children[parent].append(index)
      } else {
        roots.append(index)
      }
    }
    var lines: [String] = []
    var stack: [(index: Int, prefix: String, isLast: Bool, depth: Int)] = []
    for root in roots {
      let entry = entries[root]
      let time = entry.time == startTime ? "" : " (at \(Value.formatDuration(entry.time)))"
      lines.append(entry.text + time)
      if lines.count >= limit { return lines }
      stack = children[root].enumerated().reversed().map {
        ($0.element, "", $0.offset == children[root].count - 1, 1)
      }
      while let (index, prefix, isLast, depth) = stack.popLast() {
        let branch = (isLast ? "└─ " : "├─ ") + entries[index].text
        lines.append(depth > indentedDepth ? "[\(depth)] " + branch : prefix + branch)
        if lines.count >= limit { return lines }
        let inner = depth >= indentedDepth ? prefix : prefix + (isLast ? "   " : "│  ")
        let count = children[index].count
        for (position, child) in children[index].enumerated().reversed() {
          stack.append((child, inner, position == count - 1, depth + 1))
        }
      }
    }
    return lines
  }
}
