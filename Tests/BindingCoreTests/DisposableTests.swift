import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct DisposableTests {
  @Test func anonymousDisposableRunsOnce() {
    var count = 0
    let disposable = Disposables.create { count += 1 }
    disposable.dispose()
    disposable.dispose()
    #expect(count == 1)
    #expect(disposable.isDisposed)
  }

  @Test func disposeBagDisposesEverythingOnDeinit() {
    var disposed: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    for index in 0..<3 { Disposables.create { disposed.append(index) }.disposed(by: bag!) }
    #expect(disposed.isEmpty)
    bag = nil
    #expect(disposed == [0, 1, 2])
  }

  @Test func subscriptionInBagEndsWithTheBag() {
    let relay = BehaviorRelay(value: 0)
    var seen: [Int] = []
    var bag = DisposeBag()
    relay.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    relay.accept(1)
    bag = DisposeBag()
    relay.accept(2)
    #expect(seen == [0, 1])
    _ = bag
  }

  @Test func compositeDisposesMembersAndLateInsertions() {
    var log: [String] = []
    let composite = CompositeDisposable()
    let key = composite.insert(Disposables.create { log.append("a") })
    composite.insert(Disposables.create { log.append("b") })
    composite.remove(for: key!)
    #expect(log == ["a"])
    composite.dispose()
    #expect(log == ["a", "b"])
    #expect(composite.insert(Disposables.create { log.append("c") }) == nil)
    #expect(log == ["a", "b", "c"])
  }

  @Test func serialDisposableDisposesThePreviousValue() {
    var log: [String] = []
    let serial = SerialDisposable()
    serial.disposable = Disposables.create { log.append("first") }
    serial.disposable = Disposables.create { log.append("second") }
    #expect(log == ["first"])
    serial.dispose()
    serial.disposable = Disposables.create { log.append("third") }
    #expect(log == ["first", "second", "third"])
  }

  @Test func singleAssignmentDisposesALateAssignment() {
    var disposed = false
    let holder = SingleAssignmentDisposable()
    holder.dispose()
    holder.setDisposable(Disposables.create { disposed = true })
    #expect(disposed)
  }

  @Test func subscribeOnDisposedRunsWhenSubscriptionEnds() {
    var log: [String] = []
    let subscription = Observable.of(1).subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subscription.dispose()
    #expect(log == ["next 1", "completed", "disposed"])
  }
}

/// A subscription of a value type, counting its disposals.
private struct CountingDisposable: Disposable {
  let count: Counter
  func dispose() { count.value += 1 }
}

private final class Counter: @unchecked Sendable {
  var value = 0
}

@Suite(.checksResources) struct UpstreamSubscriptionTests {
  @Test func operatorDisposesASubscriptionOfAValueTypeOnce() {
    let count = Counter()
    let source = Observable<Int>.create { _ in CountingDisposable(count: count) }
    let subscription = source.map { $0 + 1 }.subscribe(onNext: { _ in })
    #expect(count.value == 0)
    subscription.dispose()
    subscription.dispose()
    #expect(count.value == 1)
  }

  @Test func operatorDisposesASubscriptionOfAClassOnce() {
    var count = 0
    let source = Observable<Int>.create { _ in Disposables.create { count += 1 } }
    let subscription = source.filter { $0 > 0 }.map { $0 + 1 }.subscribe(onNext: { _ in })
    subscription.dispose()
    subscription.dispose()
    #expect(count == 1)
  }

  @Test func disposingAChainOverASubjectRemovesItsObserver() {
    let subject = BehaviorSubject(value: 0)
    var seen: [Int] = []
    let subscription = subject.map { $0 * 2 }.filter { $0 >= 0 }.subscribe(onNext: {
      seen.append($0)
    })
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(seen == [0, 2])
    #expect(!subject.hasObservers)
  }
}

@Suite(.checksResources) struct CompositeDisposableTests {
  @Test func disposesRemainingMembersInInsertionOrder() {
    var log: [Int] = []
    let composite = CompositeDisposable()
    let keys = (0..<5).map { index in composite.insert(Disposables.create { log.append(index) })! }
    composite.remove(for: keys[2])
    composite.dispose()
    #expect(log == [2, 0, 1, 3, 4])
    #expect(composite.count == 0)
  }
}
