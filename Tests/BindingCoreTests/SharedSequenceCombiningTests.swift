import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// Subscribes to `sequence` twice on a test sharing scheduler, runs `send` (which calls its
/// argument to deliver what is pending) and returns what the first subscriber saw; checks, as
/// RxCocoa's tests do, that `probes` were each subscribed to once and are no longer observed.
func recordTwice<S: SharedSequenceConvertibleType>(
  _ make: () -> S, probes: [HotProbe<Int>], send: (_ flush: () -> Void) -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [S.Element] {
  onSharingTestScheduler { flush in
    let sequence = make()
    var first: [S.Element] = []
    let a = sequence.asObservable().subscribe(onNext: { first.append($0) })
    let b = sequence.asObservable().subscribe(onNext: { _ in })
    flush()
    withoutActuallyEscaping(flush) { send($0) }
    flush()
    for probe in probes {
      #expect(probe.subscribeCount == 1, sourceLocation: sourceLocation)
      #expect(!probe.isObserved, sourceLocation: sourceLocation)
    }
    a.dispose()
    b.dispose()
    return first
  }
}

/// `Driver` and `Signal` operators over collections and over sequences of sequences, with
/// the expected values of RxCocoa's `SharedSequenceOperatorTests`.
@Suite(.checksResources) struct SharedSequenceCombiningTests {
  /// The probes as drivers that end with -1 and -2 on an error, as in RxCocoa's tests.
  private func drivers(_ one: HotProbe<Int>, _ two: HotProbe<Int>) -> [Driver<Int>] {
    [one.observable.asDriver(onErrorJustReturn: -1), two.observable.asDriver(onErrorJustReturn: -2)]
  }

  /// Sends 1 and 4, 2 and 5, then an error on each probe, as RxCocoa's combining tests do.
  private func sendPairs(_ one: HotProbe<Int>, _ two: HotProbe<Int>, _ flush: () -> Void) {
    one.onNext(1)
    flush()
    two.onNext(4)
    flush()
    one.onNext(2)
    flush()
    two.onNext(5)
    flush()
    one.onError(TestError())
    flush()
    two.onError(TestError())
  }

  @Test(arguments: ["selector", "array"])
  func combineLatestOfACollection(form: String) {
    let one = HotProbe<Int>(), two = HotProbe<Int>()
    let results = recordTwice(
      {
        let sources = drivers(one, two)
        return form == "selector"
          ? Driver.combineLatest(sources) { $0.reduce(0, +) }
          : Driver.combineLatest(sources).map { $0.reduce(0, +) }
      }, probes: [one, two]
    ) { sendPairs(one, two, $0) }
    #expect(results == [5, 6, 7, 4, -3])
  }

  @Test(arguments: ["selector", "array"])
  func zipOfACollection(form: String) {
    let one = HotProbe<Int>(), two = HotProbe<Int>()
    let results = recordTwice(
      {
        let sources = drivers(one, two)
        return form == "selector"
          ? Driver.zip(sources) { $0.reduce(0, +) } : Driver.zip(sources).map { $0.reduce(0, +) }
      }, probes: [one, two]
    ) { sendPairs(one, two, $0) }
    #expect(results == [5, 7, -3])
  }

  @Test(arguments: ["selector", "tuple"])
  func zipOfTwo(form: String) {
    let one = HotProbe<Int>(), two = HotProbe<Int>()
    let results = recordTwice(
      {
        let sources = drivers(one, two)
        let (a, b) = (sources[0], sources[1])
        return form == "selector" ? Driver.zip(a, b, resultSelector: +) : Driver.zip(a, b).map(+)
      }, probes: [one, two]
    ) { sendPairs(one, two, $0) }
    #expect(results == [5, 7, -3])
  }

  @Test func combineLatestOfTwoWithoutASelectorEmitsTuples() {
    let one = HotProbe<Int>(), two = HotProbe<Int>()
    let results = recordTwice(
      {
        let sources = drivers(one, two)
        return Driver.combineLatest(sources[0], sources[1]).map(+)
      }, probes: [one, two]
    ) { sendPairs(one, two, $0) }
    #expect(results == [5, 6, 7, 4, -3])
  }

  @Test func signalZipOfThreePairsInOrder() {
    onSharingTestScheduler { flush in
      let a = PublishRelay<Int>(), b = PublishRelay<String>(), c = PublishRelay<Bool>()
      var seen: [String] = []
      let subscription = Signal.zip(a.asSignal(), b.asSignal(), c.asSignal()) { "\($0)\($1)\($2)" }
        .emit(onNext: { seen.append($0) })
      a.accept(1)
      a.accept(2)
      b.accept("x")
      c.accept(true)
      b.accept("y")
      c.accept(false)
      flush()
      #expect(seen == ["1xtrue", "2yfalse"])
      subscription.dispose()
    }
  }

  @Test(arguments: ["variadic", "array", "collection"])
  func mergeOfOne(form: String) {
    let probe = HotProbe<Int>()
    let results = recordTwice(
      {
        let source = probe.observable.asDriver(onErrorJustReturn: -1)
        switch form {
        case "variadic": return Driver.merge(source)
        case "array": return Driver.merge([source])
        default: return Driver.merge(AnyCollection([source]))
        }
      }, probes: [probe]
    ) { _ in
      probe.onNext(1)
      probe.onNext(2)
      probe.onError(TestError())
    }
    #expect(results == [1, 2, -1])
  }

  @Test(arguments: ["array", "sequence"])
  func concatFollowsEachInTurn(form: String) {
    let one = HotProbe<Int>(), two = HotProbe<Int>()
    let results = recordTwice(
      {
        let sources = drivers(one, two)
        return form == "array" ? Driver.concat(sources) : Driver.concat(AnySequence(sources))
      }, probes: [one, two]
    ) { flush in
      one.onNext(1)
      one.onNext(2)
      one.onError(TestError())
      flush()
      #expect(two.isObserved)
      two.onNext(4)
      two.onNext(5)
      two.onError(TestError())
    }
    #expect(results == [1, 2, -1, 4, 5, -2])
  }

  @Test func switchLatestFollowsTheNewestInnerSignal() {
    // The inner sources are subjects, as in RxCocoa's test: a subject that failed fails
    // every later subscriber at once, so the outer fallback signal ends with its -1.
    let outer = HotProbe<Int>(), first = PublishSubject<Int>(), second = PublishSubject<Int>()
    let results = recordTwice(
      {
        let xs: Signal<Int> = outer.observable
          .map { [first, second][$0].asSignal(onErrorJustReturn: $0 == 0 ? -2 : -3) }
          .asDriver(onErrorJustReturn: first.asSignal(onErrorJustReturn: -1))
          .switchLatest()
        return xs
      }, probes: [outer]
    ) { flush in
      outer.onNext(0)
      flush()
      first.onNext(1)
      first.onNext(2)
      first.onError(TestError())
      flush()
      outer.onNext(1)
      flush()
      second.onNext(10)
      second.onNext(11)
      second.onError(TestError())
      flush()
      outer.onError(TestError())
      flush()
      first.onCompleted()
      outer.onCompleted()
    }
    #expect(results == [1, 2, -2, 10, 11, -3, -1])
  }

  @Test(arguments: [nil, 1] as [Int?])
  func mergeOfASequenceOfSignals(maxConcurrent: Int?) {
    let probe = HotProbe<Int>()
    let results = recordTwice(
      {
        let signals = probe.observable.asDriver(onErrorJustReturn: -1).map { Signal.just($0 + 1) }
        let xs: Signal<Int> =
          maxConcurrent.map { signals.merge(maxConcurrent: $0) } ?? signals.merge()
        return xs
      }, probes: [probe]
    ) { flush in
      probe.onNext(1)
      flush()
      probe.onNext(2)
      flush()
      probe.onError(TestError())
    }
    #expect(results == [2, 3, 0])
  }

  @Test func flatMapIntoSignalsGivesASignal() {
    onSharingTestScheduler { flush in
      let source = BehaviorRelay(value: 1)
      let xs: Signal<Int> = source.asDriver().flatMap { Signal.just($0 * 10) }
      var early: [Int] = [], late: [Int] = []
      let a = xs.emit(onNext: { early.append($0) })
      flush()
      source.accept(2)
      flush()
      // A signal does not replay to a later subscriber.
      let b = xs.emit(onNext: { late.append($0) })
      flush()
      #expect(early == [10, 20])
      #expect(late.isEmpty)
      a.dispose()
      b.dispose()
    }
  }

  @Test func debugPassesEventsThroughAndKeepsTheTrait() {
    let probe = HotProbe<Int>()
    let results = recordTwice(
      { probe.observable.asDriver(onErrorJustReturn: -1).debug("a", trimOutput: false) },
      probes: [probe]
    ) { _ in
      probe.onNext(1)
      probe.onNext(2)
      probe.onError(TestError())
    }
    #expect(results == [1, 2, -1])
  }
}
