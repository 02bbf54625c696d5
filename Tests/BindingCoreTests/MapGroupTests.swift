import BindingCore
import BindingTestExpectations
import Synchronization
import Testing

/// Counts the instances alive, to show that values moved through a group of maps are neither
/// leaked nor released early.
private final class CountedToken: Sendable {
  static let alive = Atomic(0)
  let id: Int

  init(_ id: Int) {
    self.id = id
    Self.alive.add(1, ordering: .relaxed)
  }

  deinit { Self.alive.subtract(1, ordering: .relaxed) }
}

/// A value larger than a few words, with a reference inside.
private struct Wide {
  var numbers: (Int, Int, Int, Int, Int, Int, Int, Int)
  var token: CountedToken
}

/// Consecutive `map`s run in one sink (`MapGroup`): a chain of maps delivers what a sink a map
/// delivered, whatever its length, its element types, and what follows it.
@Suite(.checksResources) struct MapGroupTests {
  /// How a chain of maps is subscribed.
  enum Ending: CaseIterable, CustomTestStringConvertible {
    /// `subscribe(onNext:)`: the group is fused with it (`MapGroupHandlerSink`).
    case onNextAlone
    /// Another operator, then the closures: the group forwards to it (`MapGroupSink`).
    case filterThenOnNext
    /// `subscribe(onNext:onError:)`: the group forwards to the closures' node.
    case everyClosure

    var testDescription: String { "\(self)" }

    func subscribe(_ chain: Observable<Int>, _ body: @escaping (Int) -> Void) -> Disposable {
      switch self {
      case .onNextAlone: chain.subscribe(onNext: body)
      case .filterThenOnNext: chain.filter { _ in true }.subscribe(onNext: body)
      case .everyClosure: chain.subscribe(onNext: body, onError: { _ in })
      }
    }
  }

  private func chain(of length: Int, from source: Observable<Int>) -> Observable<Int> {
    var chain = source
    for _ in 0..<length { chain = chain.map { $0 &+ 1 } }
    return chain
  }

  /// Lengths around the group's size (32 maps, starting at a checkpoint) and well past it.
  @Test(arguments: [2, 3, 31, 32, 33, 63, 64, 65, 100, 1_000], Ending.allCases)
  func chainsOfEveryLengthDeliverEveryValueInOrderOnce(length: Int, ending: Ending) {
    let relay = BehaviorRelay(value: 0)
    var seen: [Int] = []
    let subscription = ending.subscribe(chain(of: length, from: relay.asObservable())) {
      seen.append($0)
    }
    for value in 1...5 { relay.accept(value * 10) }
    subscription.dispose()
    relay.accept(99)
    #expect(seen == [0, 10, 20, 30, 40, 50].map { $0 + length })
  }

  @Test func aChainAfterAnotherOperatorStartsItsGroupThere() {
    let relay = BehaviorRelay(value: 1)
    var seen: [String] = []
    let subscription = relay.filter { $0 > 0 }.map { $0 * 2 }.map { "\($0)" }.map { $0 + "!" }
      .subscribe(onNext: { seen.append($0) })
    relay.accept(-1)
    relay.accept(3)
    subscription.dispose()
    #expect(seen == ["2!", "6!"])
  }

  /// A group is one node, however many maps it holds: a chain of 40 maps from a relay is two
  /// (maps 1 to 31, then 32 to 40 with the subscriber, 32 being a checkpoint).
  #if DEBUG
    @Test func aGroupOfMapsIsOneNode() {
      let ledger = ResourceLedger(parent: Resources.ledger)
      Resources.$ledger.withValue(ledger) {
        let relay = PublishRelay<Int>()
        let before = ledger.count
        var two: Disposable? = chain(of: 2, from: relay.asObservable()).subscribe(onNext: { _ in })
        #expect(ledger.count == before + 1)
        var forty: Disposable? = chain(of: 40, from: relay.asObservable())
          .subscribe(onNext: { _ in })
        #expect(ledger.count == before + 3)
        two?.dispose()
        forty?.dispose()
        two = nil
        forty = nil
        #expect(ledger.count == before)
      }
    }
  #endif

  @Test(arguments: [Ending.onNextAlone, .filterThenOnNext, .everyClosure])
  func aTransformThatThrowsEndsTheChainAndRunsNoLaterTransform(ending: Ending) {
    let subject = PublishSubject<Int>()
    var later: [Int] = []
    var seen: [Int] = []
    var chain = subject.map { $0 + 1 }.map { value -> Int in
      if value < 0 { throw TestError() }
      return value
    }.map { value -> Int in
      later.append(value)
      return value * 10
    }
    chain = chain.map { $0 + 1 }
    let subscription = ending.subscribe(chain) { seen.append($0) }
    subject.onNext(1)
    subject.onNext(-5)
    subject.onNext(2)
    #expect(seen == [21])
    #expect(later == [2])
    #expect(!subject.hasObservers)
    subscription.dispose()
  }

  @Test func theSourcesStopEventsCrossTheGroupOnce() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.map { $0 + 1 }.map { $0 * 2 }.subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") })
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subscription.dispose()
    #expect(log == ["next 4", "completed"])
    #expect(!subject.hasObservers)
  }

  /// Each map's result replaces its input in the scratch space: values of every size,
  /// alignment and kind, with references among them, cross a group intact, and what they hold
  /// is released once, when nothing keeps it.
  @Test func valuesOfEverySizeAndKindCrossAGroupIntactAndAreReleased() {
    let aliveBefore = CountedToken.alive.load(ordering: .relaxed)
    do {
      let relay = BehaviorRelay(value: 1)
      var seen: [String] = []
      let subscription = relay.map { CountedToken($0) }
        .map { Wide(numbers: ($0.id, 2, 3, 4, 5, 6, 7, 8), token: $0) }
        .map { wide -> Void in
          #expect(wide.numbers.7 == 8)
          return ()
        }
        .map { _ in SIMD4<Double>(1, 2, 3, 4) }
        .map { [$0.w, $0.x] }
        .map { "\($0)" }
        .subscribe(onNext: { seen.append($0) })
      relay.accept(2)
      #expect(CountedToken.alive.load(ordering: .relaxed) == aliveBefore)
      subscription.dispose()
      #expect(seen == ["[4.0, 1.0]", "[4.0, 1.0]"])
    }
    #expect(CountedToken.alive.load(ordering: .relaxed) == aliveBefore)
  }

  @Test func aValueHoldingAReferenceSurvivesTheGroupAndIsReleasedAfterwards() {
    let aliveBefore = CountedToken.alive.load(ordering: .relaxed)
    do {
      let relay = PublishRelay<Int>()
      var kept: [CountedToken] = []
      let subscription = relay.map { CountedToken($0) }.map { $0 }.map { [$0] }
        .subscribe(onNext: { kept += $0 })
      relay.accept(7)
      relay.accept(8)
      subscription.dispose()
      #expect(kept.map(\.id) == [7, 8])
      #expect(CountedToken.alive.load(ordering: .relaxed) == aliveBefore + 2)
    }
    #expect(CountedToken.alive.load(ordering: .relaxed) == aliveBefore)
  }

  @Test func aThrowingTransformReleasesTheValueItConsumed() {
    let aliveBefore = CountedToken.alive.load(ordering: .relaxed)
    do {
      let subject = PublishSubject<Int>()
      var errors = 0
      _ = subject.map { CountedToken($0) }.map { token -> Int in
        if token.id < 0 { throw TestError() }
        return token.id
      }.subscribe(onNext: { _ in }, onError: { _ in errors += 1 })
      subject.onNext(-1)
      #expect(errors == 1)
    }
    #expect(CountedToken.alive.load(ordering: .relaxed) == aliveBefore)
  }

  /// A value sent to the group's own source from inside one of its transforms arrives after the
  /// value being delivered, each with a scratch space of its own.
  @Test func aValueSentFromInsideATransformFollowsTheOneBeingDelivered() {
    let relay = BehaviorRelay(value: 1)
    var seen: [Int] = []
    let subscription = relay.map { value -> Int in
      if value == 2 { relay.accept(3) }
      return value * 10
    }.map { $0 + 1 }.subscribe(onNext: { seen.append($0) })
    relay.accept(2)
    subscription.dispose()
    #expect(seen == [11, 21, 31])
  }

  @Test func aTransformThatDisposesTheSubscriptionStopsTheValueAtTheGroupsEnd() {
    let relay = PublishRelay<Int>()
    var subscription: Disposable?
    var seen: [Int] = []
    subscription = relay.map { value -> Int in
      if value == 2 { subscription?.dispose() }
      return value
    }.map { $0 * 10 }.subscribe(onNext: { seen.append($0) })
    relay.accept(1)
    relay.accept(2)
    relay.accept(3)
    #expect(seen == [10])
  }

  @Test func disposingLetsGoOfEveryTransformOfAGroupFusedWithOnNext() {
    weak var captured: CountedToken?
    let relay = BehaviorRelay(value: 1)
    let subscription: Disposable
    do {
      let token = CountedToken(0)
      captured = token
      subscription = relay.map { $0 + token.id }.map { $0 * 2 }.map { $0 - 1 }
        .subscribe(onNext: { _ in })
    }
    #expect(captured != nil)
    subscription.dispose()
    #expect(captured == nil)
  }

  /// The 100,000-deep chain DESIGN.md asks for, made of groups: it subscribes, delivers and
  /// disposes without overflowing the stack.
  @Test func aHundredThousandDeepChainOfMapsDeliversAndDisposes() {
    let relay = BehaviorRelay(value: 0)
    var seen: [Int] = []
    let subscription = chain(of: 100_000, from: relay.asObservable())
      .subscribe(onNext: { seen.append($0) })
    relay.accept(1)
    subscription.dispose()
    #expect(seen == [100_000, 100_001])
  }
}
