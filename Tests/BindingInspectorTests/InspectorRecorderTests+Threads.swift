import BindingCore
import Dispatch
import Testing

@testable import BindingInspector

/// Values recorded from several threads at once while a snapshot reads the recording: what the
/// sanitizers' runs of this suite (`scripts/sanitize thread --inspector`) check for races. In
/// the recorder's serialized suite, since an inspector is attached for the whole process.
extension InspectorRecorderTests {
  @Test func recordsEveryValueSentFromSeveralThreadsAtOnce() throws {
    let inspector = Inspector.recordOnThisThread(limits: InspectorLimits(eventsPerLane: 32))
    defer { inspector.detach() }
    let threads = 4
    let valuesEach = 500
    let relays = (0..<threads).map { _ in PublishRelay<Int>() }
    let subscriptions = relays.map { $0.map { $0 * 2 }.subscribe(onNext: { _ in }) }
    defer { subscriptions.forEach { $0.dispose() } }

    DispatchQueue.concurrentPerform(iterations: threads + 1) { index in
      guard index < threads else {
        _ = inspector.snapshot()
        return
      }
      for value in 0..<valuesEach { relays[index].accept(value) }
    }
    let snapshot = inspector.snapshot()

    let maps = snapshot.nodes.filter { $0.name == "map" }
    #expect(maps.count == threads)
    for map in maps {
      let lane = try #require(snapshot.lane(of: map))
      #expect(lane.events.count == 32)
      #expect(lane.events.count + lane.earlier == valuesEach)
      #expect(values(snapshot, map).last == "\((valuesEach - 1) * 2)")
    }
  }
}
