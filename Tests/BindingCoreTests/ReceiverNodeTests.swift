import BindingTestExpectations
import Testing

@testable import BindingCore

/// The nodes that keep a receiver inside them (the interpreter's bindings into cells and the
/// recording of its states): each passes values and the end to its receiver, and nothing after
/// it was disposed or stopped.
@Suite(.checksResources) struct ReceiverNodeTests {
  private final class Log {
    var values: [Int] = []
    var ends: [Event<Int>] = []
  }

  private struct Receiver: ChainReceiver {
    let log: Log

    func receiveNext(_ value: Int) { log.values.append(value) }

    func receiveEnd(_ event: Event<Int>) { log.ends.append(event) }
  }

  @Test func aReceiverSinkPassesValuesThenTheEndAndNothingAfter() {
    let log = Log()
    let subject = PublishSubject<Int>()
    let sink = ReceiverSink(Receiver(log: log), following: subject.map { $0 * 10 })
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    subject.onNext(3)
    #expect(log.values == [10, 20])
    #expect(log.ends == [.completed])
    #expect(sink.isDisposed)
  }

  @Test func aReceiverSinkReceivesNothingOnceDisposed() {
    let log = Log()
    let relay = BehaviorRelay(value: 1)
    let sink = ReceiverSink(Receiver(log: log), following: relay.asObservable())
    relay.accept(2)
    sink.dispose()
    relay.accept(3)
    #expect(log.values == [1, 2], "the relay's value is replayed, then 2")
    #expect(!relay.broadcast.hasObservers)
  }

  @Test func aReceiverNodeGetsTheReplayThenEachValueUntilStopped() {
    let log = Log()
    let broadcast = Broadcast<Int>(policy: .latest, initial: 1)
    let node = ReceiverNode(Receiver(log: log), following: broadcast)
    broadcast.emitNext(2)
    node.stop()
    broadcast.emitNext(3)
    #expect(log.values == [1, 2])
    #expect(!broadcast.hasObservers)
  }

  @Test func aReceiverNodeStoppedDuringADeliveryGetsNothingMore() {
    let log = Log()
    let broadcast = Broadcast<Int>(policy: .none)
    var node: ReceiverNode<Receiver>?
    let stopper = ReceiverSink(
      StopOnValue(stop: { node?.stop() }), following: BroadcastObservable(broadcast, rank: 0, sourceDepth: 0))
    node = ReceiverNode(Receiver(log: log), following: broadcast)
    broadcast.emitNext(1)
    #expect(log.values.isEmpty, "stopped by the observer before it, in the same delivery")
    stopper.dispose()
  }

  @Test func aRelaySharingABroadcastIsTheSameRelay() {
    let first = BehaviorRelay(value: 1)
    let second = BehaviorRelay(sharing: first.broadcast)
    second.accept(2)
    #expect(first.value == 2)
  }

  private struct StopOnValue: ChainReceiver {
    let stop: () -> Void

    func receiveNext(_ value: Int) { stop() }

    func receiveEnd(_ event: Event<Int>) {}
  }
}
