import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct CombineLatestArityTests {
  @Test func threeSourceDiamondEmitsOncePerAccept() {
    let a = BehaviorRelay(value: 1)
    var seen: [String] = []
    let subscription = Observable.combineLatest(a.map { $0 }, a.map { $0 * 10 }, a.map { $0 * 100 }) {
      "\($0) \($1) \($2)"
    }.subscribe(onNext: { seen.append($0) })
    a.accept(2)
    a.accept(3)
    #expect(seen == ["1 10 100", "2 20 200", "3 30 300"])
    subscription.dispose()
  }

  @Test func tupleFormOfThreeSources() {
    let a = BehaviorRelay(value: "a")
    let b = BehaviorRelay(value: 1)
    let c = BehaviorRelay(value: true)
    let (log, subscription) = Observable.combineLatest(a, b, c).record()
    b.accept(2)
    #expect(log.values.map { "\($0.0)\($0.1)\($0.2)" } == ["a1true", "a2true"])
    subscription.dispose()
  }

  @Test func eightSourcesCombineAndStayGlitchFree() {
    let x = BehaviorRelay(value: 1)
    let s = (1...8).map { k in x.map { $0 * k } }
    var seen: [[Int]] = []
    let subscription = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
      [$0, $1, $2, $3, $4, $5, $6, $7]
    }.subscribe(onNext: { seen.append($0) })
    x.accept(2)
    #expect(seen == [Array(1...8), (1...8).map { $0 * 2 }])
    subscription.dispose()
  }

  @Test func eightSourceTupleFormEmitsWhenEachChanges() {
    let relays = (0..<8).map { BehaviorRelay(value: $0) }
    let (log, subscription) = Observable.combineLatest(
      relays[0], relays[1], relays[2], relays[3], relays[4], relays[5], relays[6], relays[7]
    ).record()
    relays[7].accept(70)
    relays[0].accept(-1)
    #expect(log.values.count == 3)
    #expect(log.values.last.map { [$0.0, $0.1, $0.6, $0.7] } == [-1, 1, 6, 70])
    subscription.dispose()
  }

  @Test(arguments: 3...8)
  func everyArityWaitsForAllAndCompletesWhenAllComplete(count: Int) {
    let probes = (0..<count).map { _ in HotProbe<Int>() }
    let o = probes.map(\.observable)
    let combined: Observable<Int>
    switch count {
    case 3: combined = Observable.combineLatest(o[0], o[1], o[2]) { $0 + $1 + $2 }
    case 4: combined = Observable.combineLatest(o[0], o[1], o[2], o[3]) { $0 + $1 + $2 + $3 }
    case 5:
      combined = Observable.combineLatest(o[0], o[1], o[2], o[3], o[4]) { $0 + $1 + $2 + $3 + $4 }
    case 6:
      combined = Observable.combineLatest(o[0], o[1], o[2], o[3], o[4], o[5]) {
        $0 + $1 + $2 + $3 + $4 + $5
      }
    case 7:
      combined = Observable.combineLatest(o[0], o[1], o[2], o[3], o[4], o[5], o[6]) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6
      }
    default:
      combined = Observable.combineLatest(o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
      }
    }
    let (log, _) = combined.record()
    for probe in probes.dropLast() { probe.onNext(1) }
    #expect(log.values.isEmpty)
    probes.last!.onNext(1)
    probes[0].onNext(2)
    #expect(log.values == [count, count + 1])
    for probe in probes { probe.onCompleted() }
    #expect(log.events.last == .completed)
  }

  @Test func errorFromAnySourceDisposesAll() {
    let probes = (0..<4).map { _ in HotProbe<Int>() }
    let (log, _) = Observable.combineLatest(
      probes[0].observable, probes[1].observable, probes[2].observable, probes[3].observable
    ) { $0 + $1 + $2 + $3 }.record()
    probes[2].onError(OperatorTestError())
    #expect(log.events == [.error(OperatorTestError())])
    #expect(probes.allSatisfy { !$0.isObserved })
  }
}
