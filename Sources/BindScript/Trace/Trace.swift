/// The changes one statement set off, each under the change that caused it.
///
/// The entries are in propagation order (the order the changes happened); each names its
/// parent, the earlier change that set it off, or none for a root. ``lines`` draws them as
/// the terminal shows them:
///
/// ```
/// login.user.text = "alice"
/// └─ username = "alice"
///    └─ canLogin = false (unchanged, not delivered)
/// ```
public struct Trace: Sendable, Hashable {
  /// One change: a cell took a value, or (with `:trace full`) a closure received one.
  public struct Entry: Sendable, Hashable {
    /// The cell's name (`username`, `login.user.text`), or the closure's node.
    public let node: String
    /// The line shown: `username = "alice"`.
    public let text: String
    /// The virtual time, in milliseconds.
    public let time: Int
    /// The value equalled the previous one and was not delivered further.
    public let unchanged: Bool
    /// A value handed to a closure (`:trace full` only), not a change of a cell.
    public let isDelivery: Bool
    /// The index of the entry that set this one off, or `nil` for a root.
    public internal(set) var parent: Int?

    /// An entry whose parent is not known yet, as the tracer records it.
    init(node: String, text: String, time: Int, unchanged: Bool = false, isDelivery: Bool = false) {
      self.node = node
      self.text = text
      self.time = time
      self.unchanged = unchanged
      self.isDelivery = isDelivery
      parent = nil
    }
  }

  /// The changes, in propagation order.
  public let entries: [Entry]
  /// How many changes past the recording limit were only counted.
  public let dropped: Int
  /// The statement was stopped: only the beginning of its trace is drawn.
  public let isTruncated: Bool
  /// When the statement started; roots at a later time (timers) show their time.
  public let startTime: Int

  /// A trace of nothing.
  public static let empty = Trace(entries: [], dropped: 0, isTruncated: false, startTime: 0)

  /// The cells that took a new value, in propagation order, each once.
  public var changedNodes: [String] {
    var seen: Set<String> = []
    return entries.filter { !$0.unchanged && !$0.isDelivery && seen.insert($0.node).inserted }
      .map(\.node)
  }

  /// The tree as text lines, as the terminal shows it; a stopped statement shows at most 12.
  public var lines: [String] {
    guard !entries.isEmpty else { return [] }
    var lines = TraceTree.render(entries, startTime: startTime, limit: isTruncated ? 12 : .max)
    let total = entries.count + dropped
    if isTruncated, total > lines.count {
      lines.append("… \(total.withDigitGroups) changes in all")
    } else if dropped > 0 {
      lines.append("… and \(dropped.withDigitGroups) more changes")
    }
    return lines
  }
}
