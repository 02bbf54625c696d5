import Synchronization

extension Publisher {
  /// An observable that subscribes to this publisher for each of its subscribers and
  /// forwards every value, then `completed`, or the failure as an error.
  ///
  /// ```swift
  /// let names = PassthroughSubject<String, Never>()
  /// names.asObservable()
  ///   .subscribe(onNext: { print($0) })
  ///   .disposed(by: disposeBag)
  /// names.send("Ada")   // Ada
  /// ```
  ///
  /// The subscription asks for unlimited demand: an observable has no backpressure. Events
  /// arrive on the thread the publisher sends them on; disposing the subscription cancels
  /// the publisher's subscription.
  public func asObservable() -> Observable<Output> {
    Observable.create { observer in
      let subscriber = ObserverSubscriber<Output, Failure>(observer)
      self.subscribe(subscriber)
      return Disposables.create(with: subscriber.cancel)
    }
  }
}

/// Subscribes an observer to a publisher: unlimited demand, each event forwarded.
final class ObserverSubscriber<Input, Failure: Error>: Subscriber {
  private let observer: AnyObserver<Input>
  private let lock = Mutex(())
  private var subscription: Subscription?
  private var isCancelled = false

  init(_ observer: AnyObserver<Input>) {
    self.observer = observer
  }

  func receive(subscription: Subscription) {
    let accepted = lock.locked { () -> Bool in
      guard !isCancelled, self.subscription == nil else { return false }
      self.subscription = subscription
      return true
    }
    if accepted {
      subscription.request(.unlimited)
    } else {
      subscription.cancel()
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    observer.onNext(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.locked { subscription = nil }
    switch completion {
    case .finished: observer.onCompleted()
    case .failure(let error): observer.onError(error)
    }
  }

  /// Cancels the publisher's subscription, now or as soon as it arrives.
  func cancel() {
    let subscription = lock.locked { () -> Subscription? in
      isCancelled = true
      defer { self.subscription = nil }
      return self.subscription
    }
    subscription?.cancel()
  }
}

// `subscription` and `isCancelled` are only touched under `lock`; the observer takes events
// from any thread.
extension ObserverSubscriber: @unchecked Sendable {}
