import BindLiveView
import BindingCore
import Foundation
import Synchronization

/// Makes a program's bindings visible: attached, it records every chain subscribed from then
/// on (nodes, edges, values over time, errors, completions, disposals, and where the program
/// created each node) and serves the live page of `bind serve` over loopback.
///
/// ```swift
/// #if DEBUG
///   let inspector = try Inspector.attach()   // prints "view: http://127.0.0.1:PORT/TOKEN/"
/// #endif
/// ```
///
/// Or, to attach only when the environment asks (`BIND_INSPECT=1`):
///
/// ```swift
/// let inspector = try Inspector.attachIfRequested()
/// ```
///
/// No stream needs annotating. Detached, the core pays one load of a flag when it creates an
/// observable and when it subscribes, and nothing per value. Attached, each subscription goes
/// through a tap that describes each value (`String(describing:)`) and appends it to a bounded
/// lane under a lock; each new node costs a captured call stack. Chains subscribed before the
/// attach are not seen. One inspector is attached at a time: attaching another replaces it.
public final class Inspector: Sendable {
  /// The environment variable that ``attachIfRequested(environment:)`` reads: `1` attaches.
  public static let environmentVariable = "BIND_INSPECT"

  /// The page's address, `http://127.0.0.1:PORT/TOKEN/`; `nil` when not serving.
  public var url: String? { server?.url }

  private let recorder: InspectorRecorder
  /// The recorder of the inspector attached now, for `inspected(_:)`.
  static let attachedRecorder = Mutex<InspectorRecorder?>(nil)
  private let server: LiveViewServer?
  private let publisher: InspectorPublisher?
  /// The states a page received, or would have, for ``export(to:)``.
  private let timeline: SessionTimeline

  private init(
    recorder: InspectorRecorder, server: LiveViewServer?, timeline: SessionTimeline? = nil,
    sink: PageSink? = nil
  ) {
    self.recorder = recorder
    self.server = server
    let timeline = timeline ?? SessionTimeline(recorder: recorder)
    self.timeline = timeline
    publisher = (sink ?? server.map(PageSink.init)).map {
      InspectorPublisher(recorder: recorder, sink: $0, timeline: timeline)
    }
  }

  /// Attaches an inspector and serves its page on 127.0.0.1 at `port` (0 picks a free one),
  /// printing `view: URL` on standard error, as `bind serve` does.
  ///
  /// - Throws: `LiveViewServer.StartError` when the port is taken.
  @discardableResult
  public static func attach(limits: InspectorLimits = InspectorLimits(), port: UInt16 = 0) throws
    -> Inspector
  {
    let server = try LiveViewServer.start(port: port)
    let inspector = Inspector(recorder: InspectorRecorder(limits: limits), server: server)
    attachRecorder(inspector.recorder)
    FileHandle.standardError.write(Data("view: \(server.url)\n".utf8))
    return inspector
  }

  /// Attaches an inspector that records without serving a page: for tests, and for programs
  /// that read ``snapshot()`` themselves.
  public static func record(limits: InspectorLimits = InspectorLimits()) -> Inspector {
    recording(InspectorRecorder(limits: limits))
  }

  /// ``record(limits:)`` for the creations and subscriptions of the current thread only: a test
  /// sees its own chains while other tests run beside it.
  ///
  /// `sessionBounds` bounds its ``session()`` (a session's own by default).
  static func recordOnThisThread(
    limits: InspectorLimits = InspectorLimits(),
    sessionBounds: (steps: Int, items: Int) = (InspectorSession.mostSteps, InspectorSession.mostItems)
  ) -> Inspector {
    let recorder = InspectorRecorder(limits: limits, onlyThread: .current)
    return recording(
      recorder,
      timeline: SessionTimeline(
        recorder: recorder, mostSteps: sessionBounds.steps, mostItems: sessionBounds.items))
  }

  /// ``recordOnThisThread(limits:sessionBounds:)`` with a publisher that sends the page's states
  /// to `publish` (as JSON, with their step) as it would to a server's pages.
  static func publishingOnThisThread(to publish: @escaping @Sendable (String, Int) -> Void) -> Inspector {
    let recorder = InspectorRecorder(limits: InspectorLimits(), onlyThread: .current)
    let inspector = Inspector(recorder: recorder, server: nil, sink: PageSink(publish: publish))
    attachRecorder(recorder)
    return inspector
  }

  /// An inspector of `recorder`, attached, without a server.
  private static func recording(_ recorder: InspectorRecorder, timeline: SessionTimeline? = nil) -> Inspector
  {
    let inspector = Inspector(recorder: recorder, server: nil, timeline: timeline)
    attachRecorder(recorder)
    return inspector
  }

  /// Attaches `recorder` to the core's hook, and for `inspected(_:)`.
  private static func attachRecorder(_ recorder: InspectorRecorder) {
    attachedRecorder.lockedValue { $0 = recorder }
    Inspection.attach(recorder)
  }

  /// ``attach(limits:port:)`` when `environment` has `BIND_INSPECT=1`; `nil` otherwise.
  ///
  /// `BIND_INSPECT_PORT` chooses the port.
  public static func attachIfRequested(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Inspector? {
    guard environment[environmentVariable] == "1" else { return nil }
    let port = environment["BIND_INSPECT_PORT"].flatMap { UInt16($0) } ?? 0
    return try attach(port: port)
  }

  /// What is recorded now.
  public func snapshot() -> InspectorSnapshot { recorder.snapshot() }

  /// Marks this moment: ``InspectorSnapshot/leftAlive(since:)`` of a later snapshot lists the
  /// subscriptions made after it that are still alive.
  ///
  /// ```swift
  /// let mark = inspector.mark()
  /// showAndDismissTheScreen()
  /// let leaked = inspector.snapshot().leftAlive(since: mark)   // expected: none
  /// ```
  public func mark() -> InspectorMark { recorder.mark() }

  /// The session so far: the states its page received, or would have, ending with what is
  /// recorded now (see ``InspectorSession`` for its bounds).
  ///
  /// An inspector that serves a page takes a state each time it sends the page one (when the
  /// recording changed, at least 50 ms apart), and every 100 ms while it reads the debug
  /// information before the first; one made by ``record(limits:)`` takes one at each call.
  public func session() -> InspectorSession {
    timeline.take(unfolded: publisher?.unfolded ?? [])
    return timeline.session()
  }

  /// Writes the session so far (``session()``) to `path` as a session file, which
  /// `bind inspect FILE` opens.
  ///
  /// - Throws: The error of writing the file.
  public func export(to path: String) throws {
    try session().sessionFile().write(to: URL(fileURLWithPath: path))
  }

  /// Serves `snapshot` on the live page as a session of one state.
  ///
  /// - Throws: `LiveViewServer.StartError` when the port is taken.
  public static func serve(_ snapshot: InspectorSnapshot, port: UInt16 = 0) throws -> LiveViewServer {
    try serve(InspectorSession(snapshot), port: port)
  }

  /// Serves `session` (read from a file) on the live page, as `bind inspect FILE` does: the
  /// same page, with the session's states on its timeline, the newest shown, each saying which
  /// of them it is and how many earlier ones were dropped.
  ///
  /// Each state is a step of the page's timeline, as a script's statements are. A click on a
  /// folded group draws the newest state again with the group unfolded, in its place.
  ///
  /// - Throws: `LiveViewServer.StartError` when the port is taken.
  public static func serve(_ session: InspectorSession, port: UInt16 = 0) throws -> LiveViewServer {
    let server = try LiveViewServer.start(port: port)
    let unfolding = Unfolding()
    let count = session.steps.count
    let publish: @Sendable (Int, InspectorSession.Step, Int) -> Void = { index, step, sequence in
      let snapshot = step.snapshot
      let page = InspectorPage(snapshot, unfolded: step.unfolded.union(unfolding.unfolded))
      var state = page.state(snapshot, changed: step.changed, sequence: sequence)
      state.statement =
        InspectorPage.sessionLabel(index + 1, of: count, dropped: session.droppedSteps) + " · "
        + state.statement
      // Each state its own step of the page's timeline, as a live inspector's are; an unfold's
      // state stands for the newest.
      state.step = index + 1
      unfolding.drew(state.groups ?? [])
      server.publish(state.json, step: state.step)
    }
    for (index, step) in session.steps.enumerated() { publish(index, step, index + 1) }
    if let last = session.steps.last {
      server.unfolding { node in
        guard unfolding.unfold(node) else { return false }
        publish(count - 1, last, count + unfolding.generation)
        return true
      }
    }
    return server
  }

  /// Stops recording new chains (those tapped go on reporting to this inspector) and stops
  /// serving the page.
  public func detach() {
    Inspection.detach()
    Self.attachedRecorder.lockedValue { $0 = nil }
    publisher?.stop()
    server?.stop()
  }
}

/// The groups a page asked to see unfolded (``InspectorPage/unfolded``), and those the last
/// state drew folded, which are the ones a page may ask for.
private final class Unfolding: Sendable {
  private let state = Mutex<(unfolded: Set<String>, folded: Set<String>, generation: Int)>(([], [], 0))

  /// The groups to draw unfolded.
  var unfolded: Set<String> { state.withLock { $0.unfolded } }

  /// Grows with each group unfolded.
  var generation: Int { state.withLock { $0.generation } }

  /// Notes the groups a state drew folded.
  func drew(_ groups: [String]) {
    state.withLock { $0.folded = Set(groups) }
  }

  /// Unfolds `group` in the states to come; `false` when the last state drew no such group.
  func unfold(_ group: String) -> Bool {
    state.withLock { state in
      guard state.folded.contains(group) else { return false }
      state.unfolded.insert(group)
      state.generation += 1
      return true
    }
  }
}

/// Sends the page a new state when the recording changed, or a page unfolded a group: promptly
/// (it looks for a change every 10 ms) but at least 50 ms after the state before was sent, and
/// at least as long as that state took to draw (so it draws at most half the time, whatever
/// the graph's size; the sites it resolves once a node are not counted), from a task of its
/// own, never from the program's threads.
///
/// Each state is the session timeline's newest, its own step of the page's timeline
/// (``InspectorPage/live(_:number:dropped:)``): a page steps back through them while new ones
/// keep coming. It first reads the executable's debug information
/// (``InspectorRecorder/warmUp()``), which takes seconds in a large debug build; the page's
/// first state waits for it. A state in which nothing sent keeps following the nodes that sent
/// last, so that their groups stay unfolded.
private final class InspectorPublisher: Sendable {
  /// The least time from one state sent to the making of the next.
  ///
  /// Changes that come faster are sent together. A value reaches the page within it, the time
  /// to look for a change and the time to make the state (`scripts/bench-inspector-latency`).
  static let spacing = Duration.milliseconds(50)
  /// How often it looks for a change.
  static let polling = Duration.milliseconds(10)

  private let task: Task<Void, Never>
  private let taking: Task<Void, Never>
  private let unfolding = Unfolding()

  /// The groups a page asked to see unfolded.
  var unfolded: Set<String> { unfolding.unfolded }

  /// Adds each change of the recording to `timeline` from the first, every 100 ms, while the
  /// debug information is read, in a task of its own; then publishes the timeline's newest
  /// state on `sink`, taking it itself when the recording changed, so that the recording is
  /// copied under its lock once for both (60 ms for 10,000 nodes in a debug build), and so
  /// that the page's timeline has the session's states (a slow state, one drawn in a debug
  /// build takes 100 ms or more, spaces them further).
  init(recorder: InspectorRecorder, sink: PageSink, timeline: SessionTimeline) {
    let unfolding = unfolding
    sink.unfolding { unfolding.unfold($0) }
    let warm = WarmUp(recorder)
    taking = Task.detached {
      while !Task.isCancelled, !warm.isDone {
        timeline.take(unfolded: unfolding.unfolded)
        try? await Task.sleep(for: .milliseconds(100))
      }
    }
    task = Task.detached {
      var published = (version: -1, unfolds: 0, sequence: 0, changes: LaneChanges())
      var next = ContinuousClock.now  // the earliest the next state may be made
      while !Task.isCancelled {
        let unfolds = unfolding.generation
        if warm.isDone, ContinuousClock.now >= next,
          recorder.version != published.version || unfolds != published.unfolds
        {
          // The timeline's newest state, taken now if the recording changed (whichever task
          // takes it first copies it, once); before the program subscribed something, an
          // empty one of the recorder's own.
          timeline.take(unfolded: unfolding.unfolded)
          let newest = timeline.newest
          let version = newest?.version ?? recorder.version
          let snapshot = recorder.resolve(newest?.snapshot ?? recorder.unresolvedSnapshot())
          let changed = published.changes.update(snapshot.lanes)
          published = (version, unfolds, published.sequence + 1, published.changes)
          let drawing = ContinuousClock.now
          var state = InspectorPage(snapshot, unfolded: unfolding.unfolded).state(
            snapshot, changed: changed, sequence: published.sequence)
          if let newest { state = InspectorPage.live(state, number: newest.number, dropped: newest.dropped) }
          unfolding.drew(state.groups ?? [])
          sink.publish(state.json, state.step)
          let sent = ContinuousClock.now
          next = sent + max(Self.spacing, sent - drawing)
        }
        try? await Task.sleep(for: Self.polling)
      }
    }
  }

  func stop() {
    task.cancel()
    taking.cancel()
  }
}

/// Reads the executable's debug information (``InspectorRecorder/warmUp()``) in a task of its
/// own, and says when it is done.
private final class WarmUp: Sendable {
  private let done = Mutex(false)

  /// Whether the debug information is read.
  var isDone: Bool { done.withLock { $0 } }

  init(_ recorder: InspectorRecorder) {
    Task.detached { [self] in
      recorder.warmUp()
      done.withLock { $0 = true }
    }
  }
}
