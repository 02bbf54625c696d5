/// The observers of a ``Broadcast``, in subscription order.
///
/// The first is held inline, so that a source with one observer (the usual case: a relay
/// bound to one view) allocates no list; the others follow in an array, absent until needed.
struct ObserverList: ExpressibleByArrayLiteral {
  private var first: ObserverEntry?
  private var rest: ContiguousArray<ObserverEntry>?

  init(arrayLiteral entries: ObserverEntry...) {
    for entry in entries { append(entry) }
  }

  var isEmpty: Bool { first == nil }

  /// Adds `entry` after the others.
  mutating func append(_ entry: ObserverEntry) {
    if first == nil {
      first = entry
    } else if rest == nil {
      rest = [entry]
    } else {
      rest!.append(entry)
    }
  }

  /// Removes the entry `id` and returns its node, or `nil` if there is none.
  mutating func remove(id: Int) -> AnyObject? {
    guard let head = first else { return nil }
    if head.id == id {
      first = rest?.isEmpty == false ? rest!.removeFirst() : nil
      return head.node
    }
    guard let index = rest?.firstIndex(where: { $0.id == id }) else { return nil }
    return rest!.remove(at: index).node
  }

  /// Calls `body` with each entry, in subscription order.
  @inline(__always)
  func forEach(_ body: (ObserverEntry) -> Void) {
    guard let first else { return }
    body(first)
    if let rest {
      for entry in rest { body(entry) }
    }
  }
}
