import BindingCore
import BindingTestExpectations
import Testing

struct TestError: Error, Equatable {}

/// Records every event an observable delivers.
final class Recorder<Element> {
  private(set) var events: [Event<Element>] = []
  var values: [Element] { events.compactMap(\.element) }
  var observer: AnyObserver<Element> { AnyObserver { self.events.append($0) } }
}

@Suite(.checksResources) struct PublishSubjectTests {
  @Test func deliversOnlyWhatIsSentAfterSubscription() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    let recorder = Recorder<Int>()
    let subscription = subject.subscribe(recorder.observer)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.events == [.next(2), .next(3)])
    subscription.dispose()
  }

  @Test func stopEventReachesLateSubscribersAndEndsDelivery() {
    let subject = PublishSubject<Int>()
    subject.onCompleted()
    subject.onNext(1)
    let recorder = Recorder<Int>()
    _ = subject.subscribe(recorder.observer)
    #expect(recorder.events == [.completed])
    #expect(subject.isStopped)
  }

  @Test func errorEndsEveryObserver() {
    let subject = PublishSubject<Int>()
    let first = Recorder<Int>(), second = Recorder<Int>()
    _ = subject.subscribe(first.observer)
    _ = subject.subscribe(second.observer)
    subject.onError(TestError())
    subject.onNext(9)
    #expect(first.events == [.error(TestError())])
    #expect(second.events == [.error(TestError())])
    #expect(!subject.hasObservers)
  }

  @Test func observersAreCalledInSubscriptionOrder() {
    let subject = PublishSubject<Int>()
    var order: [String] = []
    let subscriptions = ["a", "b", "c"].map { name in
      subject.subscribe(onNext: { _ in order.append(name) })
    }
    subject.onNext(0)
    #expect(order == ["a", "b", "c"])
    subscriptions.forEach { $0.dispose() }
  }

  @Test func disposedObserverReceivesNothingMore() {
    let subject = PublishSubject<Int>()
    let recorder = Recorder<Int>()
    let subscription = subject.subscribe(recorder.observer)
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(recorder.values == [1])
    #expect(!subject.hasObservers)
  }

  @Test func observerDisposedDuringDeliveryIsNotCalledAgain() {
    let subject = PublishSubject<Int>()
    var second: Disposable?
    var secondCalls = 0
    let first = subject.subscribe(onNext: { _ in second?.dispose() })
    second = subject.subscribe(onNext: { _ in secondCalls += 1 })
    subject.onNext(1)
    #expect(secondCalls == 0)
    first.dispose()
  }
}

@Suite(.checksResources) struct BehaviorSubjectTests {
  @Test func replaysCurrentValueThenForwards() throws {
    let subject = BehaviorSubject(value: 1)
    let recorder = Recorder<Int>()
    let subscription = subject.subscribe(recorder.observer)
    subject.onNext(2)
    #expect(recorder.values == [1, 2])
    #expect(try subject.value() == 2)
    subscription.dispose()
  }

  @Test func valueThrowsAfterError() {
    let subject = BehaviorSubject(value: 1)
    subject.onError(TestError())
    #expect(throws: TestError.self) { try subject.value() }
  }

  @Test func lateSubscriberAfterCompletionGetsOnlyTheCompletion() throws {
    let subject = BehaviorSubject(value: 1)
    subject.onNext(5)
    subject.onCompleted()
    let recorder = Recorder<Int>()
    _ = subject.subscribe(recorder.observer)
    #expect(recorder.events == [.completed])
    #expect(try subject.value() == 5)
  }

  @Test func lateSubscriberAfterAnErrorGetsOnlyTheError() {
    let subject = BehaviorSubject(value: 1)
    subject.onError(TestError())
    let recorder = Recorder<Int>()
    _ = subject.subscribe(recorder.observer)
    #expect(recorder.events == [.error(TestError())])
  }
}

@Suite(.checksResources) struct ReplaySubjectTests {
  @Test func replaysUpToBufferSize() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    (1...4).forEach(subject.onNext)
    let recorder = Recorder<Int>()
    let subscription = subject.subscribe(recorder.observer)
    subject.onNext(5)
    #expect(recorder.values == [3, 4, 5])
    subscription.dispose()
  }

  @Test func unboundedReplaysEverything() {
    let subject = ReplaySubject<Int>.createUnbounded()
    (1...4).forEach(subject.onNext)
    subject.onCompleted()
    let recorder = Recorder<Int>()
    _ = subject.subscribe(recorder.observer)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .next(4), .completed])
  }
}
