import BindingTestExpectations
import Testing

@testable import BindingCore

/// The node that ends a chain with a receiver inside it (the interpreter's derived cells, the
/// recordings of its states and its bindings): it passes each value and the stop event to its
/// receiver, nothing after a stop or a dispose, and leaves its source when disposed.
@Suite(.checksResources) struct ChainEndNodeTests {
  @Test func passesValuesThenTheEndAndNothingAfter() {
    let recorder = ChainEndRecorder()
    let subject = PublishSubject<Int>()
    let node = ChainEndNode(recorder, following: subject.map { $0 * 10 })
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    subject.onNext(3)
    #expect(recorder.values == [10, 20])
    #expect(recorder.ends == [.completed])
    #expect(node.isDisposed)
  }

  @Test func receivesNothingOnceDisposedAndLeavesTheRelay() {
    let recorder = ChainEndRecorder()
    let relay = BehaviorRelay(value: 1)
    let node = ChainEndNode(recorder, following: relay.asObservable())
    relay.accept(2)
    node.dispose()
    relay.accept(3)
    #expect(recorder.values == [1, 2], "the relay's value is replayed, then 2")
    #expect(recorder.ends.isEmpty)
    #expect(!relay.broadcast.hasObservers)
  }

  @Test func followsABroadcastFromItsReplayUntilDisposed() {
    let recorder = ChainEndRecorder()
    let broadcast = Broadcast<Int>(policy: .latest, initial: 1)
    let node = ChainEndNode(recorder, following: broadcast)
    #expect(broadcast.hasObservers)
    broadcast.emitNext(2)
    node.dispose()
    broadcast.emitNext(3)
    #expect(recorder.values == [1, 2], "the latest value is replayed, then 2")
    #expect(!broadcast.hasObservers)
  }

  @Test func disposedByAnEarlierObserverOfTheSameDeliveryGetsNothing() {
    let recorder = ChainEndRecorder()
    let broadcast = Broadcast<Int>(policy: .none)
    var node: ChainEndNode<ChainEndRecorder>?
    let disposer = ChainEndNode(
      DisposeOnValue(dispose: { node?.dispose() }),
      following: BroadcastObservable(broadcast, rank: 0, sourceDepth: 0))
    node = ChainEndNode(recorder, following: broadcast)
    broadcast.emitNext(1)
    #expect(recorder.values.isEmpty)
    disposer.dispose()
    #expect(!broadcast.hasObservers)
  }

  @Test func aSubscriptionHandedOverAfterTheDisposeIsDisposedAtOnce() {
    let recorder = ChainEndRecorder()
    let broadcast = Broadcast<Int>(policy: .none)
    let node = ChainEndNode(recorder)
    node.dispose()
    node.setUpstream(held: broadcast.subscribeHeld(node: node))
    #expect(!broadcast.hasObservers)
    broadcast.emitNext(1)
    #expect(recorder.values.isEmpty)
  }

  private struct DisposeOnValue: ChainReceiver {
    let dispose: () -> Void

    func receiveNext(_ value: Int) { dispose() }

    func receiveEnd(_ event: Event<Int>) {}
  }
}
