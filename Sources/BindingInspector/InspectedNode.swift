/// One node of an inspected program's graph: an observable (a source, a relay, a subject, an
/// operator) or a subscriber at the end of a chain.
public struct InspectedNode: Sendable, Hashable, Identifiable {
  /// What a node is.
  public enum Kind: String, Sendable, Hashable {
    /// A relay or subject that keeps its latest value (`BehaviorRelay`, `BehaviorSubject`,
    /// the replaying ones).
    case state
    /// A relay or subject that keeps nothing (`PublishRelay`, `PublishSubject`).
    case event
    /// An observable that no recorded node feeds: `just`, `of`, `create`, a timer.
    case source
    /// An operator: recorded nodes feed it.
    case `operator`
    /// The program's observer or closures, at the end of a chain (`subscribe`, `bind`).
    case subscriber
    /// A binding of the `Binding` library (`=>`, `<=>`): a subscriber that sets a control's
    /// property or a relay, drawn with an edge to it.
    case binding
    /// A control's property that bindings set or read (`TextField.text`, `Button.isEnabled`).
    case control

    /// Whether the node ends a chain the program subscribed: a subscriber or a binding.
    public var isSubscriber: Bool { self == .subscriber || self == .binding }
  }

  /// The node's number, from 0 in the order nodes were first subscribed.
  public let id: Int
  /// The operator's or type's name: `map`, `combine`, `BehaviorRelay`, `subscribe`; a
  /// binding's operator (`=>`, `<=>`); a control's type and property (`TextField.text`).
  public let name: String
  /// What it is.
  public let kind: Kind
  /// Where the program created it, as `File.swift:LINE`, when debug information tells.
  public let site: String?
  /// The subscriptions to it alive now (0 for a subscriber once disposed).
  public let liveSubscriptions: Int
  /// The name the program gave it with `inspected(_:)`: the page shows it in place of
  /// ``name`` and ``site``.
  public let label: String?

  /// Creates a node.
  public init(
    id: Int, name: String, kind: Kind, site: String?, liveSubscriptions: Int, label: String? = nil
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.site = site
    self.liveSubscriptions = liveSubscriptions
    self.label = label
  }
}

/// An edge: the node `from` sends its events to the node `to`.
public struct InspectedEdge: Sendable, Hashable {
  /// The sending node's ``InspectedNode/id``.
  public let from: Int
  /// The receiving node's ``InspectedNode/id``.
  public let to: Int

  /// Creates an edge.
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }
}
