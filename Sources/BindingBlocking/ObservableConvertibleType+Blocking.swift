import BindingCore
import Foundation

extension ObservableConvertibleType {
  /// This sequence as a ``BlockingObservable``, whose operators wait on the calling thread for
  /// its elements.
  ///
  /// ```swift
  /// let first = try Observable.of(1, 2).toBlocking().first()   // 1
  /// let page = try loader.nextPage().toBlocking(timeout: 5).single()
  /// ```
  ///
  /// Works for every kind of sequence: observables, subjects, relays, `Single`, `Maybe`,
  /// `Completable`, `Infallible`, `Driver` and `Signal`.
  ///
  /// - Parameter timeout: How long each operator may wait in all, in seconds, before it throws
  ///   `RxError.timeout`; `nil`, the default, waits as long as it takes.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(timeout: timeout, source: asObservable())
  }
}
