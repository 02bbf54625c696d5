import BindingTestExpectations
import Testing

@testable import BindingCore

/// The smaller node a derived cell of a known type follows a chain with: like
/// ``ChainEndSink``, it calls its end with each value and the stop event, nothing after a stop
/// or a dispose, and lets go of its subscription when disposed.
@Suite(.checksResources) struct ChainEndNodeTests {
  @Test func passesValuesThenTheEndAndNothingAfter() {
    let recorder = ChainEndRecorder()
    let subject = PublishSubject<Int>()
    let node = ChainEndNode(recorder)
    node.setUpstream(held: Upstream(subject.map { $0 * 10 }.subscribe(node: node)))
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    subject.onNext(3)
    #expect(recorder.values == [10, 20])
    #expect(recorder.ends == [.completed])
    #expect(node.isDisposed)
  }

  @Test func leavesItsSourceOnceDisposed() {
    let recorder = ChainEndRecorder()
    let broadcast = Broadcast<Int>(policy: .latest, initial: 1)
    let node = ChainEndNode(recorder)
    node.setUpstream(held: broadcast.subscribeHeld(node: node))
    #expect(broadcast.hasObservers)
    broadcast.emit(.next(2))
    node.dispose()
    #expect(!broadcast.hasObservers)
    broadcast.emit(.next(3))
    #expect(recorder.values == [1, 2], "the latest value is replayed, then 2")
    #expect(recorder.ends.isEmpty)
  }

  @Test func aSubscriptionHandedOverAfterTheDisposeIsDisposedAtOnce() {
    let recorder = ChainEndRecorder()
    let broadcast = Broadcast<Int>(policy: .none)
    let node = ChainEndNode(recorder)
    node.dispose()
    node.setUpstream(held: broadcast.subscribeHeld(node: node))
    #expect(!broadcast.hasObservers)
    broadcast.emit(.next(1))
    #expect(recorder.values.isEmpty)
  }
}
