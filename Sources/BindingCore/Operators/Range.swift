extension ObservableType where Element: RxAbstractInteger {
  /// An observable that emits `count` consecutive integers starting at `start`, each in its
  /// own action on `scheduler`, then completes in one more.
  ///
  /// ```swift
  /// Observable.range(start: 1, count: 3)   // -1-2-3|
  /// Observable.range(start: 1, count: 3, scheduler: scheduler)
  /// // on a test scheduler, subscribed at 200: 1 at 201, 2 at 202, 3 at 203, completed at 204
  /// ```
  ///
  /// The numbers are made one at a time, so a large `count` costs no memory, and they come in
  /// constant stack depth. As in RxSwift, on the default ``CurrentThreadScheduler`` each number
  /// is a step of its own on the subscribing thread's trampoline, before the call that
  /// subscribed returns.
  ///
  /// - Precondition: `count` is not negative, and `start + count - 1` fits in `Element`.
  public static func range(
    start: Element, count: Element,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    precondition(count >= 0, "range(start:count:): count must not be negative; it is \(count)")
    precondition(
      count == 0 || start <= Element.max - (count - 1),
      "range(start:count:): the last number, \(start) + \(count) - 1, does not fit in \(Element.self)")
    return from((0..<count).lazy.map { start + $0 }, scheduler: scheduler)
  }
}
