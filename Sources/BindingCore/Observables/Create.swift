extension ObservableType {
  /// An observable that runs `subscribe` for each subscriber, handing it an observer to send events
  /// to.
  ///
  /// The returned disposable is disposed when the subscription ends.
  ///
  /// ```swift
  /// let greeting = Observable<String>.create { observer in
  /// observer.onNext("hello")
  /// observer.onCompleted()
  /// return Disposables.create()
  /// }
  /// ```
  ///
  /// Events sent after a stop event, or after disposal, are dropped.
  ///
  /// As in RxSwift, `subscribe` runs on the current thread's trampoline
  /// (``CurrentThreadScheduler``): what it subscribes to that schedules its work there
  /// (`from`, `of`, `range`...) starts once `subscribe` has returned and its disposable is in
  /// place, still before the call that subscribed returns.
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> Disposable
  ) -> Observable<Element> {
    AnonymousObservable(subscribe)
  }
}

final class AnonymousObservable<Element>: Observable<Element> {
  private let handler: (AnyObserver<Element>) -> Disposable

  init(_ handler: @escaping (AnyObserver<Element>) -> Disposable) {
    self.handler = handler
    super.init()
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    onTrampoline {
      let sink = AnonymousSink(downstream: node)
      sink.setUpstream(handler(AnyObserver(eventHandler: sink.on)))
      return sink
    }
  }
}

private final class AnonymousSink<Element>: Sink<Element, Element> {
  package override func on(_ event: Event<Element>) { forward(event) }
}
