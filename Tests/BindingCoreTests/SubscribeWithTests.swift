import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// The `with:` forms of `subscribe`, `bind`, `drive` and `emit` pass the object, held weakly,
/// to each closure, and skip the closures once the object is gone (RxSwift 6's
/// `subscribe(with:)` family).
@Suite(.checksResources) struct SubscribeWithTests {
  private final class Owner {
    var log: [String] = []
  }

  @Test func passesTheObjectToEveryClosure() {
    let owner = Owner()
    let subject = PublishSubject<Int>()
    _ = subject.subscribe(
      with: owner, onNext: { $0.log.append("next \($1)") },
      onCompleted: { $0.log.append("completed") }, onDisposed: { $0.log.append("disposed") })
    subject.onNext(1)
    subject.onCompleted()
    #expect(owner.log == ["next 1", "completed", "disposed"])
  }

  @Test func doesNotKeepTheObjectAndSkipsClosuresOnceItIsGone() {
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let subject = PublishSubject<Int>()
    var calls = 0
    let subscription = subject.subscribe(
      with: owner!, onNext: { _, _ in calls += 1 }, onError: { _, _ in calls += 1 },
      onDisposed: { _ in calls += 1 })
    subject.onNext(1)
    owner = nil
    #expect(weakOwner == nil)
    subject.onNext(2)
    subject.onError(OperatorTestError())
    subscription.dispose()
    #expect(calls == 1)
  }

  @Test func bindDriveAndEmitForms() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let owner = Owner()
      let relay = BehaviorRelay(value: 1)
      let taps = PublishRelay<String>()
      let bound = relay.bind(with: owner) { $0.log.append("bind \($1)") }
      let driven = relay.asDriver().drive(with: owner, onNext: { $0.log.append("drive \($1)") })
      let emitted = taps.asSignal().emit(with: owner, onNext: { $0.log.append("emit \($1)") })
      scheduler.start()
      taps.accept("tap")
      scheduler.start()
      #expect(owner.log == ["bind 1", "drive 1", "emit tap"])
      bound.dispose()
      driven.dispose()
      emitted.dispose()
    }
  }

  @Test func traitForms() {
    let owner = Owner()
    _ = Single.just(1).subscribe(
      with: owner, onSuccess: { $0.log.append("single \($1)") },
      onDisposed: { $0.log.append("single disposed") })
    _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { $0.log.append("maybe empty") })
    _ = Completable.error(OperatorTestError()).subscribe(
      with: owner, onError: { owner, _ in owner.log.append("completable error") })
    _ = Infallible.just(2).subscribe(with: owner, onNext: { $0.log.append("infallible \($1)") })
    #expect(
      owner.log == [
        "single 1", "single disposed", "maybe empty", "completable error", "infallible 2",
      ])
  }
}
