import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// The rest of RxSwift's `Infallible` operators: each behaves as the `Observable` operator of
/// the same name, and the result stays infallible.
@Suite(.checksResources) struct InfallibleOperatorsTests {
  /// What `infallible` sends at once on subscription; the subscription is disposed after.
  private func values<Element>(_ infallible: Infallible<Element>) -> [String] {
    var log: [String] = []
    infallible.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("|") })
      .dispose()
    return log
  }

  @Test func distinctUntilChangedByKeyComparerAndKeyPath() {
    let words = Infallible.of("a", "A", "b", "bb", "c")
    #expect(values(words.distinctUntilChanged { $0.lowercased() }) == ["a", "b", "bb", "c", "|"])
    #expect(values(words.distinctUntilChanged { $0.count == $1.count }) == ["a", "bb", "c", "|"])
    #expect(
      values(words.distinctUntilChanged({ $0.count }, comparer: ==)) == ["a", "bb", "c", "|"])
    #expect(values(words.distinctUntilChanged(at: \.count)) == ["a", "bb", "c", "|"])
  }

  @Test func takeAndSkipVariants() {
    let numbers = Infallible.from(1...5)
    #expect(values(numbers.take(while: { $0 < 3 })) == ["1", "2", "|"])
    #expect(values(numbers.take(while: { $0 < 3 }, behavior: .inclusive)) == ["1", "2", "3", "|"])
    #expect(values(numbers.take(until: { $0 == 2 })) == ["1", "|"])
    #expect(values(numbers.skip(while: { $0 < 4 })) == ["4", "5", "|"])
  }

  @Test func takeUntilAnotherSequence() {
    let source = PublishRelay<Int>()
    let stop = PublishRelay<Void>()
    var log: [String] = []
    _ = source.asInfallible().take(until: stop.asInfallible())
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("|") })
    source.accept(1)
    stop.accept(())
    source.accept(2)
    #expect(log == ["1", "|"])
  }

  @Test func takeUntilAFailingTriggerCompletesAndSkipUntilNeverFails() {
    let failing = Observable<Int>.error(OperatorTestError())
    #expect(values(Infallible<Int>.never().take(until: failing)) == ["|"])
    // The source is subscribed to first, as in RxSwift: values it sends at once are dropped,
    // and its completion too, while the trigger has not fired.
    #expect(values(Infallible.of(1, 2).skip(until: failing)).isEmpty)
    let source = PublishRelay<Int>()
    let trigger = PublishRelay<Void>()
    var log: [Int] = []
    let subscription = source.asInfallible().skip(until: trigger).subscribe(onNext: {
      log.append($0)
    })
    source.accept(1)
    trigger.accept(())
    source.accept(2)
    #expect(log == [2])
    subscription.dispose()
  }

  @Test func takeForADuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).take(for: .seconds(50), scheduler: scheduler)
    }
    #expect(res.events == [.next(210, 1), .completed(250)])
  }

  @Test func creationOnAScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let just = scheduler.start { Infallible.just(1, scheduler: scheduler) }
    #expect(just.events == [.next(201, 1), .completed(202)])
    let of = TestScheduler(initialClock: 0)
    let ofEvents = of.start { Infallible.of(1, 2, scheduler: of) }
    #expect(ofEvents.events == [.next(201, 1), .next(202, 2), .completed(203)])
    let from = TestScheduler(initialClock: 0)
    let fromEvents = from.start { Infallible.from([1, 2], scheduler: from) }
    #expect(fromEvents.events == [.next(201, 1), .next(202, 2), .completed(203)])
  }

  @Test func concatAndMerge() {
    let a = Infallible.of(1, 2)
    let b = Infallible.of(3)
    #expect(values(a.concat(b)) == ["1", "2", "3", "|"])
    #expect(values(Infallible.concat(AnySequence([a, b]))) == ["1", "2", "3", "|"])
    #expect(values(Infallible.concat([a, b])) == ["1", "2", "3", "|"])
    #expect(values(Infallible.concat(a, b)) == ["1", "2", "3", "|"])
    // As in RxSwift, the steps of the two `of`s interleave on the trampoline.
    #expect(values(Infallible.merge([a, b])) == ["1", "3", "2", "|"])
    #expect(values(Infallible.merge(AnyCollection([a, b]))) == ["1", "3", "2", "|"])
  }

  @Test func combineLatestOfACollection() {
    let first = BehaviorRelay(value: 1)
    let second = BehaviorRelay(value: 10)
    var sums: [Int] = []
    var arrays: [[Int]] = []
    let sources = [first.asInfallible(), second.asInfallible()]
    let disposeBag = DisposeBag()
    Infallible.combineLatest(sources) { $0.reduce(0, +) }.subscribe(onNext: { sums.append($0) })
      .disposed(by: disposeBag)
    Infallible.combineLatest(sources).subscribe(onNext: { arrays.append($0) })
      .disposed(by: disposeBag)
    first.accept(2)
    #expect(sums == [11, 12])
    #expect(arrays == [[1, 10], [2, 10]])
  }

  @Test func withLatestFromWithUnretainedScanIntoAndDebug() {
    final class Owner {}
    let owner = Owner()
    let latest = BehaviorRelay(value: "x")
    #expect(values(Infallible.of(1, 2).withLatestFrom(latest.asInfallible())) == ["x", "x", "|"])
    #expect(
      values(Infallible.of(1).withUnretained(owner) { owner, value in "\(value)" }) == ["1", "|"])
    #expect(values(Infallible.of(1).withUnretained(owner).map { $0.1 }) == ["1", "|"])
    #expect(
      values(Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) }) == ["[1]", "[1, 2]", "|"])
    #expect(values(Infallible.of(1).debug("inf")) == ["1", "|"])
  }
}
