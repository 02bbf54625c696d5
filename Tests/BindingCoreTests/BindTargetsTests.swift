import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `bind(to:)` into optional relays and into custom and curried binders, on observables and
/// on `Infallible`, as RxCocoa's `ObservableBindTest`, `InfallibleBindTest` and RxRelay's
/// `ObservableRelayBindTest` check it.
@Suite(.checksResources) struct BindTargetsTests {
  @Test func observableBindsIntoOptionalRelays() {
    let behavior = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int?>()
    let replay = ReplayRelay<Int?>.create(bufferSize: 1)
    var published: [Int?] = [], replayed: [Int?] = []
    let watch = publish.subscribe(onNext: { published.append($0) })
    let subscriptions = [
      Observable.just(1).bind(to: behavior, behavior),
      Observable.just(2).bind(to: publish),
      Observable.just(3).bind(to: replay),
    ]
    let subscription = replay.subscribe(onNext: { replayed.append($0) })
    defer { subscription.dispose() }
    #expect(behavior.value == 1)
    #expect(published == [2])
    #expect(replayed == [3])
    (subscriptions + [watch]).forEach { $0.dispose() }
  }

  @Test func observableBindsIntoACustomBinder() {
    var result: Int?
    let binder: (Observable<Int>) -> Disposable = { observable in
      observable.subscribe(onNext: { result = $0 })
    }
    #expect(result == nil)
    let subscription: Disposable = Observable.just(1).bind(to: binder)
    #expect(result == 1)
    subscription.dispose()
  }

  @Test func observableBindsIntoACurriedBinder() {
    var results: [Int] = []
    let binder: (Observable<Int>) -> (Int) -> Disposable = { observable in
      { other in observable.subscribe(onNext: { results.append($0 + other) }) }
    }
    let returned: Disposable = Observable.just(1).bind(to: binder)(3)
    let curried = Observable.just(1).bind(to: binder, curriedArgument: 10)
    #expect(results == [4, 11])
    returned.dispose()
    curried.dispose()
  }

  @Test func infallibleBindsIntoObserversOfTheElementOrItsOptional() {
    var plain: [Event<Int>] = [], optional: [Event<Int?>] = []
    let a = Infallible.just(1).bind(to: AnyObserver<Int> { plain.append($0) })
    let b = Infallible.just(2).bind(to: AnyObserver<Int?> { optional.append($0) })
    #expect(plain.map(\.element) == [1, nil])
    #expect(plain.last?.isCompleted == true)
    #expect(optional.map(\.element) == [2, nil])
    a.dispose()
    b.dispose()
  }

  @Test func infallibleBindsIntoEveryKindOfRelay() {
    let behavior = BehaviorRelay(value: 0)
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int>()
    let optionalPublish = PublishRelay<Int?>()
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
    var published: [Int] = [], publishedOptional: [Int?] = []
    let watches = [
      publish.subscribe(onNext: { published.append($0) }),
      optionalPublish.subscribe(onNext: { publishedOptional.append($0) }),
    ]
    let values = Infallible.of(1, 2)
    let subscriptions = [
      values.bind(to: behavior), values.bind(to: optionalBehavior), values.bind(to: publish),
      values.bind(to: optionalPublish), values.bind(to: replay), values.bind(to: optionalReplay),
    ]
    var replayed: [Int] = [], replayedOptional: [Int?] = []
    let subscription = replay.subscribe(onNext: { replayed.append($0) })
    defer { subscription.dispose() }
    let subscription2 = optionalReplay.subscribe(onNext: { replayedOptional.append($0) })
    defer { subscription2.dispose() }
    #expect(behavior.value == 2)
    #expect(optionalBehavior.value == 2)
    #expect(published == [1, 2])
    #expect(publishedOptional == [1, 2])
    #expect(replayed == [1, 2])
    #expect(replayedOptional == [1, 2])
    (subscriptions + watches).forEach { $0.dispose() }
  }

  @Test func infallibleBindsIntoCustomAndCurriedBindersAndOnNext() {
    var results: [Int] = []
    let custom = Infallible.just(1).bind { infallible in
      infallible.subscribe(onNext: { results.append($0) })
    }
    let curried = Infallible.just(2).bind(
      to: { infallible in
        { (offset: Int) in
          infallible.subscribe(onNext: { results.append($0 + offset) })
        }
      }, curriedArgument: 10)
    let plain = Infallible.just(3).bind(onNext: { results.append($0) })
    #expect(results == [1, 12, 3])
    [custom, curried, plain].forEach { $0.dispose() }
  }

  @Test func relaysBecomeInfallibles() {
    let behavior = BehaviorRelay(value: 1)
    let publish = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    replay.accept(3)
    var seen: [Int] = []
    let subscriptions = [
      behavior.asInfallible().subscribe(onNext: { seen.append($0) }),
      publish.asInfallible().subscribe(onNext: { seen.append($0) }),
      replay.asInfallible().subscribe(onNext: { seen.append($0) }),
    ]
    publish.accept(2)
    #expect(seen == [1, 3, 2])
    subscriptions.forEach { $0.dispose() }
  }
}

/// `Infallible.combineLatest` and `zip` of two to eight sources, with and without a result
/// selector, as RxSwift's `InfallibleCombineLatestTest` checks them.
@Suite(.checksResources) struct InfallibleArityTests {
  /// A cold infallible that sends `value` one tick after each subscription.
  private func source(_ scheduler: TestScheduler, _ value: Int = 1) -> Infallible<Int> {
    scheduler.createColdObservable([.next(1, value)]).asInfallible(onErrorFallbackTo: .never())
  }

  /// Runs `make` from tick 0 to 100 and returns what it emitted.
  private func run(_ make: (TestScheduler) -> Infallible<Int>) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let infallible = make(scheduler)
    return scheduler.start(created: 0, subscribed: 0, disposed: 100) { infallible }.events
  }

  @Test func tupleFormsOfTwoThreeAndEight() {
    #expect(
      run { s in Infallible.combineLatest(source(s), source(s)).map { $0 + $1 } } == [.next(1, 2)])
    #expect(
      run { s in Infallible.combineLatest(source(s), source(s), source(s)).map { $0 + $1 + $2 } }
        == [.next(1, 3)])
    #expect(
      run { s in
        Infallible.combineLatest(
          source(s), source(s), source(s), source(s), source(s), source(s), source(s), source(s)
        ).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
      } == [.next(1, 8)])
  }

  @Test func selectorFormsOfFourAndSeven() {
    #expect(
      run { s in
        Infallible.combineLatest(source(s, 1), source(s, 2), source(s, 3), source(s, 4)) {
          $0 * 1000 + $1 * 100 + $2 * 10 + $3
        }
      } == [.next(1, 1234)])
    #expect(
      run { s in
        Infallible.zip(source(s), source(s), source(s), source(s), source(s), source(s), source(s)) {
          $0 + $1 + $2 + $3 + $4 + $5 + $6
        }
      } == [.next(1, 7)])
  }

  @Test func zipPairsInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
      .asInfallible(onErrorJustReturn: -1)
    let b = scheduler.createHotObservable([.next(215, 10), .next(240, 20)])
      .asInfallible(onErrorJustReturn: -1)
    let res = scheduler.start { Infallible.zip(a, b).map { $0 + $1 } }
    #expect(res.events == [.next(215, 11), .next(240, 22)])
  }
}
