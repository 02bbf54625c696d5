/// How much an inspector keeps: memory stays bounded however long the program runs, and what
/// is let go is counted (``InspectorSnapshot/droppedEvents``, ``InspectorSnapshot/droppedNodes``).
///
/// ```swift
/// let inspector = try Inspector.attach(limits: InspectorLimits(eventsPerLane: 64))
/// ```
public struct InspectorLimits: Sendable, Hashable {
  /// The latest events each lane keeps: a ring buffer; older ones are counted, not kept.
  public var eventsPerLane: Int
  /// The events all lanes keep together; past it, a lane that records lets go of its oldest.
  public var events: Int
  /// The nodes kept; when a new one would pass it, the nodes of disposed chains are let go
  /// (counted); if every node is alive, the subscription is not tapped (counted).
  public var nodes: Int

  /// Creates limits; the defaults keep about 25 MB at most for a program with large values.
  public init(eventsPerLane: Int = 256, events: Int = 100_000, nodes: Int = 10_000) {
    self.eventsPerLane = max(1, eventsPerLane)
    self.events = max(1, events)
    self.nodes = max(2, nodes)
  }
}
