import BindingCore

/// The name a node shows, from the class of the object it stands for: `MapObservable<Int, Int>`
/// is `map`, a relay keeps its type's name, the sink of `subscribe`'s closures is `subscribe`.
struct NodeName {
  let name: String
  /// ``InspectedNode/Kind/state`` or ``InspectedNode/Kind/event`` for a relay or subject.
  let stateKind: InspectedNode.Kind?

  init(of object: AnyObject) {
    var type = String(describing: Swift.type(of: object))
    if let generic = type.firstIndex(of: "<") { type = String(type[..<generic]) }
    if let stateKind = Self.stateKinds[type] {
      name = type
      self.stateKind = stateKind
      return
    }
    stateKind = nil
    if let named = object as? any InspectionNamed {
      name = named.inspectionName
      return
    }
    if object is DisposableNode {
      name = Self.subscriberNames[type] ?? "subscribe"
      return
    }
    var base = type.hasSuffix("Observable") ? String(type.dropLast("Observable".count)) : type
    if let special = Self.operatorNames[base] {
      name = special
      return
    }
    if let first = base.first { base = first.lowercased() + base.dropFirst() }
    name = base.isEmpty ? type : base
  }

  private static let stateKinds: [String: InspectedNode.Kind] = [
    "BehaviorRelay": .state, "BehaviorSubject": .state, "ReplayRelay": .state,
    "ReplaySubject": .state, "PublishRelay": .event, "PublishSubject": .event,
    "AsyncSubject": .event,
  ]
  private static let operatorNames = [
    "PairCombiner": "combine", "CollectionCombiner": "combine", "SourceSequence": "from",
    "MulticastConnectable": "multicast", "DoOperator": "do", "Group": "group",
  ]
  private static let subscriberNames = [
    "HandlerSink": "subscribe", "NextHandlerSink": "subscribe", "ObserverAdapter": "subscribe",
  ]
}
