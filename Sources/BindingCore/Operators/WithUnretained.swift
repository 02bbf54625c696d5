extension ObservableType {
  /// Pairs each value with `object`, held weakly; completes at the first value that arrives
  /// after `object` is gone.
  ///
  /// ```swift
  /// taps.withUnretained(self)
  ///   .subscribe(onNext: { owner, _ in owner.save() })
  ///   .disposed(by: disposeBag)
  /// ```
  ///
  /// The subscription keeps no strong reference to `object`, so a view model that holds the
  /// subscription does not keep itself alive through it. An operator that replays values
  /// (`share(replay:)`) keeps the pairs, and with them `object`.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }

  /// Combines each value with `object`, held weakly, using `resultSelector`; completes at the
  /// first value that arrives after `object` is gone.
  ///
  /// ```swift
  /// names.withUnretained(self) { owner, name in owner.greeting(for: name) }
  /// ```
  public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Result
  ) -> Observable<Result> {
    WithUnretainedObservable(source: asObservable(), object: object, resultSelector: resultSelector)
  }
}

final class WithUnretainedObservable<Object: AnyObject, Source, Result>: UnaryOperator<Source, Result> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = WithUnretainedSink<Object, Source, Result>.self

  private weak var object: Object?
  private let resultSelector: (Object, Source) -> Result

  init(
    source: Observable<Source>, object: Object, resultSelector: @escaping (Object, Source) -> Result
  ) {
    self.object = object
    self.resultSelector = resultSelector
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Result>) -> Sink<Source, Result> {
    sinkType.init(object: object, resultSelector: resultSelector, downstream: downstream)
  }
}

private final class WithUnretainedSink<Object: AnyObject, Source, Result>: Sink<Source, Result> {
  private weak var object: Object?
  private let resultSelector: (Object, Source) -> Result

  init(
    object: Object?, resultSelector: @escaping (Object, Source) -> Result,
    downstream: ObserverNode<Result>
  ) {
    self.object = object
    self.resultSelector = resultSelector
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      guard let object else {
        forward(.completed)
        return
      }
      forwardNext(resultSelector(object, value))
    case .error(let error): forward(.error(error))
    case .completed: forward(.completed)
    }
  }
}
