import DequeModule
import Synchronization

/// The states of an attached inspector's session, as its page receives them (one each time the
/// recording changed, at least 50 ms apart when the page is sent it, every 100 ms before),
/// each a step of the page's timeline, bounded by ``InspectorSession/mostSteps`` and
/// ``InspectorSession/mostItems``: the oldest are dropped, and counted.
///
/// The states are kept without their sites, so that they are taken from the first change on,
/// while the executable's debug information is still being read; they are resolved on export.
final class SessionTimeline: Sendable {
  private struct Step {
    /// The recorder's version when it was taken.
    let version: Int
    let snapshot: UnresolvedSnapshot
    let changed: [Int]
    let unfolded: Set<String>
  }

  private struct State {
    var steps = Deque<Step>()
    var items = 0
    var dropped = 0
    var version = -1
    var changes = LaneChanges()
  }

  private let state = Mutex(State())
  private let recorder: InspectorRecorder
  private let mostSteps: Int
  private let mostItems: Int

  /// A timeline of `recorder`'s states, of at most `mostSteps` and `mostItems` (tests ask for
  /// less than a session's).
  init(
    recorder: InspectorRecorder, mostSteps: Int = InspectorSession.mostSteps,
    mostItems: Int = InspectorSession.mostItems
  ) {
    self.recorder = recorder
    self.mostSteps = mostSteps
    self.mostItems = mostItems
  }

  /// Adds what `recorder` holds now as the newest state, unless it is unchanged since the last
  /// or holds no node yet.
  func take(unfolded: Set<String>) {
    state.withLock { state in
      let version = recorder.version
      guard version != state.version else { return }
      let snapshot = recorder.unresolvedSnapshot()
      // Until the program subscribes something, there is nothing to show.
      guard !snapshot.nodes.isEmpty || !state.steps.isEmpty else { return }
      state.version = version
      let changed = state.changes.update(snapshot.lanes)
      state.steps.append(Step(version: version, snapshot: snapshot, changed: changed, unfolded: unfolded))
      state.items += snapshot.items
      while state.steps.count > 1
        && (state.steps.count > mostSteps || state.items > mostItems)
      {
        state.items -= state.steps.removeFirst().snapshot.items
        state.dropped += 1
      }
    }
  }

  /// The newest state taken, as the page is sent it (so that the recording is copied once for
  /// both).
  struct Newest {
    /// The recorder's version when it was taken.
    let version: Int
    let snapshot: UnresolvedSnapshot
    /// Its number in the session, from 1, counting the states dropped before the oldest kept:
    /// its step on the page's timeline.
    let number: Int
    /// How many states before the oldest kept were dropped.
    let dropped: Int
  }

  /// The newest state taken, if any.
  var newest: Newest? {
    state.withLock { state in
      state.steps.last.map {
        Newest(
          version: $0.version, snapshot: $0.snapshot, number: state.dropped + state.steps.count,
          dropped: state.dropped)
      }
    }
  }

  /// The states kept, their sites resolved.
  func session() -> InspectorSession {
    let (steps, dropped) = state.withLock { (Array($0.steps), $0.dropped) }
    return InspectorSession(
      steps: steps.map {
        InspectorSession.Step(
          snapshot: recorder.resolve($0.snapshot), changed: $0.changed, unfolded: $0.unfolded)
      },
      droppedSteps: dropped)
  }
}

/// The nodes that sent something between two snapshots, from their lanes' counts; when none
/// did, those of the time before, so that a page keeps following the nodes that sent last.
struct LaneChanges {
  private var counts: [Int: Int] = [:]
  private var changed: [Int] = []

  /// The changed nodes of `lanes`, the lanes of the next snapshot.
  mutating func update(_ lanes: [InspectedLane]) -> [Int] {
    let counts = Dictionary(uniqueKeysWithValues: lanes.map { ($0.node, $0.events.count + $0.earlier) })
    let sent = counts.filter { self.counts[$0.key] != $0.value }.map(\.key).sorted()
    self.counts = counts
    if !sent.isEmpty { changed = sent }
    return changed
  }
}
