import BindingCore
import Foundation
import Synchronization
import Testing

@testable import BindingInspector

/// The session's timeline (``Inspector/session()``): the states taken while recording, in
/// order, bounded, the dropped counted. In the recorder's serialized suite.
extension InspectorRecorderTests {
  /// Runs `body` with an inspector recording this thread, whose session keeps `sessionBounds`,
  /// and a relay of 0 subscribed.
  private func recordingARelay(
    sessionBounds: (steps: Int, items: Int) = (InspectorSession.mostSteps, InspectorSession.mostItems),
    _ body: (Inspector, BehaviorRelay<Int>) throws -> Void
  ) rethrows {
    let inspector = Inspector.recordOnThisThread(sessionBounds: sessionBounds)
    defer { inspector.detach() }
    let relay = BehaviorRelay(value: 0)
    let subscription = relay.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    try body(inspector, relay)
  }

  /// Sends each of `values` on `relay`, taking a state of the session after each.
  private func takeStates(of values: ClosedRange<Int>, _ relay: BehaviorRelay<Int>, _ inspector: Inspector) {
    for value in values {
      relay.accept(value)
      _ = inspector.session()
    }
  }

  /// The relay's latest value in each state of `session`.
  private func latestValues(_ session: InspectorSession) throws -> [String] {
    try session.steps.map { step in
      let relay = try #require(step.snapshot.nodes.first { $0.name == "BehaviorRelay" })
      return values(step.snapshot, relay).last ?? ""
    }
  }

  @Test func keepsTheStatesOfTheSessionInOrder() throws {
    try recordingARelay { inspector, relay throws in
      _ = inspector.session()
      relay.accept(1)
      _ = inspector.session()
      _ = inspector.session()  // nothing changed: no new state
      relay.accept(2)
      let session = inspector.session()

      #expect(try latestValues(session) == ["0", "1", "2"])
      #expect(session.droppedSteps == 0)
      let relayNode = try #require(session.steps.last?.snapshot.nodes.first { $0.name == "BehaviorRelay" })
      #expect(session.steps.allSatisfy { $0.changed == [relayNode.id] })
      #expect(session.steps.map(\.snapshot.time) == session.steps.map(\.snapshot.time).sorted())
      #expect(try InspectorSession(sessionFile: session.sessionFile()) == session)
    }
  }

  @Test func dropsTheOldestStatesPastItsCountAndCountsThem() throws {
    try recordingARelay(sessionBounds: (steps: 3, items: 1_000)) { inspector, relay throws in
      takeStates(of: 1...5, relay, inspector)
      let session = inspector.session()
      #expect(try latestValues(session) == ["3", "4", "5"])
      #expect(session.droppedSteps == 2)
    }
  }

  @Test func dropsTheOldestStatesPastItsSizeAndKeepsTheNewestWhateverItsSize() throws {
    // A state of the relay and its subscriber after `value`: 2 nodes, an edge, a subscription
    // and `value + 1` events, `value + 5` items.
    try recordingARelay(sessionBounds: (steps: 100, items: 20)) { inspector, relay throws in
      takeStates(of: 1...3, relay, inspector)
      // 6 + 7 + 8 items: the first goes.
      let early = inspector.session()
      #expect(try latestValues(early) == ["2", "3"])
      #expect(early.droppedSteps == 1)
      takeStates(of: 4...20, relay, inspector)
      let session = inspector.session()
      #expect(session.steps.count == 1)
      #expect(session.droppedSteps == 19)
      #expect(try latestValues(session) == ["20"])
    }
  }

  @Test func numbersEachStateAsTheStepOfThePageCountingTheDroppedOnes() throws {
    let recorder = InspectorRecorder(limits: InspectorLimits(), onlyThread: .current)
    let timeline = SessionTimeline(recorder: recorder, mostSteps: 3, mostItems: 1_000)
    Inspection.attach(recorder)
    defer { Inspection.detach() }
    timeline.take(unfolded: [])
    #expect(timeline.newest == nil)  // nothing subscribed yet
    let relay = BehaviorRelay(value: 0)
    let subscription = relay.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    var numbers: [[Int]] = []
    for value in 1...5 {
      relay.accept(value)
      timeline.take(unfolded: [])
      let newest = try #require(timeline.newest)
      numbers.append([newest.number, newest.dropped])
    }
    timeline.take(unfolded: [])  // nothing changed: no new state, the same number
    #expect(numbers == [[1, 0], [2, 0], [3, 0], [4, 1], [5, 2]])
    #expect(timeline.newest?.number == 5)
    let session = timeline.session()
    #expect(session.steps.count == 3)
    #expect(session.droppedSteps == 2)
  }

  @Test func anAttachedInspectorSendsEachStateAsAStepOfItsOwnNumberedInTheSession() throws {
    let sent = Mutex<[(json: String, step: Int)]>([])
    let inspector = Inspector.publishingOnThisThread { json, step in
      sent.withLock { $0.append((json, step)) }
    }
    defer { inspector.detach() }
    let relay = BehaviorRelay(value: "value-0")
    let subscription = relay.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    for value in 1...3 {
      relay.accept("value-\(value)")
      // The first state waits for the test's debug information to be read.
      let shown = eventually(within: 60) {
        sent.withLock { $0.contains { $0.json.contains("value-\(value)") } }
      }
      try #require(shown, "no state showed value-\(value)")
    }
    let states = sent.withLock { $0 }.filter { $0.step > 0 }  // step 0: before the subscription
    let steps = states.map(\.step)
    #expect(steps.count >= 3)
    #expect(steps == steps.sorted() && Set(steps).count == steps.count)
    for (json, step) in states {
      let state = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      #expect(state["step"] as? Int == step)
      #expect(state["holdsPast"] as? Bool == true)
      #expect(state["keptFrom"] as? Int == 1)
      #expect((state["statement"] as? String)?.hasPrefix("session state \(step) · inspecting: ") == true)
    }
    // The page's steps are the session's states: the newest sent is one of them.
    #expect(try #require(steps.last) <= inspector.session().steps.count)
  }

  /// Waits at most `seconds` for `condition`; whether it held.
  private func eventually(within seconds: Int, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return true
  }
}
