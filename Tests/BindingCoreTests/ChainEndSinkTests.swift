import BindingTestExpectations
import Testing

@testable import BindingCore

/// The node the interpreter's derived cells follow a chain with: it calls its end with each
/// value and the stop event, and nothing after a stop or a dispose.
@Suite(.checksResources) struct ChainEndSinkTests {
  @Test func passesValuesThenTheEndAndNothingAfter() {
    let recorder = ChainEndRecorder()
    let subject = PublishSubject<Int>()
    let sink = ChainEndSink<Int>(recorder)
    sink.setUpstream(subject.map { $0 * 10 }.subscribe(node: sink))
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    subject.onNext(3)
    #expect(recorder.values == [10, 20])
    #expect(recorder.ends == [.completed])
    #expect(sink.isDisposed)
  }

  @Test func receivesNothingOnceDisposed() {
    let recorder = ChainEndRecorder()
    let relay = BehaviorRelay(value: 1)
    let sink = ChainEndSink<Int>(recorder)
    sink.setUpstream(relay.asObservable().subscribe(node: sink))
    relay.accept(2)
    sink.dispose()
    relay.accept(3)
    #expect(recorder.values == [1, 2], "the relay's value is replayed, then 2")
    #expect(recorder.ends.isEmpty)
  }
}
