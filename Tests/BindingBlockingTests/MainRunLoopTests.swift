import BindingBlocking
import BindingCore
import Foundation
import XCTest

/// Blocking on the main thread runs the main run loop, as RxBlocking does, so work sent to the
/// main queue while the thread waits still runs.
///
/// XCTest, not swift-testing: on Linux XCTest runs its tests on the main thread, where
/// RxBlocking's suites call `toBlocking()`, while swift-testing runs even `@MainActor` tests on
/// other threads (the main queue is drained elsewhere after `dispatchMain()`).
final class MainRunLoopTests: XCTestCase {
  func testElementsDeliveredThroughTheMainQueueArriveWhileTheMainThreadWaits() throws {
    try XCTSkipUnless(Thread.isMainThread, "XCTest runs this on the main thread")
    let hopped = try Observable.just(1)
      .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
      .observe(on: MainScheduler.instance)
      .toBlocking(timeout: 10)
      .first()
    XCTAssertEqual(hopped, 1)
  }

  func testTimersOnTheMainQueueFireWhileTheMainThreadWaits() throws {
    try XCTSkipUnless(Thread.isMainThread, "XCTest runs this on the main thread")
    let ticks = try Observable<Int>.interval(.milliseconds(5), scheduler: MainScheduler.instance)
      .take(3)
      .toBlocking(timeout: 10)
      .toArray()
    XCTAssertEqual(ticks, [0, 1, 2])
  }

  func testADriverCanBeWaitedForOnTheMainThread() throws {
    try XCTSkipUnless(Thread.isMainThread, "XCTest runs this on the main thread")
    let values = try Observable.of(1, 2)
      .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
      .asDriver(onErrorJustReturn: 0)
      .toBlocking(timeout: 10)
      .toArray()
    XCTAssertEqual(values, [1, 2])
  }

  func testANeverEndingSequenceStillTimesOutOnTheMainThread() {
    XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
      XCTAssertEqual(error as? RxError, .timeout)
    }
  }
}
