import Binding
import BindingTest
import BindingTestExpectations
import Dispatch
import Foundation
import Synchronization
import Testing

/// Where a control's events and values are subscribed: a ``ControlEvent`` or
/// ``ControlProperty`` made with the public initialisers subscribes on the main queue, as
/// RxCocoa's do; the headless stand-in controls subscribe where they are subscribed to.
@Suite(.checksResources) struct ControlSubscriptionThreadTests {
  /// Records whether each subscription to the source was made on the main queue (on Linux
  /// the main queue may run on a thread other than the main thread).
  final class Subscriptions: Sendable {
    private let onMain = Mutex<[Bool]>([])
    var recorded: [Bool] { onMain.lockedValue { $0 } }

    func source() -> Observable<Int> {
      Observable.deferred {
        self.onMain.lockedValue { $0.append(MainScheduler.isOnMainQueue) }
        return Observable<Int>.never()
      }
    }
  }

  /// Subscribes with `subscribe` on a background queue, then waits until the main queue has
  /// run what was queued on it meanwhile, and disposes there.
  static func subscribeOffMain(_ subscribe: @escaping @Sendable () -> Disposable) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        #expect(!MainScheduler.isOnMainQueue)
        let subscription = UncheckedBox(subscribe())
        DispatchQueue.main.async {
          subscription.value.dispose()
          done.resume()
        }
      }
    }
  }

  /// Carries a disposable made on one queue to the main queue, which disposes it.
  struct UncheckedBox: @unchecked Sendable {
    let value: Disposable
    init(_ value: Disposable) { self.value = value }
  }

  @Test func aControlEventSubscribedOffTheMainQueueIsSubscribedOnIt() async {
    let subscriptions = Subscriptions()
    await Self.subscribeOffMain { ControlEvent(events: subscriptions.source()).subscribe { _ in } }
    await Self.subscribeOffMain {
      ControlEvent(events: subscriptions.source()).asObservable().subscribe { _ in }
    }
    #expect(subscriptions.recorded == [true, true])
  }

  @Test func aControlPropertySubscribedOffTheMainQueueIsSubscribedOnIt() async {
    let subscriptions = Subscriptions()
    let property: @Sendable () -> ControlProperty<Int> = {
      ControlProperty(values: subscriptions.source(), valueSink: AnyObserver<Int> { _ in })
    }
    await Self.subscribeOffMain { property().subscribe { _ in } }
    await Self.subscribeOffMain { property().changed.subscribe { _ in } }
    await Self.subscribeOffMain { property().converted(read: { $0 + 1 }, write: { $0 }).subscribe { _ in } }
    #expect(subscriptions.recorded == [true, true, true])
  }

  @MainActor @Test func onTheMainQueueTheSubscriptionIsMadeAtOnce() {
    let subject = BehaviorSubject(value: 0)
    let property = ControlProperty(values: subject, valueSink: AnyObserver<Int> { _ in })
    var changes: [Int] = []
    let subscription = property.changed.subscribe(onNext: { changes.append($0) })
    #expect(changes.isEmpty)
    subject.onNext(1)
    #expect(changes == [1])
    subscription.dispose()
    subject.onNext(2)
    #expect(changes == [1])
  }

  @Test func aStandInControlIsSubscribedWhereItIsSubscribedTo() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread {
        let field = TextField(text: "ada")
        var seen: [String?] = []
        let subscription = field.rx.text.subscribe(onNext: { seen.append($0) })
        #expect(seen == ["ada"], "at once, off the main queue")
        subscription.dispose()
        done.resume()
      }.start()
    }
  }
}
