extension ObservableType {
  /// An observable that emits `element` again and again, each time in its own action on
  /// `scheduler`, and never completes.
  ///
  /// ```swift
  /// Observable.repeatElement("ping").take(3)   // ping, ping, ping, then completes
  /// Observable.repeatElement(42, scheduler: scheduler)
  /// // on a test scheduler, subscribed at 200: 42 at 201, 202, 203, ...
  /// ```
  ///
  /// On the default ``CurrentThreadScheduler`` the elements come one after another on the
  /// subscribing thread, in constant stack depth, until the subscription is disposed, so
  /// end it with an operator such as `take(_:)` or `take(until:)`.
  ///
  /// - Parameters:
  ///   - element: The element to emit.
  ///   - scheduler: Where each element is emitted.
  public static func repeatElement(
    _ element: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    from(AnySequence { AnyIterator { element } }, scheduler: scheduler)
  }
}
