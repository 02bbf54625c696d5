import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `onDisposed` of the closure subscriptions (`subscribe`, the traits' `subscribe`, `drive`,
/// `emit`) runs once: after the terminal event's closure, or when the subscription is disposed.
@Suite(.checksResources) struct OnDisposedTests {
  /// A source that records when its subscription is disposed, and the observer it was given.
  private final class Source {
    var observer: AnyObserver<Int>?
    var log: [String] = []

    var observable: Observable<Int> {
      Observable.create { observer in
        self.observer = observer
        return Disposables.create { self.log.append("source disposed") }
      }
    }
  }

  private func subscribeLogging(_ source: Source) -> Disposable {
    source.observable.subscribe(
      onNext: { source.log.append("next \($0)") },
      onError: { _ in source.log.append("error") },
      onCompleted: { source.log.append("completed") },
      onDisposed: { source.log.append("disposed") })
  }

  @Test func runsAfterCompletionWithoutBeingDisposed() {
    let source = Source()
    let subscription = subscribeLogging(source)
    source.observer?.onNext(1)
    #expect(source.log == ["next 1"])
    source.observer?.onCompleted()
    #expect(source.log == ["next 1", "completed", "disposed", "source disposed"])
    subscription.dispose()
    source.observer?.onNext(2)
    #expect(source.log == ["next 1", "completed", "disposed", "source disposed"])
    source.observer = nil  // the source holds the subscription, whose closures hold the source
  }

  @Test func runsAfterAnErrorWithoutBeingDisposed() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    subject.onError(OperatorTestError())
    #expect(log == ["error", "disposed"])
    subscription.dispose()
    subject.onNext(2)
    subject.onCompleted()
    #expect(log == ["error", "disposed"])
  }

  @Test func runsOnceWhenDisposedByHandAfterTheSource() {
    let source = Source()
    let subscription = subscribeLogging(source)
    source.observer?.onNext(1)
    subscription.dispose()
    subscription.dispose()
    source.observer?.onNext(2)
    source.observer?.onError(OperatorTestError())
    source.observer?.onCompleted()
    #expect(source.log == ["next 1", "source disposed", "disposed"])
    source.observer = nil  // the source holds the subscription, whose closures hold the source
  }

  @Test func runsDuringSubscribeWhenTheSequenceEndsThere() {
    var log: [String] = []
    _ = Observable.of(1, 2).subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["next 1", "next 2", "completed", "disposed"])
  }

  /// An observable type that is not an `Observable`: calls the observer it is given directly.
  private struct OneThenDone: ObservableType {
    typealias Element = Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Int {
      observer.on(.next(1))
      observer.on(.completed)
      return Disposables.create()
    }
  }

  @Test func runsForAnObservableTypeThatCallsTheObserverDirectly() {
    var log: [String] = []
    let subscription = OneThenDone().subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subscription.dispose()
    #expect(log == ["next 1", "completed", "disposed"])
  }

  @Test func singleRunsItAfterTheOutcome() {
    var count = 0
    _ = Single.just(1).subscribe(onDisposed: { count += 1 })
    #expect(count == 1)
    _ = Single<Int>.error(OperatorTestError()).subscribe(onDisposed: { count += 1 })
    #expect(count == 2)
    var log: [String] = []
    _ = Single.just(1).subscribe(
      onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
    #expect(log == ["success 1", "disposed"])
  }

  @Test func singleDisposedBeforeItsOutcomeRunsItOnce() {
    var send: ((SingleEvent<Int>) -> Void)?
    var count = 0
    let subscription = Single<Int>.create { observer in
      send = observer
      return Disposables.create()
    }
    .subscribe(onSuccess: { _ in Issue.record("no value after disposal") }, onDisposed: { count += 1 })
    subscription.dispose()
    send?(.failure(OperatorTestError()))
    #expect(count == 1)
  }

  @Test func maybeRunsItAfterEachOutcome() {
    var count = 0
    _ = Maybe.just(1).subscribe(onDisposed: { count += 1 })
    _ = Maybe<Int>.empty().subscribe(onDisposed: { count += 1 })
    _ = Maybe<Int>.error(OperatorTestError()).subscribe(onDisposed: { count += 1 })
    #expect(count == 3)
  }

  @Test func completableRunsItAfterEachOutcome() {
    var log: [String] = []
    _ = Completable.empty().subscribe(
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    _ = Completable.error(OperatorTestError()).subscribe(
      onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
    #expect(log == ["completed", "disposed", "error", "disposed"])
  }

  @Test func infallibleRunsItAfterCompletion() {
    var log: [String] = []
    _ = Infallible.just(1).subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["next 1", "completed", "disposed"])
  }

  @Test func driveAndEmitRunItAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      var driven: [String] = []
      var emitted: [String] = []
      let source = PublishSubject<Int>()
      _ = source.asDriver(onErrorJustReturn: -1).drive(
        onNext: { driven.append("next \($0)") }, onCompleted: { driven.append("completed") },
        onDisposed: { driven.append("disposed") })
      _ = source.asSignal(onErrorJustReturn: -1).emit(
        onNext: { emitted.append("next \($0)") }, onCompleted: { emitted.append("completed") },
        onDisposed: { emitted.append("disposed") })
      source.onNext(1)
      source.onError(OperatorTestError())
      scheduler.start()
      #expect(driven == ["next 1", "next -1", "completed", "disposed"])
      #expect(emitted == ["next 1", "next -1", "completed", "disposed"])
    }
  }
}
