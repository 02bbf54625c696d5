import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ZipArityTests {
  @Test func threeSourceDiamondMakesOneTriplePerAccept() {
    let a = PublishRelay<Int>()
    var seen: [String] = []
    let subscription = Observable.zip(a.map { $0 }, a.map { $0 * 10 }, a.map { $0 * 100 }) {
      "\($0) \($1) \($2)"
    }.subscribe(onNext: { seen.append($0) })
    a.accept(1)
    a.accept(2)
    #expect(seen == ["1 10 100", "2 20 200"])
    subscription.dispose()
  }

  @Test func tupleFormOfThreeSources() {
    let (log, _) = Observable.zip(Observable.of(1, 2), Observable.of("a", "b"), Observable.of(true))
      .record()
    #expect(log.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1atrue"])
  }

  @Test func eightSourcesZipInOrder() {
    let x = PublishRelay<Int>()
    let s = (1...8).map { k in x.map { $0 * k } }
    var seen: [[Int]] = []
    let subscription = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
      [$0, $1, $2, $3, $4, $5, $6, $7]
    }.subscribe(onNext: { seen.append($0) })
    transaction {
      x.accept(1)
      x.accept(2)
    }
    #expect(seen == [Array(1...8), (1...8).map { $0 * 2 }])
    subscription.dispose()
  }

  @Test func eightSourceTupleForm() {
    let o = (0..<8).map { Observable.of($0, $0 + 10) }
    let (log, _) = Observable.zip(o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]).record()
    #expect(log.values.map { [$0.0, $0.3, $0.7] } == [[0, 3, 7], [10, 13, 17]])
    #expect(log.isStopped)
  }

  @Test(arguments: 3...8)
  func everyArityPairsInOrderAndCompletesWhenAllComplete(count: Int) {
    let probes = (0..<count).map { _ in HotProbe<Int>() }
    let o = probes.map(\.observable)
    let zipped: Observable<Int>
    switch count {
    case 3: zipped = Observable.zip(o[0], o[1], o[2]) { $0 + $1 + $2 }
    case 4: zipped = Observable.zip(o[0], o[1], o[2], o[3]) { $0 + $1 + $2 + $3 }
    case 5: zipped = Observable.zip(o[0], o[1], o[2], o[3], o[4]) { $0 + $1 + $2 + $3 + $4 }
    case 6:
      zipped = Observable.zip(o[0], o[1], o[2], o[3], o[4], o[5]) { $0 + $1 + $2 + $3 + $4 + $5 }
    case 7:
      zipped = Observable.zip(o[0], o[1], o[2], o[3], o[4], o[5], o[6]) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6
      }
    default:
      zipped = Observable.zip(o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]) {
        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
      }
    }
    let (log, _) = zipped.record()
    probes[0].onNext(1)
    probes[0].onNext(2)
    for probe in probes.dropFirst() { probe.onNext(1) }
    #expect(log.values == [count])
    for probe in probes.dropFirst() { probe.onNext(1) }
    #expect(log.values == [count, count + 1])
    for probe in probes.dropLast() { probe.onCompleted() }
    #expect(!log.isStopped)
    probes.last!.onCompleted()
    #expect(log.events.last == .completed)
  }

  @Test func errorFromAnySourceDisposesAll() {
    let probes = (0..<5).map { _ in HotProbe<Int>() }
    let o = probes.map(\.observable)
    let (log, _) = Observable.zip(o[0], o[1], o[2], o[3], o[4]) { $0 + $1 + $2 + $3 + $4 }
      .record()
    probes[4].onError(OperatorTestError())
    #expect(log.events == [.error(OperatorTestError())])
    #expect(probes.allSatisfy { !$0.isObserved })
  }
}
