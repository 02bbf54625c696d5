extension PrimitiveSequenceType {
  /// Subscribes to the sequence `dueTime` after being subscribed to, instead of at once.
  ///
  /// ```swift
  /// Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler)
  /// // subscribed at 0 s: succeeds with 1 at 2 s
  /// ```
  ///
  /// Disposing before `dueTime` cancels the timer and the sequence is never subscribed to.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before subscribing.
  ///   - scheduler: The scheduler that runs the timer and the subscription.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    lift { $0.delaySubscription(dueTime, scheduler: scheduler) }
  }

  /// Prints every subscription, event and disposal passing this point, with a timestamp and
  /// `identifier`; see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
  ///
  /// - Parameters:
  ///   - identifier: Names this point in the output; defaults to the file, line and function
  ///     of the call.
  ///   - trimOutput: Shortens event descriptions longer than 40 characters.
  ///   - file: The file of the call, for the default identifier; leave the default.
  ///   - line: The line of the call, for the default identifier; leave the default.
  ///   - function: The function of the call, for the default identifier; leave the default.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    lift {
      $0.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
    }
  }

  /// For each subscriber, makes a resource and a sequence that uses it; the resource is
  /// disposed when the subscription ends.
  ///
  /// ```swift
  /// Single.using({ ActivityToken(indicator) }) { _ in api.user(id: 7) }
  /// ```
  ///
  /// See ``ObservableType/using(_:observableFactory:)``: the resource is disposed after the
  /// subscription to the sequence, and an error thrown by either factory fails the result.
  ///
  /// - Parameters:
  ///   - resourceFactory: Makes the resource for one subscription.
  ///   - primitiveSequenceFactory: Makes the sequence from the resource.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
  }

  /// Subscribes again after a failure each time the sequence `notificationHandler` makes from
  /// the failures emits a value.
  ///
  /// Only failures of type `Failure` reach `notificationHandler`; one of another type ends the
  /// sequence at once. See `Observable.retry(when:)`.
  public func retry<Failure: Error, Trigger: ObservableType>(
    when notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    lift { $0.retry(when: notificationHandler) }
  }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
  /// A ``Single`` or ``Maybe`` that succeeds with `0` after `dueTime`.
  ///
  /// ```swift
  /// Single<Int>.timer(.seconds(2), scheduler: scheduler)   // 0 at 2 s
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before the value.
  ///   - scheduler: The scheduler that runs the timer and delivers the value.
  public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}
