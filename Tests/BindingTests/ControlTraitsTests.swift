import Binding
import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ControlTraitsTests {
  @Test func controlEventBecomesASignal() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let button = Button(title: "Go")
      var taps = 0
      let subscription = button.rx.tap.asSignal().emit(onNext: { taps += 1 })
      button.tap()
      button.tap()
      scheduler.start()
      #expect(taps == 2)
      subscription.dispose()
    }
  }

  @Test func controlPropertyBecomesADriverReplayingItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let field = TextField(text: "ada")
      var seen: [String?] = []
      let subscription = field.rx.text.asDriver().drive(onNext: { seen.append($0) })
      scheduler.start()
      field.replaceText("grace")
      scheduler.start()
      #expect(seen == ["ada", "grace"])
      subscription.dispose()
    }
  }

  @Test func controlEventBecomesADriverReplayingTheLatestEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let field = TextField(text: "")
      let edits = field.rx.text.changed.asDriver()
      var first: [String?] = []
      var second: [String?] = []
      let bag = DisposeBag()
      edits.drive(onNext: { first.append($0) }).disposed(by: bag)
      field.replaceText("ada")
      scheduler.start()
      edits.drive(onNext: { second.append($0) }).disposed(by: bag)
      scheduler.start()
      #expect(first == ["ada"])
      #expect(second == ["ada"])
    }
  }

  @Test func controlEventBecomesAnInfallible() {
    let button = Button(title: "Go")
    var taps = 0
    let subscription = button.rx.tap.asInfallible().subscribe(onNext: { taps += 1 })
    button.tap()
    #expect(taps == 1)
    subscription.dispose()
  }

  @Test func extensionsOfControlPropertyTypeReachEveryControlProperty() {
    let field = TextField(text: nil)
    var seen: [Int] = []
    let subscription = field.rx.text.digitCount.subscribe(onNext: { seen.append($0) })
    field.replaceText("1234")
    #expect(seen == [0, 4])
    subscription.dispose()
    let button = Button(title: "Go")
    var taps = 0
    let tapped = button.rx.tap.asControlEvent().subscribe(onNext: { taps += 1 })
    button.tap()
    #expect(taps == 1)
    tapped.dispose()
  }

  @Test func signalPairsEachEventWithTheObjectWhileItLives() {
    final class Owner {}
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let relay = PublishRelay<Int>()
      var owner: Owner? = Owner()
      var seen: [Int] = []
      var completed = false
      let subscription = relay.asSignal().withUnretained(owner!) { _, value in value * 10 }
        .emit(onNext: { seen.append($0) }, onCompleted: { completed = true })
      relay.accept(1)
      scheduler.start()
      owner = nil
      relay.accept(2)
      scheduler.start()
      #expect(seen == [10])
      #expect(completed)
      subscription.dispose()
    }
  }
}

extension ControlPropertyType where Element == String? {
  /// Written once for every optional-text control property.
  fileprivate var digitCount: Observable<Int> { orEmpty.map { $0.filter(\.isNumber).count } }
}
