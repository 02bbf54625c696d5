import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// Runs `body` with every driver and signal made inside it delivering on a test scheduler;
/// `body` calls `flush` to deliver what is pending.
func onSharingTestScheduler<Result>(_ body: (_ flush: () -> Void) -> Result) -> Result {
  let scheduler = TestScheduler(initialClock: 0)
  return SharingScheduler.mock(scheduler: scheduler) { body { scheduler.start() } }
}

/// Counts running jobs and presents "is anything running" as a driver, as the activity
/// indicator RxSwift's example app (and many apps after it) does.
private final class Busy: SharedSequenceConvertibleType {
  typealias Element = Bool
  typealias SharingStrategy = DriverSharingStrategy

  let running = BehaviorRelay(value: 0)

  func asSharedSequence() -> SharedSequence<DriverSharingStrategy, Bool> {
    running.asDriver().map { $0 > 0 }.distinctUntilChanged()
  }
}

/// `SharedSequenceConvertibleType` and the operators RxExample's GitHub signup needs from it:
/// trait operators on a conforming type, `combineLatest` of four with a result selector,
/// `flatMapLatest` that takes the inner trait, `withLatestFrom` across traits.
@Suite(.checksResources) struct SharedSequenceConvertibleTests {
  @Test func aConformingTypeDrivesAndConvertsLikeADriver() {
    onSharingTestScheduler { flush in
      let busy = Busy()
      var driven: [Bool] = [], observed: [Bool] = [], mapped: [String] = []
      let a = busy.drive(onNext: { driven.append($0) })
      let b = busy.asObservable().subscribe(onNext: { observed.append($0) })
      let c = busy.asDriver().map { $0 ? "busy" : "idle" }.drive(onNext: { mapped.append($0) })
      flush()
      busy.running.accept(1)
      flush()
      busy.running.accept(2)
      flush()
      busy.running.accept(0)
      flush()
      #expect(driven == [false, true, false])
      #expect(observed == [false, true, false])
      #expect(mapped == ["idle", "busy", "idle"])
      [a, b, c].forEach { $0.dispose() }
    }
  }

  @Test func combineLatestOfFourTakesConformingSources() {
    onSharingTestScheduler { flush in
      let name = PublishRelay<String>()
      let password = PublishRelay<String>()
      let repeated = PublishRelay<String>()
      let busy = Busy()
      let enabled = Driver.combineLatest(
        name.asDriver(onErrorJustReturn: ""), password.asDriver(onErrorJustReturn: ""),
        repeated.asDriver(onErrorJustReturn: ""), busy
      ) { name, password, repeated, busy in
        "\(name)|\(password)|\(repeated)|\(busy)"
      }
      var seen: [String] = []
      let subscription = enabled.drive(onNext: { seen.append($0) })
      flush()
      name.accept("a")
      password.accept("p")
      flush()
      #expect(seen.isEmpty)
      repeated.accept("p")
      flush()
      busy.running.accept(1)
      flush()
      name.accept("b")
      flush()
      #expect(seen == ["a|p|p|false", "a|p|p|true", "b|p|p|true"])
      subscription.dispose()
    }
  }

  @Test func flatMapLatestFromASignalIntoDriversGivesADriver() {
    onSharingTestScheduler { flush in
      let taps = PublishRelay<Int>()
      let answers = [BehaviorRelay(value: "first"), BehaviorRelay(value: "second")]
      let result: Driver<String> = taps.asSignal().flatMapLatest { answers[$0].asDriver() }
      var early: [String] = [], late: [String] = []
      let a = result.drive(onNext: { early.append($0) })
      flush()
      taps.accept(0)
      flush()
      answers[0].accept("first again")
      flush()
      taps.accept(1)
      flush()
      answers[0].accept("ignored: switched away")
      flush()
      // A driver replays its latest value to a new subscriber; a signal would not.
      let b = result.drive(onNext: { late.append($0) })
      flush()
      #expect(early == ["first", "first again", "second"])
      #expect(late == ["second"])
      a.dispose()
      b.dispose()
    }
  }

  @Test func flatMapLatestFromADriverIntoSignalsGivesASignal() {
    onSharingTestScheduler { flush in
      // RxSwift's testAsDriver_flatMapLatest: each inner signal ends with its fallback value.
      let outer = HotProbe<Int>()
      let inners = [HotProbe<Int>(), HotProbe<Int>(), HotProbe<Int>()]
      let signals = [
        inners[0].observable.asSignal(onErrorJustReturn: -2),
        inners[1].observable.asSignal(onErrorJustReturn: -3),
        inners[2].observable.asSignal(onErrorJustReturn: -4),
      ]
      let xs: Signal<Int> = outer.observable.asDriver(onErrorJustReturn: 2)
        .flatMapLatest { signals[$0] }
      var results: [Int] = []
      let subscription = xs.emit(onNext: { results.append($0) })
      flush()
      outer.onNext(0)
      flush()
      inners[0].onNext(1)
      inners[0].onNext(2)
      inners[0].onError(TestError())
      flush()
      outer.onNext(1)
      flush()
      inners[1].onNext(10)
      inners[1].onNext(11)
      inners[1].onError(TestError())
      flush()
      outer.onError(TestError())
      flush()
      inners[2].onCompleted()
      outer.onCompleted()
      flush()
      #expect(results == [1, 2, -2, 10, 11, -3])
      #expect(!outer.isObserved)
      subscription.dispose()
    }
  }

  @Test func withLatestFromADriverKeepsTheSignal() {
    onSharingTestScheduler { flush in
      let taps = PublishRelay<Void>()
      let form = BehaviorRelay(value: "alice")
      let submitted: Signal<String> = taps.asSignal().withLatestFrom(form.asDriver())
      var seen: [String] = []
      let subscription = submitted.emit(onNext: { seen.append($0) })
      flush()
      taps.accept(())
      flush()
      form.accept("bob")
      flush()
      taps.accept(())
      flush()
      #expect(seen == ["alice", "bob"])
      subscription.dispose()
    }
  }
}
