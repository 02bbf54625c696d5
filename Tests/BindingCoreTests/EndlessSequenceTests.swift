import BindingCore
import BindingTestExpectations
import Testing

/// A sequence without end, read only as far as the subscriber asks: `take(n)` after
/// `from(sequence)` stops reading it.
@Suite(.checksResources) struct EndlessSequenceTests {
  /// Counts how many elements were read from the natural numbers.
  final class Reads {
    var count = 0
  }

  static func naturals(_ reads: Reads) -> some Sequence<Int> {
    sequence(first: 1) { number in
      reads.count += 1
      return number + 1
    }
  }

  @Test func fromAnEndlessSequenceThenTakeEnds() {
    let reads = Reads()
    var events: [Event<Int>] = []
    let subscription = Observable.from(Self.naturals(reads)).take(3).subscribe { events.append($0) }
    subscription.dispose()
    #expect(events == [.next(1), .next(2), .next(3), .completed])
    #expect(reads.count <= 3, "read \(reads.count) elements for 3")
  }

  @Test func ofStopsEmittingOnceTheSubscriberHasHadEnough() {
    var seen = 0
    let subscription = Observable.of(1, 2, 3, 4, 5).do(onNext: { _ in seen += 1 }).take(2)
      .subscribe()
    subscription.dispose()
    #expect(seen == 2)
  }

  @Test func eachSubscriberReadsTheSequenceAnew() {
    let numbers = Observable.from(sequence(first: 1) { $0 + 1 }).take(2)
    var first: [Int] = []
    var second: [Int] = []
    let a = numbers.subscribe(onNext: { first.append($0) })
    let b = numbers.subscribe(onNext: { second.append($0) })
    a.dispose()
    b.dispose()
    #expect(first == [1, 2] && second == [1, 2])
  }

  /// What a subscription made while a chain is being subscribed sees at once: `just`
  /// emits at once, as in RxSwift; `of` waits for the trampoline, as RxSwift's does.
  static func seenAtOnce(_ inner: Observable<Int>) -> [Int] {
    var seen: [Int] = []
    let outer = Observable<Int>.create { observer in
      var now: Int?
      let subscription = inner.subscribe(onNext: { now = $0 })
      observer.onNext(now ?? -1)
      observer.onCompleted()
      return subscription
    }
    outer.map { $0 }.subscribe(onNext: { seen.append($0) }).dispose()
    return seen
  }

  @Test func justInsideASubscribingChainEmitsAtOnce() {
    #expect(Self.seenAtOnce(.just(5)) == [5])
  }

  @Test func ofInsideASubscribingChainWaitsForTheChain() {
    #expect(Self.seenAtOnce(.of(5)) == [-1])
  }
}
