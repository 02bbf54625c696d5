import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct BindTests {
  @Test func bindToRelayCopiesEveryValue() {
    let source = BehaviorRelay(value: 1)
    let target = BehaviorRelay(value: 0)
    let binding = source.map { $0 * 2 }.bind(to: target)
    source.accept(4)
    #expect(target.value == 8)
    binding.dispose()
    source.accept(5)
    #expect(target.value == 8)
  }

  @Test func bindToSeveralObserversSendsToEach() {
    let source = PublishSubject<Int>()
    let first = Recorder<Int>(), second = Recorder<Int>()
    let binding = source.bind(to: first.observer, second.observer)
    source.onNext(3)
    source.onCompleted()
    #expect(first.events == [.next(3), .completed])
    #expect(second.events == [.next(3), .completed])
    binding.dispose()
  }

  @Test func bindToOptionalObserverWrapsValues() {
    let source = PublishRelay<Int>()
    let recorder = Recorder<Int?>()
    let binding = source.bind(to: recorder.observer)
    source.accept(1)
    #expect(recorder.values == [1])
    binding.dispose()
  }
}
