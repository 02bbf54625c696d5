import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct GlitchFreeTests {
  @Test func diamondEmitsOncePerChangeWithBothInputsUpdated() {
    let a = BehaviorRelay(value: 1)
    let b = a.map { $0 * 10 }
    let c = a.map { $0 * 100 }
    var seen: [String] = []
    let subscription = Observable.combineLatest(b, c) { "\($0)/\($1)" }
      .subscribe(onNext: { seen.append($0) })
    a.accept(2)
    a.accept(3)
    #expect(seen == ["10/100", "20/200", "30/300"])
    subscription.dispose()
  }

  @Test func deeperDiamondStaysConsistent() {
    let a = BehaviorRelay(value: 1)
    let b = a.map { $0 + 1 }
    let c = a.map { $0 * 2 }
    let d = Observable.combineLatest(b, c) { $0 + $1 }
    let e = Observable.combineLatest(d, a) { ($0, $1) }
    let f = Observable.combineLatest(e, b.map { $0 - 1 }) { ($0.0, $0.1, $1) }
    var seen: [String] = []
    let subscription = f.subscribe(onNext: { seen.append("\($0.0) \($0.1) \($0.2)") })
    a.accept(5)
    #expect(seen == ["4 1 1", "16 5 5"])
    subscription.dispose()
  }

  @Test func transactionGroupsTwoRelaysIntoOneEmission() {
    let first = BehaviorRelay(value: "Ada")
    let last = BehaviorRelay(value: "Lovelace")
    var seen: [String] = []
    let subscription = Observable.combineLatest(first, last) { "\($0) \($1)" }
      .subscribe(onNext: { seen.append($0) })
    transaction {
      first.accept("Grace")
      last.accept("Hopper")
    }
    #expect(seen == ["Ada Lovelace", "Grace Hopper"])
    subscription.dispose()
  }

  @Test func transactionValueIsReadableInsideIt() {
    let relay = BehaviorRelay(value: 0)
    let inside = transaction { () -> Int in
      relay.accept(7)
      return relay.value
    }
    #expect(inside == 7)
  }

  @Test func arrayCombineLatestOverOneSourceEmitsOnce() {
    let a = PublishRelay<Int>()
    var seen: [[Int]] = []
    let subscription = Observable.combineLatest((1...4).map { k in a.map { $0 * k } })
      .subscribe(onNext: { seen.append($0) })
    a.accept(1)
    a.accept(2)
    #expect(seen == [[1, 2, 3, 4], [2, 4, 6, 8]])
    subscription.dispose()
  }
}
