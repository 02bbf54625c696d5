import BindingCore
import BindingPictures
import Synchronization

/// Receives what the core reports while attached (``Inspection``), and keeps it in a
/// ``Recording`` behind its lock.
///
/// On the subscribing thread it captures a call stack (only for nodes new to it); on the
/// delivering thread it describes the value, reads the clock and appends to a lane. Values are
/// described before the lock is taken: their `description` is the program's code.
final class InspectorRecorder: InspectionRecorder {
  private let recording: Mutex<Recording>
  /// Sites already resolved, by node, and the resolver that keeps what it symbolicated.
  private let sites: Mutex<(byNode: [Int: String?], byOwner: [Int: Place?], resolver: SiteResolver)>
  private let images: ImageList
  private let start = ContinuousClock.now

  /// The only thread whose creations and subscriptions are recorded, if not all: a test
  /// records its own chains while other tests run beside it in the process.
  private let onlyThread: ThreadID?

  init(limits: InspectorLimits, onlyThread: ThreadID? = nil) {
    recording = Mutex(Recording(limits: limits))
    images = ImageList.capture()
    sites = Mutex(([:], [:], SiteResolver(images: images)))
    self.onlyThread = onlyThread
  }

  /// Whether what the current thread does is recorded.
  private var recordsThisThread: Bool { onlyThread.map { $0 == ThreadID.current } ?? true }

  /// Grows with every change recorded.
  var version: Int { recording.lockedValue { $0.version } }

  /// Milliseconds since the recorder was made.
  var now: Int {
    let elapsed = ContinuousClock.now - start
    return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
  }

  func created(_ observable: AnyObject) {
    guard recordsThisThread else { return }
    let callStack = CallStack.capture(images: images)
    recording.lockedValue { $0.created(ObjectIdentifier(observable), at: callStack) }
  }

  func subscribed(source: AnyObject, consumer: AnyObject) -> (any InspectionProbe)? {
    guard recordsThisThread else { return nil }
    let sourceName = NodeName(of: source)
    let consumerName = NodeName(of: consumer)
    let isSubscriber = consumer is DisposableNode
    // Captured here only for a subscriber (the program's `subscribe` line); unused if known.
    let images = self.images
    let time = now
    let numbers = recording.lockedValue { recording -> (from: Int, to: Int, probe: Int)? in
      guard
        let from = recording.node(for: source, sourceName),
        let to = recording.node(
          for: consumer, consumerName, isSubscriber: isSubscriber,
          callStack: { isSubscriber ? CallStack.capture(images: images) : nil })
      else {
        recording.dropNode()
        return nil
      }
      return (from, to, recording.subscribe(from: from, to: to, at: time))
    }
    guard let numbers else { return nil }
    return LaneProbe(recorder: self, from: numbers.from, to: numbers.to, number: numbers.probe)
  }

  func owned(_ probes: [any InspectionProbe], by owner: AnyObject) {
    let numbers = probes.compactMap { ($0 as? LaneProbe)?.number }
    recording.lockedValue { $0.own(numbers, by: ObjectIdentifier(owner)) }
  }

  func linked(_ derived: AnyObject, from parent: AnyObject) {
    guard recordsThisThread else { return }
    let parentName = NodeName(of: parent)
    let derivedName = NodeName(of: derived)
    recording.lockedValue { recording in
      guard let from = recording.node(for: parent, parentName),
        let to = recording.node(for: derived, derivedName)
      else { return recording.dropNode() }
      recording.link(from: from, to: to)
    }
  }

  func described(
    _ probes: [any InspectionProbe], as name: String, target: AnyObject?, targetName: String?
  ) {
    guard recordsThisThread else { return }
    let numbers = probes.compactMap { ($0 as? LaneProbe)?.number }
    // A relay or subject the binding sets is a node of the graph, made here if new; anything
    // else is a control's property, named by the library.
    let observable = target.flatMap { targetName == nil ? $0 : nil }.map { ($0, NodeName(of: $0)) }
    let images = self.images
    recording.lockedValue { recording in
      var node: Int?
      if let (object, nodeName) = observable {
        node = recording.node(for: object, nodeName, callStack: { CallStack.capture(images: images) })
      } else if let target {
        node = recording.number(of: ObjectIdentifier(target))
      }
      var key: Recording.ControlKey?
      if let target, let targetName {
        key = Recording.ControlKey(object: ObjectIdentifier(target), name: targetName)
      }
      recording.describe(numbers, as: name, target: (node, key), targetName: targetName)
    }
  }

  func held(_ bag: AnyObject, by holder: AnyObject) {
    guard recordsThisThread else { return }
    var type = String(describing: Swift.type(of: holder))
    if let generic = type.firstIndex(of: "<") { type = String(type[..<generic]) }
    recording.lockedValue { $0.held(ObjectIdentifier(bag), by: type) }
  }

  /// Names `observable`'s node `label`, if what the current thread does is recorded.
  func name(_ observable: AnyObject, _ label: String) {
    guard recordsThisThread else { return }
    recording.lockedValue { $0.name(ObjectIdentifier(observable), label) }
  }

  /// Records `kind`, sent by node `node` through the subscription `probe`.
  func record(_ kind: Marble.Kind, node: Int, probe: Int) {
    let time = now
    recording.lockedValue { $0.record(kind, at: time, node: node, probe: probe) }
  }

  /// Records the end of the subscription `probe` from `from` to `to`.
  func dispose(probe: Int, from: Int, to: Int) {
    recording.lockedValue { $0.dispose(probe: probe, from: from, to: to) }
  }

  /// Reads the executable's debug information now (a symbolication of the stack of this
  /// call), so that the first snapshot with nodes does not wait for it.
  func warmUp() {
    let stack = CallStack.capture(images: images)
    _ = sites.lockedValue { $0.resolver.sites([stack]) }
  }

  /// This moment, as a mark: the time and the subscriptions made so far.
  func mark() -> InspectorMark {
    let time = now
    return InspectorMark(time: time, subscriptionsMade: recording.lockedValue { $0.probes })
  }

  /// What is recorded now; sites are resolved (once each) outside the lock.
  func snapshot() -> InspectorSnapshot { resolve(unresolvedSnapshot()) }

  /// What is recorded now, its sites not resolved yet: cheap to take while the executable's
  /// debug information is still being read, for the session's timeline.
  func unresolvedSnapshot() -> UnresolvedSnapshot {
    let time = now
    return recording.lockedValue { recording in
      UnresolvedSnapshot(
        time: time,
        nodes: recording.nodes.sorted { $0.key < $1.key }.map {
          ($0.key, $0.value, recording.kind(of: $0.value))
        },
        edges: recording.edges,
        lanes: recording.lanes.filter { !$0.value.events.isEmpty || $0.value.earlier > 0 }
          .sorted { $0.key < $1.key }
          .map {
            InspectedLane(node: $0.key, events: Array($0.value.events), earlier: $0.value.earlier)
          },
        counts: (recording.droppedEvents, recording.droppedNodes, recording.evictedNodes, recording.probes),
        subscriptions: recording.subscriptions.sorted { $0.key < $1.key },
        owners: recording.owners)
    }
  }

  /// `snapshot` with its nodes' and owners' sites, each resolved once.
  func resolve(_ snapshot: UnresolvedSnapshot) -> InspectorSnapshot {
    let (nodes, owners, counts) = (snapshot.nodes, snapshot.owners, snapshot.counts)
    // Resolved once per node, the new ones in one pass; the lock is the resolver's alone.
    let (resolved, ownerSites) = sites.lockedValue { sites in
      let new = nodes.filter { sites.byNode[$0.0] == nil }
      let newOwners = owners.filter { sites.byOwner[$0.key] == nil }
      let found = sites.resolver.places(
        new.map { $0.1.callStack ?? CallStack(addresses: []) }
          + newOwners.map { $0.value.callStack ?? CallStack(addresses: []) })
      for (node, place) in zip(new, found) { sites.byNode[node.0] = place?.site }
      for (owner, site) in zip(newOwners, found.dropFirst(new.count)) { sites.byOwner[owner.key] = site }
      let byOwner = sites.byOwner
      sites.byOwner = sites.byOwner.filter { owners[$0.key] != nil }
      return (sites.byNode, byOwner)
    }
    let inspected = nodes.map { number, node, kind in
      InspectedNode(
        id: number, name: node.role?.name ?? node.name, kind: kind, site: resolved[number] ?? nil,
        liveSubscriptions: node.liveSubscriptions, label: node.label)
    }
    let live = snapshot.subscriptions.map { number, subscription in
      InspectedSubscription(
        id: number, node: subscription.node, source: subscription.source, since: subscription.since,
        owner: subscription.owner.map { owner in
          let place = ownerSites[owner] ?? nil
          // Named by what holds the bag: the type a library reported (a `BindingContext`), or
          // the type whose `init` or property made it (a view model's `let disposeBag`).
          let holder = owners[owner]?.holder ?? place?.initializedType
          return InspectedOwner(id: owner, name: holder ?? "DisposeBag", site: place?.site)
        })
    }
    return InspectorSnapshot(
      nodes: inspected, edges: snapshot.edges, lanes: snapshot.lanes, time: snapshot.time,
      droppedEvents: counts.0, droppedNodes: counts.1, evictedNodes: counts.2, subscriptions: live,
      subscriptionsMade: counts.3)
  }
}

/// What a recorder held at one moment, before its sites are resolved
/// (``InspectorRecorder/resolve(_:)``).
struct UnresolvedSnapshot: Sendable {
  let time: Int
  let nodes: [(Int, Recording.Node, InspectedNode.Kind)]
  let edges: [InspectedEdge]
  let lanes: [InspectedLane]
  /// Events dropped, nodes dropped, nodes evicted, subscriptions made.
  let counts: (Int, Int, Int, Int)
  let subscriptions: [(Int, Recording.Subscription)]
  let owners: [Int: Recording.Owner]
  /// Nodes, edges, events and subscriptions: what a session's timeline counts of it.
  var items: Int {
    nodes.count + edges.count + lanes.reduce(0) { $0 + $1.events.count } + subscriptions.count
  }
}

/// Tells the recorder what goes through one tapped subscription.
private final class LaneProbe: InspectionProbe {
  private let recorder: InspectorRecorder
  private let from: Int
  private let to: Int
  /// The subscription's number.
  let number: Int

  init(recorder: InspectorRecorder, from: Int, to: Int, number: Int) {
    self.recorder = recorder
    self.from = from
    self.to = to
    self.number = number
  }

  func next<Value>(_ value: Value) {
    recorder.record(.value(Self.describe(value)), node: from, probe: number)
  }

  func stopped(_ error: (any Error)?) {
    let kind: Marble.Kind = error.map { .error(Self.describe($0)) } ?? .completed
    recorder.record(kind, node: from, probe: number)
  }

  func disposed() { recorder.dispose(probe: number, from: from, to: to) }

  /// `value` as `String(describing:)` writes it, cut to ``valueColumns``.
  private static func describe<Value>(_ value: Value) -> String {
    let text = String(describing: value)
    guard text.count > valueColumns else { return text }
    return text.prefix(valueColumns - 1) + "…"
  }

  /// The most characters of a value kept.
  private static let valueColumns = 60
}

extension Recording {
  /// The number of the node for `object`, named `name`, made if new (with the call stack
  /// `callStack` gives, if it was not created while attached); `nil` past the node limit.
  fileprivate mutating func node(
    for object: AnyObject, _ name: NodeName, isSubscriber: Bool = false,
    callStack: () -> CallStack? = { nil }
  ) -> Int? {
    node(
      for: ObjectIdentifier(object), name: name.name, isSubscriber: isSubscriber,
      stateKind: name.stateKind, callStack: callStack)
  }
}
