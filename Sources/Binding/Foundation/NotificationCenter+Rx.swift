import Foundation

extension NotificationCenter: ReactiveCompatible {}

extension Reactive where Base: NotificationCenter {
  /// The notifications named `name` (any name when `nil`) posted by `object` (by anyone when
  /// `nil`), as RxCocoa's `NotificationCenter.rx.notification(_:object:)`.
  ///
  /// ```swift
  /// NotificationCenter.default.rx.notification(.NSCalendarDayChanged)
  ///   .subscribe(onNext: { _ in reloadToday() })
  /// ```
  ///
  /// Each subscription adds an observer to the center and removes it when disposed; the
  /// sequence never completes. Notifications arrive on the thread that posts them, and the
  /// object is held weakly.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil)
    -> Observable<Notification>
  {
    let center = base
    return Observable.create { [weak object] observer in
      nonisolated(unsafe) let observer = observer
      let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
        observer.onNext(notification)
      }
      return Disposables.create { center.removeObserver(token) }
    }
  }
}
