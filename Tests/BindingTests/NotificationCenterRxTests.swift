import Binding
import BindingTestExpectations
import Foundation
import Testing

/// RxCocoa's `NotificationCenter.rx.notification(_:object:)`, with the counts of RxSwift's
/// NotificationCenterTests: nothing before subscribing, each post while subscribed (from any
/// object, or only from the one asked for), nothing after disposing.
@Suite(.checksResources) struct NotificationCenterRxTests {
  private let name = Notification.Name(rawValue: "testNotification")

  @Test func deliversEachPostWhileSubscribed() {
    let center = NotificationCenter()
    var count = 0
    center.post(name: name, object: nil)
    let subscription = center.rx.notification(name, object: nil)
      .subscribe(onNext: { _ in count += 1 })
    #expect(count == 0)
    center.post(name: name, object: nil)
    #expect(count == 1)
    center.post(name: name, object: NSObject())
    #expect(count == 2)
    subscription.dispose()
    center.post(name: name, object: nil)
    #expect(count == 2)
  }

  @Test func withAnObjectDeliversOnlyItsPosts() {
    let center = NotificationCenter()
    let target = NSObject()
    var count = 0
    let subscription = center.rx.notification(name, object: target)
      .subscribe(onNext: { _ in count += 1 })
    center.post(name: name, object: NSObject())
    #expect(count == 0)
    center.post(name: name, object: target)
    #expect(count == 1)
    subscription.dispose()
    center.post(name: name, object: target)
    #expect(count == 1)
  }
}
