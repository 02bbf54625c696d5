/// Arranges a statement's records as a tree, each under the change that caused it.
///
/// Drawn like this:
///
/// ```
/// login.user.text = "alice"
/// └─ username = "alice"
///    └─ canLogin = false (unchanged, not delivered)
/// ```
///
/// A record's parent is the latest earlier record, at the same virtual time, of a cell it
/// depends on; records with no such parent, and the direct effects of what the statement
/// itself did, are roots. Roots that happened later than the statement started (timers
/// fired by `advance`) show their time. At most `limit` lines are drawn.
enum TraceTree {
  static func render(
    _ records: [Tracer.Record], predecessors: (String) -> Set<String>, startTime: Int,
    limit: Int = .max
  ) -> [String] {
    var children: [[Int]] = Array(repeating: [], count: records.count)
    var roots: [Int] = []
    var latest: [String: Int] = [:]
    for (index, record) in records.enumerated() {
      let parent =
        record.isRoot
        ? nil
        : predecessors(record.node).compactMap { latest[$0] }.filter { records[$0].time == record.time }
          .max()
      if let parent {
        children[parent].append(index)
      } else {
        roots.append(index)
      }
      latest[record.node] = index
    }
    var lines: [String] = []
    var stack: [(index: Int, prefix: String, isLast: Bool)] = []
    for root in roots {
      let record = records[root]
      let time = record.time == startTime ? "" : " (at \(Value.formatDuration(record.time)))"
      lines.append(record.text + time)
      if lines.count >= limit { return lines }
      stack = children[root].enumerated().reversed().map {
        ($0.element, "", $0.offset == children[root].count - 1)
      }
      while let (index, prefix, isLast) = stack.popLast() {
        lines.append(prefix + (isLast ? "└─ " : "├─ ") + records[index].text)
        if lines.count >= limit { return lines }
        let inner = prefix + (isLast ? "   " : "│  ")
        let count = children[index].count
        for (position, child) in children[index].enumerated().reversed() {
          stack.append((child, inner, position == count - 1))
        }
      }
    }
    return lines
  }
}
