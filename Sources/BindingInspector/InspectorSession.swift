/// A session as a page saw it: its states in order, each a snapshot and what changed in it, as
/// ``Inspector/export(to:)`` writes them and `bind inspect FILE` steps back through them.
///
/// ```swift
/// let session = try InspectorSession(sessionFile: Data(contentsOf: url))
/// print(session.steps.count, "states,", session.droppedSteps, "earlier ones dropped")
/// ```
public struct InspectorSession: Sendable, Hashable {
  /// One state of the session's timeline.
  public struct Step: Sendable, Hashable {
    /// What was recorded at that moment.
    public let snapshot: InspectorSnapshot
    /// The nodes that sent something since the state before (or, when none did, the nodes of
    /// the state before): the page unfolds their groups and marks them.
    public let changed: [Int]
    /// The groups a page had asked to see unfolded.
    public let unfolded: Set<String>

    /// Creates a step.
    public init(snapshot: InspectorSnapshot, changed: [Int], unfolded: Set<String> = []) {
      self.snapshot = snapshot
      self.changed = changed
      self.unfolded = unfolded
    }
  }

  /// The most states a session keeps: its oldest ones are dropped, and counted, past it.
  public static let mostSteps = 200
  /// The most nodes, edges, events and subscriptions a session keeps over all its states: its
  /// oldest states are dropped, and counted, past it; the newest is kept whatever its size.
  ///
  /// A state of a program of a thousand nodes holds a few thousand, so the session keeps its
  /// last hundred or so states (their strings and call stacks shared, not copied).
  public static let mostItems = 500_000

  /// The states kept, oldest first; never empty when read from a file.
  public let steps: [Step]
  /// How many states before the first were dropped to keep the session bounded.
  public let droppedSteps: Int

  /// Creates a session.
  public init(steps: [Step], droppedSteps: Int = 0) {
    self.steps = steps
    self.droppedSteps = droppedSteps
  }

  /// A session of one state: `snapshot`, with every node that has a lane as changed.
  public init(_ snapshot: InspectorSnapshot) {
    self.init(steps: [Step(snapshot: snapshot, changed: snapshot.lanes.map(\.node))])
  }
}
