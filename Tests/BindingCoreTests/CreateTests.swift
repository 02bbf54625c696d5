import BindingCore
import BindingTestExpectations
import Testing

/// `create` subscribes on the current thread's trampoline, as RxSwift's producers do: what its
/// subscribe closure subscribes to that schedules work there (`from`, `of`) starts only once
/// the closure has returned.
@Suite(.checksResources) struct CreateTests {
  @Test func anEmptyFromSubscribedInsideCompletesAfterTheSetup() {
    var log: [String] = []
    let source = Observable<Int>.create { observer in
      var isSetUp = false
      let inner = Observable<Int>.from([]).subscribe(onCompleted: {
        // An operator that only passes the completion on once it is set up.
        if isSetUp { observer.onCompleted() }
      })
      isSetUp = true
      log.append("set up")
      return inner
    }
    _ = source.subscribe(onCompleted: { log.append("completed") })
    #expect(log == ["set up", "completed"])
  }

  @Test func anEmptyObservableStillCompletesAtOnceAsInRxSwift() {
    var log: [String] = []
    let subscription = Observable<Int>.create { _ in
      let inner = Observable<Int>.empty().subscribe(onCompleted: { log.append("inner completed") })
      log.append("set up")
      return inner
    }.subscribe()
    subscription.dispose()
    #expect(log == ["inner completed", "set up"])
  }

  @Test func elementsOfAnInnerOfFollowWhatTheClosureEmitsItself() {
    let (log, _) = Observable<Int>.create { observer in
      let inner = Observable.of(1, 2).subscribe(
        onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() })
      observer.onNext(0)
      return inner
    }.record()
    #expect(log.events == [.next(0), .next(1), .next(2), .completed])
  }

  @Test func aClosureThatSubscribesToItsOwnObservableInterleavesTheSteps() {
    var log: [String] = []
    var level = 0
    var source: Observable<String>!
    source = Observable.create { observer in
      level += 1
      let mine = level
      let own = Observable.of("\(mine)a", "\(mine)b").subscribe(onNext: { observer.onNext($0) })
      let nested =
        mine < 2 ? source.subscribe(onNext: { observer.onNext("(\($0))") }) : Disposables.create()
      return Disposables.create(own, nested)
    }
    source.subscribe(onNext: { log.append($0) }).dispose()
    source = nil
    // RxSwift: the nested subscription runs at once (the trampoline is running); both `of`s
    // queue their first step, and each step queues the next behind the other's.
    #expect(log == ["1a", "(2a)", "1b", "(2b)"])
  }

  @Test func aCreateSubscribedFromADeliveryInsideAnotherWaitsForItsSetup() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let inner = Observable<Int>.create { _ in
      log.append("inner subscribed")
      return Observable.of(1).subscribe(onNext: { log.append("inner \($0)") })
    }
    let subscriptions = CompositeDisposable()
    defer { subscriptions.dispose() }
    _ = subscriptions.insert(
      subject.subscribe(onNext: { _ in
        _ = subscriptions.insert(inner.subscribe())
        log.append("delivered")
      }))

    subject.onNext(0)
    #expect(log == ["inner subscribed", "inner 1", "delivered"])

    log = []
    _ = subscriptions.insert(
      Observable<Int>.create { _ in
        subject.onNext(0)
        log.append("outer set up")
        return Disposables.create()
      }.subscribe())
    #expect(log == ["inner subscribed", "delivered", "outer set up", "inner 1"])
  }
}
