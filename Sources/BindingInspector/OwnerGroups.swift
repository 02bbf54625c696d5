/// The nodes of a snapshot folded by what holds them, so that a program's graph of thousands of
/// nodes is drawn as a few dozen: one node for each owner, named after the line that made it.
///
/// A subscriber belongs to the bag that holds its subscription, and bags made on one line (the
/// bag of each instance of a view model) are one group: `DisposeBag SignUpViewModel.swift:14`.
/// A subscriber held by no bag belongs to the group of its line, `no bag: subscribe
/// SignUpScreen.swift:27`, which is how a leak repeated at each visit shows as one node that
/// grows. An observable belongs to the group of everything it feeds, when that is one group;
/// one that feeds several groups (a view model's relay bound by its screen) stands alone, or,
/// when more than ``mostAlonePerLine`` nodes made on its line stand alone, with them in one
/// group (`every BehaviorRelay SignUpViewModel.swift:8`). Nodes disposed are one group,
/// `disposed`. A group of one is its node.
struct OwnerGroups {
  /// The group nodes are drawn in when folded, by node number; nodes without one stand alone.
  let groupOf: [Int: String]
  /// The members of each group of two or more, in node order.
  let members: [String: [Int]]
  /// The groups' names, in the order of their first member.
  let names: [String]

  /// The most nodes made on one line that stand alone, each drawn; more are one group.
  static let mostAlonePerLine = 8

  /// The name of the group of the nodes disposed.
  static let disposed = "disposed"

  /// Groups the nodes of `snapshot`; `base` is each node's name on the page before the ` (2)`
  /// that tells apart several made on one line.
  init(_ snapshot: InspectorSnapshot, base: [Int: String]) {
    let live = Set(snapshot.nodes.filter { $0.liveSubscriptions > 0 }.map(\.id))
    var ownerOf: [Int: String] = [:]
    for subscription in snapshot.subscriptions where live.contains(subscription.node) {
      if let owner = subscription.owner {
        ownerOf[subscription.node] = owner.label
      } else if let name = base[subscription.node], name.contains(".swift:") {
        ownerOf[subscription.node] = "no bag: \(name)"
      }
    }
    var successors: [Int: [Int]] = [:]
    for edge in snapshot.edges where live.contains(edge.from) && live.contains(edge.to) {
      successors[edge.from, default: []].append(edge.to)
    }
    let subscribers = Set(snapshot.nodes.filter { $0.kind.isSubscriber }.map(\.id))
    var group = Self.owners(
      of: snapshot.nodes.map(\.id).filter(live.contains), subscribers: subscribers,
      ownerOf: ownerOf, successors: successors)
    // A control's property that nothing of the graph reads belongs to the owner of the
    // bindings that set it, when that is one.
    var setters: [Int: Set<String?>] = [:]
    for edge in snapshot.edges where subscribers.contains(edge.from) && live.contains(edge.to) {
      setters[edge.to, default: []].insert(group[edge.from])
    }
    for node in snapshot.nodes where node.kind == .control && live.contains(node.id) && group[node.id] == nil
    {
      if let owners = setters[node.id], owners.count == 1, let owner = owners.first ?? nil {
        group[node.id] = owner
      }
    }
    // What stands alone, made on one line with others that do, is one group of that line.
    var alone: [String: [Int]] = [:]
    for node in snapshot.nodes where live.contains(node.id) && group[node.id] == nil {
      if let name = base[node.id] { alone[name, default: []].append(node.id) }
    }
    for (name, nodes) in alone where nodes.count > Self.mostAlonePerLine {
      for node in nodes { group[node] = "every \(name)" }
    }
    for node in snapshot.nodes where !live.contains(node.id) { group[node.id] = Self.disposed }
    var members: [String: [Int]] = [:]
    var names: [String] = []
    for node in snapshot.nodes {
      guard let name = group[node.id] else { continue }
      if members[name] == nil { names.append(name) }
      members[name, default: []].append(node.id)
    }
    let single = Set(members.filter { $0.value.count < 2 && $0.key != Self.disposed }.keys)
    groupOf = group.filter { !single.contains($0.value) }
    self.members = members.filter { !single.contains($0.key) }
    self.names = names.filter { !single.contains($0) }
  }

  /// The owner of each node: a subscriber's own, an observable's when everything it feeds has
  /// that one; `nil` (absent) for a node whose successors have several, or none.
  private static func owners(
    of nodes: [Int], subscribers: Set<Int>, ownerOf owned: [Int: String], successors: [Int: [Int]]
  ) -> [Int: String] {
    var found: [Int: String?] = [:]
    // Depth first without recursion (a chain may be thousands long); a node met again while
    // its successors are still being looked at (a cycle) has no owner.
    for start in nodes where found[start] == nil {
      var stack: [(node: Int, expanded: Bool)] = [(start, false)]
      var visiting: Set<Int> = []
      while let (node, expanded) = stack.popLast() {
        if found[node] != nil { continue }
        if subscribers.contains(node) {
          found[node] = .some(owned[node])
          continue
        }
        let next = successors[node] ?? []
        if expanded {
          visiting.remove(node)
          let owners = Set(next.map { found[$0] ?? nil })
          found[node] = .some(owners.count == 1 ? owners.first ?? nil : nil)
          continue
        }
        guard visiting.insert(node).inserted else {
          found[node] = .some(nil)
          continue
        }
        stack.append((node, true))
        for successor in next where found[successor] == nil && !visiting.contains(successor) {
          stack.append((successor, false))
        }
      }
    }
    return found.compactMapValues { $0 }
  }
}
