import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

/// A closure subscription lets go of its closures, and of what they capture, when it is
/// disposed, as in RxSwift; not only when the subscription object itself is freed.
@Suite(.checksResources) struct SubscribeClosuresTests {
  /// Holds its own subscription, whose closures capture it: a cycle until disposal.
  private final class Owner {
    var subscription: Disposable?
  }

  /// The ways to subscribe closures, each given the closure to call with a value.
  enum Kind: CaseIterable, CustomTestStringConvertible {
    case onNextAlone, withOnError, withOnDisposed, withEveryClosure, oneClosureForEveryEvent
    /// `onNext` alone after a `map`: one node does both (`MapHandlerSink`).
    case mappedOnNextAlone
    /// `onNext` alone after consecutive `map`s: one node runs them all and calls it
    /// (`MapGroupHandlerSink`).
    case groupedMapsOnNextAlone
    /// `onNext` alone after a `combineLatest` of two sources: the combiner hands values over
    /// without counting them, as the node's server (`PairCombinerObservable.subscribeFused`).
    case combinedOnNextAlone

    var testDescription: String { "\(self)" }

    func subscribe(_ source: Observable<Int>, _ body: @escaping (Int) -> Void) -> Disposable {
      switch self {
      case .onNextAlone: source.subscribe(onNext: body)
      case .withOnError: source.subscribe(onNext: body, onError: { _ in })
      case .withOnDisposed: source.subscribe(onNext: body, onDisposed: {})
      case .withEveryClosure:
        source.subscribe(onNext: body, onError: { _ in }, onCompleted: {}, onDisposed: {})
      case .oneClosureForEveryEvent:
        source.subscribe { event in if case .next(let value) = event { body(value) } }
      case .mappedOnNextAlone: source.map { $0 }.subscribe(onNext: body)
      case .groupedMapsOnNextAlone: source.map { $0 }.map { $0 }.map { $0 }.subscribe(onNext: body)
      case .combinedOnNextAlone:
        Observable.combineLatest(source, Observable.just(0)) { value, _ in value }
          .subscribe(onNext: body)
      }
    }
  }

  /// An owner whose subscription to `source`, made the `kind` way, calls `body` with each
  /// value and the owner, which the closures capture.
  private func owner(
    subscribedTo source: Observable<Int>, as kind: Kind, _ body: @escaping (Int, Owner) -> Void
  ) -> Owner {
    let owner = Owner()
    owner.subscription = kind.subscribe(source) { value in body(value, owner) }
    return owner
  }

  @Test(arguments: Kind.allCases)
  func disposingBreaksTheCycleThroughTheClosures(kind: Kind) {
    let subject = PublishSubject<Int>()
    var values: [Int] = []
    weak var weakOwner = owner(subscribedTo: subject.asObservable(), as: kind) { value, _ in
      values.append(value)
    }
    subject.onNext(1)
    #expect(weakOwner != nil)
    weakOwner?.subscription?.dispose()
    #expect(weakOwner == nil)
    subject.onNext(2)
    #expect(values == [1])
  }

  @Test(arguments: Kind.allCases)
  func aClosureThatDisposesItsOwnSubscriptionIsLetGoOfWhenItReturns(kind: Kind) {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    weak var weakOwner = owner(subscribedTo: subject.asObservable(), as: kind) { value, owner in
      log.append("\(value)")
      owner.subscription?.dispose()
      // Still running on what it captures, which is released only when it returns.
      log.append("after dispose \(owner.subscription != nil)")
    }
    subject.onNext(1)
    #expect(weakOwner == nil)
    subject.onNext(2)
    #expect(log == ["1", "after dispose true"])
  }

  @Test func aCompletionLetsGoOfTheClosures() {
    let subject = PublishSubject<Int>()
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      owner.subscription = subject.subscribe(onCompleted: { withExtendedLifetime(owner) {} })
    }
    #expect(weakOwner != nil)
    subject.onCompleted()
    #expect(weakOwner == nil)
  }

  /// A subscription served by the subject's delivery line (`onNext` alone, straight or after a
  /// `map`) lets go of its closure once the stop event's delivery has ended, kept or not.
  @Test(arguments: [Kind.onNextAlone, .mappedOnNextAlone, .groupedMapsOnNextAlone])
  func aStopLetsGoOfTheClosureOfOnNextAlone(kind: Kind) {
    for fails in [false, true] {
      let subject = PublishSubject<Int>()
      var values: [Int] = []
      weak var weakOwner = owner(subscribedTo: subject.asObservable(), as: kind) { value, _ in
        values.append(value)
      }
      subject.onNext(1)
      #expect(weakOwner != nil)
      if fails {
        // The error goes to the default handler, as any unhandled error does.
        subject.onError(ClosureTestError())
      } else {
        subject.onCompleted()
      }
      #expect(weakOwner == nil)
      #expect(values == [1])
    }
  }

  /// RxCocoa's shared-sequence tests hold a subscription made with one closure in that
  /// closure's own `SingleAssignmentDisposable` and dispose it on completion.
  @Test func aCompletionLetsGoOfTheOneClosureThatTakesEveryEvent() {
    let subject = PublishSubject<Int>()
    weak var weakFuture: SingleAssignmentDisposable?
    var events: [String] = []
    do {
      let future = SingleAssignmentDisposable()
      weakFuture = future
      future.setDisposable(
        subject.subscribe { event in
          events.append("\(event)")
          if case .completed = event { future.dispose() }
        })
    }
    subject.onNext(1)
    #expect(weakFuture != nil)
    subject.onCompleted()
    #expect(weakFuture == nil)
    #expect(events == ["next(1)", "completed"])
  }

  /// A disposal from another thread while a delivery runs the closure: the closure and what it
  /// captures stay until that delivery returns, and are let go of then.
  @Test(arguments: [Kind.onNextAlone, .mappedOnNextAlone, .groupedMapsOnNextAlone, .combinedOnNextAlone])
  func aDisposalDuringADeliveryOnAnotherThreadWaitsForThatDelivery(kind: Kind) {
    let subject = PublishSubject<Int>()
    let entered = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    let delivered = DispatchSemaphore(value: 0)
    let probe = ReleaseProbe()
    let subscription: Disposable = {
      let captured = Captured(probe)
      return kind.subscribe(subject.asObservable()) { _ in
        entered.signal()
        _ = proceed.wait(timeout: .now() + .seconds(30))
        captured.touch()
      }
    }()
    DispatchQueue.global().async {
      subject.onNext(1)
      delivered.signal()
    }
    #expect(entered.wait(timeout: .now() + .seconds(30)) == .success)
    subscription.dispose()
    #expect(!probe.isReleased)
    proceed.signal()
    #expect(delivered.wait(timeout: .now() + .seconds(30)) == .success)
    #expect(probe.touches == 1)
    #expect(probe.isReleased)
  }
}

/// An error only these tests send.
private struct ClosureTestError: Error {}

/// Records, from any thread, whether the ``Captured`` object it watches was freed.
private final class ReleaseProbe: Sendable {
  private let state = Mutex((touches: 0, isReleased: false))
  var touches: Int { state.withLock { $0.touches } }
  var isReleased: Bool { state.withLock { $0.isReleased } }
  func touch() { state.withLock { $0.touches += 1 } }
  func release() { state.withLock { $0.isReleased = true } }
}

/// An object a closure captures, which tells its probe when it is freed.
private final class Captured: Sendable {
  private let probe: ReleaseProbe
  init(_ probe: ReleaseProbe) { self.probe = probe }
  func touch() { probe.touch() }
  deinit { probe.release() }
}
