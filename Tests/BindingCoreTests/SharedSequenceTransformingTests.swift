import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// The RxCocoa operators on `Driver` and `Signal` beyond map/filter: each keeps the trait and
/// behaves as the `Observable` operator of the same name.
@Suite(.checksResources) struct SharedSequenceTransformingTests {
  /// Drives `driver` on a mocked sharing scheduler while `accept` sends values to `relay`.
  private func drive<Result>(
    _ relay: PublishRelay<Int>, _ make: (Driver<Int>) -> Driver<Result>,
    sending values: [Int]
  ) -> [Result] {
    let scheduler = TestScheduler(initialClock: 0)
    return SharingScheduler.mock(scheduler: scheduler) {
      var seen: [Result] = []
      let subscription = make(relay.asDriver(onErrorDriveWith: .empty()))
        .drive(onNext: { seen.append($0) })
      for value in values {
        relay.accept(value)
        scheduler.start()
      }
      subscription.dispose()
      return seen
    }
  }

  @Test func distinctUntilChangedByKeyComparerAndKeyPath() {
    let relay = PublishRelay<Int>()
    let values = [1, 3, 2, 4, 4, 5]
    #expect(drive(relay, { $0.distinctUntilChanged { $0 % 2 } }, sending: values) == [1, 2, 5])
    #expect(
      drive(relay, { $0.distinctUntilChanged { abs($0 - $1) < 2 } }, sending: values) == [1, 3, 5])
    #expect(
      drive(relay, { $0.distinctUntilChanged({ $0 / 2 }, comparer: ==) }, sending: values)
        == [1, 3, 4])
    #expect(drive(relay, { $0.distinctUntilChanged(at: \.bitWidth) }, sending: values) == [1])
  }

  @Test func scanBothForms() {
    let relay = PublishRelay<Int>()
    #expect(drive(relay, { $0.scan(10) { $0 + $1 } }, sending: [1, 2, 3]) == [11, 13, 16])
    #expect(
      drive(relay, { $0.scan(into: [Int]()) { $0.append($1) } }, sending: [1, 2])
        == [[1], [1, 2]])
  }

  @Test func doCallsItsClosuresAndSkipDrops() {
    let relay = PublishRelay<Int>()
    var log: [String] = []
    let seen = drive(
      relay,
      {
        $0.do(
          onNext: { log.append("next \($0)") }, onSubscribe: { log.append("subscribe") },
          onDispose: { log.append("dispose") }
        ).skip(1)
      }, sending: [1, 2])
    #expect(seen == [2])
    #expect(log == ["subscribe", "next 1", "next 2", "dispose"])
  }

  @Test func flatMapFlatMapFirstAndConcatMapFollowInnerDrivers() {
    let relay = PublishRelay<Int>()
    let inner: (Int) -> Driver<Int> = { .of($0, $0 * 10) }
    #expect(drive(relay, { $0.flatMap(inner) }, sending: [1, 2]) == [1, 10, 2, 20])
    #expect(drive(relay, { $0.flatMapFirst(inner) }, sending: [1, 2]) == [1, 10, 2, 20])
    #expect(drive(relay, { $0.concatMap(inner) }, sending: [1, 2]) == [1, 10, 2, 20])
  }

  @Test func withLatestFromTakesTheOtherDriversLatestValue() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let taps = PublishRelay<Void>()
      let text = BehaviorRelay(value: "a")
      var seen: [String] = []
      let subscription = taps.asSignal().withLatestFrom(text.asDriver().asSignal(onErrorSignalWith: .empty()))
        .emit(onNext: { seen.append($0) })
      scheduler.start()
      taps.accept(())
      text.accept("b")
      scheduler.start()
      taps.accept(())
      scheduler.start()
      #expect(seen == ["a", "b"])
      subscription.dispose()
    }
  }

  @Test func delayWaitsOnTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let relay = PublishRelay<Int>()
      var seen: [Int] = []
      let subscription = relay.asDriver(onErrorDriveWith: .empty()).delay(.seconds(5))
        .drive(onNext: { seen.append($0) })
      relay.accept(1)
      scheduler.advance(by: 4)
      #expect(seen.isEmpty)
      scheduler.advance(by: 10)
      #expect(seen == [1])
      subscription.dispose()
    }
  }
}
