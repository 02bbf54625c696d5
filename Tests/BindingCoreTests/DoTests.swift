import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct DoTests {
  @Test func callsEachCallbackAroundTheEventInOrder() {
    var log: [String] = []
    let subscription = Observable.of(1, 2)
      .do(
        onNext: { log.append("onNext \($0)") },
        afterNext: { log.append("afterNext \($0)") },
        onCompleted: { log.append("onCompleted") },
        afterCompleted: { log.append("afterCompleted") },
        onSubscribe: { log.append("onSubscribe") },
        onSubscribed: { log.append("onSubscribed") },
        onDispose: { log.append("onDispose") }
      )
      .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    #expect(
      log == [
        "onSubscribe",
        "onNext 1", "next 1", "afterNext 1",
        "onNext 2", "next 2", "afterNext 2",
        "onCompleted", "completed", "afterCompleted",
        "onSubscribed",
        "onDispose",
      ])
    subscription.dispose()
    #expect(log.filter { $0 == "onDispose" }.count == 1)
  }

  @Test func errorCallbacksSurroundTheError() {
    var log: [String] = []
    _ = Observable<Int>.error(OperatorTestError(code: 3))
      .do(
        onError: { log.append("onError \(($0 as? OperatorTestError)?.code ?? -1)") },
        afterError: { _ in log.append("afterError") },
        onDispose: { log.append("onDispose") }
      )
      .subscribe(onError: { _ in log.append("error") })
    #expect(log == ["onError 3", "error", "afterError", "onDispose"])
  }

  @Test func onDisposeRunsOnceWhenTheSubscriberDisposes() {
    let source = HotProbe<Int>()
    var disposals = 0
    let (log, subscription) = source.observable.do(onDispose: { disposals += 1 }).record()
    source.onNext(1)
    #expect(disposals == 0)
    subscription.dispose()
    subscription.dispose()
    source.onNext(2)
    #expect(disposals == 1)
    #expect(log.values == [1])
    #expect(!source.isObserved)
  }

  @Test func errorThrownByOnNextReplacesTheValue() {
    let source = HotProbe<Int>()
    let (log, _) = source.observable.do(onNext: { value in
      if value == 2 { throw OperatorTestError(code: 2) }
    }).record()
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    #expect(log.events == [.next(1), .error(OperatorTestError(code: 2))])
    #expect(!source.isObserved)
  }

  @Test func errorThrownByAfterNextFollowsTheValue() {
    let (log, _) = Observable.of(1, 2).do(afterNext: { _ in throw OperatorTestError() }).record()
    #expect(log.events == [.next(1), .error(OperatorTestError())])
  }

  @Test func errorThrownByOnErrorReplacesTheError() {
    let (log, _) = Observable<Int>.error(OperatorTestError(code: 1))
      .do(onError: { _ in throw OperatorTestError(code: 2) })
      .record()
    #expect(log.events == [.error(OperatorTestError(code: 2))])
  }

  @Test func errorThrownByOnCompletedReplacesCompletion() {
    let (log, _) = Observable.of(1).do(onCompleted: { throw OperatorTestError() }).record()
    #expect(log.events == [.next(1), .error(OperatorTestError())])
  }

  @Test func subscribeCallbacksRunForEachSubscription() {
    var subscribes = 0
    var subscribeds = 0
    let observable = Observable.of(1).do(
      onSubscribe: { subscribes += 1 }, onSubscribed: { subscribeds += 1 })
    _ = observable.subscribe()
    _ = observable.subscribe()
    #expect(subscribes == 2)
    #expect(subscribeds == 2)
  }

  @Test func passesEventsThroughUnchanged() {
    let (log, _) = Observable.of(1, 2, 3).do().record()
    #expect(log.events == [.next(1), .next(2), .next(3), .completed])
  }

  /// A source made with `create` that logs its subscription and disposal, and sends
  /// `events` while being subscribed to.
  private func loggingSource(_ log: CallbackLog, sending events: [Event<Int>] = [])
    -> Observable<Int>
  {
    Observable<Int>.create { observer in
      log.append("source subscribed")
      events.forEach(observer.on)
      return Disposables.create { log.append("source disposed") }
    }
  }

  private func logged(_ source: Observable<Int>, _ log: CallbackLog) -> Observable<Int> {
    source.do(
      onNext: { _ in log.append("onNext") },
      onError: { _ in log.append("onError") },
      onCompleted: { log.append("onCompleted") },
      onSubscribe: { log.append("onSubscribe") },
      onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") })
  }

  @Test func sourceEndingLaterIsDisposedBeforeOnDispose() {
    let log = CallbackLog()
    let source = PublishSubject<Int>()
    let observable = Observable<Int>.create { observer in
      log.append("source subscribed")
      let subscription = source.subscribe(observer)
      return Disposables.create {
        subscription.dispose()
        log.append("source disposed")
      }
    }
    _ = logged(observable, log).subscribe { _ in }
    source.onNext(0)
    source.onCompleted()
    #expect(
      log.entries == [
        "onSubscribe", "source subscribed", "onSubscribed", "onNext", "onCompleted",
        "source disposed", "onDispose",
      ])
  }

  @Test func sourceCompletingWhileSubscribedToEndsWithOnSubscribedThenOnDispose() {
    let log = CallbackLog()
    _ = logged(loggingSource(log, sending: [.next(0), .completed]), log).subscribe { _ in }
    #expect(
      log.entries == [
        "onSubscribe", "source subscribed", "onNext", "onCompleted", "source disposed",
        "onSubscribed", "onDispose",
      ])
  }

  @Test func sourceFailingWhileSubscribedToEndsWithOnSubscribedThenOnDispose() {
    let log = CallbackLog()
    let source = loggingSource(log, sending: [.next(0), .error(OperatorTestError())])
    _ = logged(source, log).subscribe { _ in }
    #expect(
      log.entries == [
        "onSubscribe", "source subscribed", "onNext", "onError", "source disposed",
        "onSubscribed", "onDispose",
      ])
  }

  @Test func disposingRunsOnDisposeAfterTheSourceIsDisposed() {
    let log = CallbackLog()
    logged(loggingSource(log, sending: [.next(0)]), log).subscribe { _ in }.dispose()
    #expect(
      log.entries == [
        "onSubscribe", "source subscribed", "onNext", "onSubscribed", "source disposed",
        "onDispose",
      ])
  }
}

/// What the callbacks of a test saw, in order.
private final class CallbackLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}
