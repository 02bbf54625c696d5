extension ObservableType {
  /// An observable that emits `optional`'s value and completes, or only completes if it is
  /// `nil`.
  ///
  /// ```swift
  /// Observable.from(optional: cachedUser)   // -user|   or   |
  /// ```
  ///
  /// As in RxSwift, the value and the completion come at once, while subscribing.
  public static func from(optional: Element?) -> Observable<Element> {
    SequenceObservable(optional.map { [$0] } ?? [])
  }

  /// ``from(optional:)`` delivering on `scheduler`: the value in one action, the completion
  /// in the next.
  public static func from(optional: Element?, scheduler: any ImmediateSchedulerType)
    -> Observable<Element>
  {
    from(optional.map { [$0] } ?? [], scheduler: scheduler)
  }
}
