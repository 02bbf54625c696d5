/// One marble: a value a cell took, its completion or its failure, at a virtual time.
public struct Marble: Sendable, Hashable {
  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// A value, as a literal: `"alice"`, `42`, `["a"]`.
    case value(String)
    /// The stream completed.
    case completed
    /// The stream failed with this message.
    case error(String)
  }

  /// The virtual time, in milliseconds.
  public let time: Int
  /// What happened.
  public let kind: Kind
  /// The change that caused it.
  ///
  /// Each statement, each thing a statement does itself (an assignment, a dispatch, a tap)
  /// and each timer is a change of its own, numbered from 1 in the order they happened; every
  /// marble that one change set off, on any lane, has its number.
  public let cause: Int

  /// Creates a marble.
  public init(time: Int, kind: Kind, cause: Int = 0) {
    self.time = time
    self.kind = kind
    self.cause = cause
  }
}

/// A new marble on a lane, as ``InterpreterEvent/marbles(_:)`` reports it.
public struct MarbleEvent: Sendable, Hashable {
  /// The lane: the cell's name.
  public let lane: String
  /// The marble.
  public let marble: Marble

  /// Creates an event.
  public init(lane: String, marble: Marble) {
    self.lane = lane
    self.marble = marble
  }
}

/// The history of one cell on the virtual time axis.
public struct MarbleLane: Sendable, Hashable {
  /// The cell's name, as written in scripts.
  public let name: String
  /// Its marbles, in time order.
  public var marbles: [Marble]

  /// Creates a lane.
  public init(name: String, marbles: [Marble]) {
    self.name = name
    self.marbles = marbles
  }
}
