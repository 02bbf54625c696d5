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

  private init(recorder: InspectorRecorder, server: LiveViewServer?) {
    self.recorder = recorder
    self.server = server
    publisher = server.map { InspectorPublisher(recorder: recorder, server: $0) }
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
  static func recordOnThisThread(limits: InspectorLimits = InspectorLimits()) -> Inspector {
    recording(InspectorRecorder(limits: limits, onlyThread: .current))
  }

  /// An inspector of `recorder`, attached, without a server.
  private static func recording(_ recorder: InspectorRecorder) -> Inspector {
    let inspector = Inspector(recorder: recorder, server: nil)
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

  /// Writes what is recorded now to `path` as a session file, which `bind inspect FILE` opens.
  ///
  /// - Throws: The error of writing the file.
  public func export(to path: String) throws {
    try snapshot().sessionFile().write(to: URL(fileURLWithPath: path))
  }

  /// Serves `snapshot` (a session read from a file) on the live page, as `bind inspect FILE`
  /// does: the same page, showing the session as it was when exported.
  ///
  /// - Throws: `LiveViewServer.StartError` when the port is taken.
  public static func serve(_ snapshot: InspectorSnapshot, port: UInt16 = 0) throws -> LiveViewServer {
    let server = try LiveViewServer.start(port: port)
    let changed = snapshot.lanes.map(\.node)
    let unfolding = Unfolding()
    let publish: @Sendable (Int) -> Void = { sequence in
      let page = InspectorPage(snapshot, unfolded: unfolding.unfolded)
      let state = page.state(snapshot, changed: changed, sequence: sequence)
      unfolding.drew(state.groups ?? [])
      server.publish(state.json)
    }
    publish(1)
    server.unfolding { node in
      guard unfolding.unfold(node) else { return false }
      publish(unfolding.generation + 1)
      return true
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

/// Sends the page a new state when the recording changed, or a page unfolded a group: at most
/// every 100 ms, from a task of its own, never from the program's threads.
///
/// It first reads the executable's debug information (``InspectorRecorder/warmUp()``), which
/// takes seconds in a large debug build; the page's first state waits for it. A state in which
/// nothing sent keeps following the nodes that sent last, so that their groups stay unfolded.
private final class InspectorPublisher: Sendable {
  private let task: Task<Void, Never>

  init(recorder: InspectorRecorder, server: LiveViewServer) {
    let unfolding = Unfolding()
    server.unfolding { unfolding.unfold($0) }
    task = Task.detached {
      recorder.warmUp()
      var published = (version: -1, unfolds: 0, sequence: 0, lanes: [Int: Int](), changed: [Int]())
      while !Task.isCancelled {
        let version = recorder.version
        let unfolds = unfolding.generation
        if version != published.version || unfolds != published.unfolds {
          let snapshot = recorder.snapshot()
          let counts = Dictionary(
            uniqueKeysWithValues: snapshot.lanes.map { ($0.node, $0.events.count + $0.earlier) })
          let sent = counts.filter { published.lanes[$0.key] != $0.value }.map(\.key).sorted()
          let changed = sent.isEmpty ? published.changed : sent
          published = (version, unfolds, published.sequence + 1, counts, changed)
          let state = InspectorPage(snapshot, unfolded: unfolding.unfolded).state(
            snapshot, changed: changed, sequence: published.sequence)
          unfolding.drew(state.groups ?? [])
          server.publish(state.json)
        }
        try? await Task.sleep(for: .milliseconds(100))
      }
    }
  }

  func stop() { task.cancel() }
}
