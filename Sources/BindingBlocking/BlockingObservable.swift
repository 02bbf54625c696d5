import BindingCore
import Foundation

/// A sequence waited for on the calling thread: its operators block until the sequence has
/// given what they return, as RxBlocking's do.
///
/// Make one with `toBlocking(timeout:)`:
///
/// ```swift
/// let numbers = try Observable.of(1, 2, 3).toBlocking().toArray()   // [1, 2, 3]
/// let answer = try api.fetchAnswer().toBlocking(timeout: 2).single()
/// ```
///
/// Meant for tests and small command-line tools. The sequence may send from any thread. On
/// the main thread the wait runs the main run loop, as RxBlocking's does, so deliveries through
/// the main queue (`MainScheduler`, `Driver`, `Signal`) still arrive; elsewhere it waits on a
/// semaphore. Blocking a thread the sequence itself needs waits until the timeout, or forever
/// without one: code running on the main queue off the main thread (a `@MainActor`
/// swift-testing test on Linux) cannot wait for a delivery that hops through the main queue.
///
/// Each operator subscribes anew, inside a `CurrentThreadScheduler` turn when none is running
/// (so a source scheduled there is stopped once the operator has its answer), and disposes
/// the subscription before it returns.
public struct BlockingObservable<Element> {
  /// How long an operator may wait in all, in seconds, before it throws
  /// `RxError.timeout`; `nil` waits as long as it takes.
  let timeout: TimeInterval?
  /// The sequence waited for; each operator subscribes to it anew.
  let source: Observable<Element>
}
