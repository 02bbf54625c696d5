import BindingPictures
import DequeModule

/// What an inspector has recorded, as a value its recorder changes under its lock: nodes by
/// the identity of the object they stand for, edges, and a bounded lane per node.
struct Recording {
  /// One node as recorded; its site is resolved when a snapshot first needs it.
  struct Node {
    let object: ObjectIdentifier
    let name: String
    /// The name the program gave it with `inspected(_:)`, shown in place of its name and site.
    var label: String?
    /// What a library built on the core made of it (a binding, a control), and the name it
    /// shows for it: `=>`, `TextField.text`.
    var role: (role: Role, name: String)?
    /// The node this one delivers to outside any subscription: a binding's control or relay.
    var feeds: Int?
    let isSubscriber: Bool
    let stateKind: InspectedNode.Kind?
    let callStack: CallStack?
    var liveSubscriptions = 0
    /// The subscriptions alive that this node made to others (as an operator's input).
    var liveInputs = 0
    var hasInput = false
    /// Whether a subscription to or from it was recorded (a node is made just before).
    var wasSubscribed = false

    /// Whether nothing of it is subscribed any more: it may be let go to make room.
    var isDead: Bool { wasSubscribed && liveSubscriptions == 0 && liveInputs == 0 }

    /// Whether an object at this node's address, named `name`, is still this node's object.
    ///
    /// Observables report their creation, which forgets the address of a dead one; a
    /// subscriber's node does not, so a new one may take the address of a dead node. A
    /// subscriber is subscribed once in its life, so a dead subscriber's address is a new one's.
    func isSame(_ name: String, _ isSubscriber: Bool) -> Bool {
      self.name == name && self.isSubscriber == isSubscriber && !(isSubscriber && isDead)
    }
  }

  /// What a library built on the core made of a node.
  enum Role {
    /// A subscriber that is a binding (`=>`, `<=>`).
    case binding
    /// A control's property that bindings set or read (`TextField.text`).
    case control
  }

  /// A control's property, outside the graph: the control and the property's name.
  struct ControlKey: Hashable {
    let object: ObjectIdentifier
    let name: String
  }

  /// One node's events: a ring buffer, the count let go before it, and the subscription whose
  /// events it records (a relay with three subscribers sends each value three times; the lane
  /// shows it once).
  struct Lane {
    var events = Deque<Marble>()
    var earlier = 0
    var recordingProbe: Int?
  }

  /// One subscription the program made (the end of a chain: `subscribe`, `bind`, `=>`): the
  /// subscriber's and source's nodes, when it was made, and the bag that holds it, if any.
  struct Subscription {
    let node: Int
    let source: Int
    let since: Int
    var owner: Int?
  }

  /// A dispose bag that holds subscriptions alive now, where the program made it, and the
  /// type of the object that holds it, when a library told (a `BindingContext`).
  struct Owner {
    let object: ObjectIdentifier
    let callStack: CallStack?
    var holder: String?
    var held = 0
  }

  let limits: InspectorLimits
  /// Call stacks of observables created while attached and not subscribed yet, in two
  /// generations: when the newer is full it becomes the older, and the older is let go, so that
  /// observables never subscribed do not fill it for good.
  private var creations: [ObjectIdentifier: CallStack] = [:]
  private var olderCreations: [ObjectIdentifier: CallStack] = [:]
  private var nodeNumbers: [ObjectIdentifier: Int] = [:]
  /// Names given with `inspected(_:)` to observables not subscribed yet.
  private var labels: [ObjectIdentifier: String] = [:]
  /// The nodes by number; numbers are never reused.
  private(set) var nodes: [Int: Node] = [:]
  private var nextNumber = 0
  private(set) var edges: [InspectedEdge] = []
  private var edgeSet: Set<InspectedEdge> = []
  private(set) var lanes: [Int: Lane] = [:]
  private var storedEvents = 0
  private(set) var droppedEvents = 0
  private(set) var droppedNodes = 0
  private(set) var evictedNodes = 0
  /// Subscriptions made so far, tapped ones only; a subscription's number is its probe's.
  private(set) var probes = 0
  /// The program's subscriptions alive now, by probe number.
  private(set) var subscriptions: [Int: Subscription] = [:]
  /// The bags holding subscriptions alive now, by number; numbers are never reused.
  private(set) var owners: [Int: Owner] = [:]
  private var ownerNumbers: [ObjectIdentifier: Int] = [:]
  private var nextOwner = 0
  /// The type of what holds each bag a library reported (``held(_:by:)``), by the bag.
  private var holders: [ObjectIdentifier: String] = [:]
  /// The nodes of controls' properties that are not observables (a `Label`'s text), by the
  /// control and the property.
  private var controlNumbers: [ControlKey: Int] = [:]
  /// Grows with every change, so that a page is redrawn only when something changed.
  private(set) var version = 0

  init(limits: InspectorLimits) {
    self.limits = limits
  }

  /// Notes where `object` was created; a new object at the address of a dead one starts a new
  /// node.
  mutating func created(_ object: ObjectIdentifier, at callStack: CallStack) {
    nodeNumbers[object] = nil
    ownerNumbers[object] = nil
    labels[object] = nil
    holders[object] = nil
    keepCreation(object, callStack)
  }

  /// Keeps `callStack` as where `object` was created, in the newer generation.
  private mutating func keepCreation(_ object: ObjectIdentifier, _ callStack: CallStack) {
    if creations.count >= limits.nodes {
      olderCreations = creations
      creations = [:]
    }
    olderCreations[object] = nil
    creations[object] = callStack
  }

  /// Takes the call stack kept for `object`, if any.
  private mutating func takeCreation(_ object: ObjectIdentifier) -> CallStack? {
    creations.removeValue(forKey: object) ?? olderCreations.removeValue(forKey: object)
  }

  /// The number of the node for `object`, made if new; `nil` past the node limit.
  mutating func node(
    for object: ObjectIdentifier, name: String, isSubscriber: Bool, stateKind: InspectedNode.Kind?,
    callStack: () -> CallStack?
  ) -> Int? {
    if let number = nodeNumbers[object], let known = nodes[number], known.isSame(name, isSubscriber) {
      return number
    }
    if nodes.count >= limits.nodes { evictDeadNodes() }
    guard nodes.count < limits.nodes else { return nil }
    // Only observables (and bags) report their creation, and only observables are named with
    // `inspected(_:)`: what is kept at a subscriber's address is of one that died there
    // unsubscribed, and the subscriber is named by the line that subscribed it.
    let kept = (creation: takeCreation(object), label: labels.removeValue(forKey: object))
    let number = nextNumber
    nextNumber += 1
    nodes[number] = Node(
      object: object, name: name, label: isSubscriber ? nil : kept.label, isSubscriber: isSubscriber,
      stateKind: stateKind, callStack: isSubscriber ? callStack() : kept.creation ?? callStack())
    nodeNumbers[object] = number
    version += 1
    return number
  }

  /// The number of the node recorded for `object`, if any.
  func number(of object: ObjectIdentifier) -> Int? {
    nodeNumbers[object].flatMap { nodes[$0] == nil ? nil : $0 }
  }

  /// Lets go of the nodes nothing is subscribed to any more, with their lanes (counted as
  /// dropped) and edges; an observable of theirs still alive keeps its creation site, for a new
  /// node if it is subscribed again (a subscriber is subscribed once).
  private mutating func evictDeadNodes() {
    let dead = nodes.filter { $0.value.isDead }
    guard !dead.isEmpty else { return }
    for (number, node) in dead {
      nodes[number] = nil
      nodeNumbers[node.object] = nil
      if !node.isSubscriber, let stack = node.callStack { keepCreation(node.object, stack) }
      if let lane = lanes.removeValue(forKey: number) {
        storedEvents -= lane.events.count
        droppedEvents += lane.events.count
      }
    }
    controlNumbers = controlNumbers.filter { dead[$0.value] == nil }
    edges.removeAll { dead[$0.from] != nil || dead[$0.to] != nil }
    edgeSet = Set(edges)
    evictedNodes += dead.count
  }

  /// Names `object`'s node `label` (now, or when it is first subscribed).
  mutating func name(_ object: ObjectIdentifier, _ label: String) {
    if let number = nodeNumbers[object] {
      nodes[number]?.label = label
    } else if labels.count < limits.nodes {
      labels[object] = label
    }
    version += 1
  }

  /// Records a subscription of `to` to `from`, made at `time`; returns the probe's number.
  mutating func subscribe(from: Int, to: Int, at time: Int) -> Int {
    let edge = InspectedEdge(from: from, to: to)
    if edgeSet.insert(edge).inserted { edges.append(edge) }
    nodes[from]?.liveSubscriptions += 1
    nodes[to]?.liveInputs += 1
    if nodes[to]?.isSubscriber == true { nodes[to]?.liveSubscriptions += 1 }
    nodes[to]?.hasInput = true
    nodes[from]?.wasSubscribed = true
    nodes[to]?.wasSubscribed = true
    probes += 1
    if nodes[to]?.isSubscriber == true {
      subscriptions[probes] = Subscription(node: to, source: from, since: time)
    }
    version += 1
    return probes
  }

  /// Records that `owner` (a dispose bag) holds the subscriptions of `probes`.
  mutating func own(_ probes: [Int], by owner: ObjectIdentifier) {
    let held = probes.filter { subscriptions[$0] != nil }
    guard !held.isEmpty else { return }
    let number: Int
    if let known = ownerNumbers[owner] {
      number = known
    } else {
      number = nextOwner
      nextOwner += 1
      ownerNumbers[owner] = number
      owners[number] = Owner(object: owner, callStack: takeCreation(owner), holder: holders[owner])
    }
    for probe in held {
      release(subscriptions[probe]?.owner)
      subscriptions[probe]?.owner = number
      owners[number]?.held += 1
    }
    version += 1
  }

  /// Counts one subscription less held by `owner`, letting go of a bag that holds none.
  private mutating func release(_ owner: Int?) {
    guard let owner, var record = owners[owner] else { return }
    record.held -= 1
    if record.held > 0 {
      owners[owner] = record
    } else {
      owners[owner] = nil
      ownerNumbers[record.object] = nil
      holders[record.object] = nil
    }
  }

  /// Records that an object of type `holder` holds the bag `bag`.
  mutating func held(_ bag: ObjectIdentifier, by holder: String) {
    if let number = ownerNumbers[bag] {
      owners[number]?.holder = holder
    } else if holders.count < limits.nodes || holders[bag] != nil {
      holders[bag] = holder
    }
    version += 1
  }

  /// Records an edge from `parent` into `derived`, fed through no subscription of its own (a
  /// group of `groupBy`).
  mutating func link(from parent: Int, to derived: Int) {
    let edge = InspectedEdge(from: parent, to: derived)
    if edgeSet.insert(edge).inserted { edges.append(edge) }
    nodes[derived]?.hasInput = true
    nodes[parent]?.wasSubscribed = true
    nodes[derived]?.wasSubscribed = true
    version += 1
  }

  /// The node of `target` that the subscriptions of `probes` deliver to, and the name they show
  /// (`=>`): each subscription's subscriber becomes a binding node with an edge to the target.
  ///
  /// `target` is an observable's node already known, or a control's property (`key`), made
  /// here if new, with the call stack of the binding; `targetName` names it.
  mutating func describe(
    _ probes: [Int], as name: String, target: (node: Int?, key: ControlKey?), targetName: String?
  ) {
    for probe in probes {
      guard let subscription = subscriptions[probe], nodes[subscription.node] != nil else { continue }
      let binding = subscription.node
      nodes[binding]?.role = (.binding, name)
      guard nodes[binding]?.feeds == nil, let fed = targetNode(target, name: targetName, for: binding) else {
        continue
      }
      nodes[binding]?.feeds = fed
      nodes[fed]?.liveSubscriptions += 1
      nodes[fed]?.wasSubscribed = true
      nodes[fed]?.hasInput = true
      let edge = InspectedEdge(from: binding, to: fed)
      if edgeSet.insert(edge).inserted { edges.append(edge) }
    }
    version += 1
  }

  /// The node of a binding's target: the observable's (named `name`, a control's property, when
  /// given), or the control property's, made if new or dead.
  private mutating func targetNode(_ target: (node: Int?, key: ControlKey?), name: String?, for binding: Int)
    -> Int?
  {
    if let number = target.node, nodes[number] != nil {
      if let name { nodes[number]?.role = (.control, name) }
      return number
    }
    guard let key = target.key else { return nil }
    if let number = controlNumbers[key], let known = nodes[number], !known.isDead { return number }
    if nodes.count >= limits.nodes { evictDeadNodes() }
    guard nodes.count < limits.nodes else { return nil }
    let number = nextNumber
    nextNumber += 1
    nodes[number] = Node(
      object: key.object, name: key.name, role: (.control, key.name), isSubscriber: false,
      stateKind: nil, callStack: nodes[binding]?.callStack)
    controlNumbers[key] = number
    return number
  }

  /// Counts a subscription past the node limit.
  mutating func dropNode() {
    droppedNodes += 1
    version += 1
  }

  /// Records `kind`, sent by `node` through the subscription of `probe`, at `time`.
  mutating func record(_ kind: Marble.Kind, at time: Int, node: Int, probe: Int) {
    guard nodes[node] != nil else { return }
    // The lane is changed where it lies in the dictionary: taken out and put back, it cost two
    // more hash look-ups an event.
    let appended = Self.append(
      Marble(time: time, kind: kind, cause: time + 1), by: probe, to: &lanes[node, default: Lane()],
      limits: limits, stored: &storedEvents, dropped: &droppedEvents)
    if appended { version += 1 }
  }

  /// Appends `marble` to `lane` if `probe` is the subscription the lane records (the first to
  /// record there), first dropping the lane's oldest event, counted, when the lane or the whole
  /// recording is full; whether it was appended.
  private static func append(
    _ marble: Marble, by probe: Int, to lane: inout Lane, limits: InspectorLimits, stored: inout Int,
    dropped: inout Int
  ) -> Bool {
    if lane.recordingProbe == nil { lane.recordingProbe = probe }
    guard lane.recordingProbe == probe else { return false }
    if lane.events.count >= limits.eventsPerLane || stored >= limits.events {
      lane.earlier += 1
      dropped += 1
      guard lane.events.popFirst() != nil else { return false }
      stored -= 1
    }
    lane.events.append(marble)
    stored += 1
    return true
  }

  /// Records the disposal of the subscription of `probe`, from `from` to `to`.
  mutating func dispose(probe: Int, from: Int, to: Int) {
    nodes[from]?.liveSubscriptions -= 1
    nodes[to]?.liveInputs -= 1
    if nodes[to]?.isSubscriber == true {
      nodes[to]?.liveSubscriptions -= 1
      if let fed = nodes[to]?.feeds { nodes[fed]?.liveSubscriptions -= 1 }
    }
    if lanes[from]?.recordingProbe == probe { lanes[from]?.recordingProbe = nil }
    if let subscription = subscriptions.removeValue(forKey: probe) { release(subscription.owner) }
    version += 1
  }

  /// What a node is: a relay's or subject's own kind, else a subscriber, an operator (fed by
  /// a recorded node) or a source.
  func kind(of node: Node) -> InspectedNode.Kind {
    switch node.role?.role {
    case .binding: return .binding
    case .control: return .control
    case nil: break
    }
    if let stateKind = node.stateKind { return stateKind }
    if node.isSubscriber { return .subscriber }
    return node.hasInput ? .operator : .source
  }
}
