extension ObservableType {
  /// Combines each value of this sequence with the latest value of `second`, using
  /// `resultSelector`; values that arrive before `second` has emitted are dropped.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(form) { _, form in form }   // the form as it is at each tap
  /// ```
  ///
  /// Glitch-free: when one change reaches both sequences in the same propagation, the value
  /// is paired with `second`'s updated value, whatever order they were subscribed in. Within
  /// a ``transaction(_:)``, each value of this sequence is paired with `second`'s value as the
  /// transaction leaves it. Completes when this sequence completes; `second` completing
  /// changes nothing; an error from either ends the result.
  public func withLatestFrom<Second: ObservableConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result
  ) -> Observable<Result> {
    WithLatestFromObservable(asObservable(), second.asObservable(), resultSelector)
  }

  /// Emits the latest value of `second` each time this sequence emits; see
  /// ``withLatestFrom(_:resultSelector:)``.
  ///
  /// ```swift
  /// saveTaps.withLatestFrom(text)   // the text as it is at each tap
  /// ```
  public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second)
    -> Observable<Second.Element>
  {
    WithLatestFromObservable(asObservable(), second.asObservable(), { $1 })
  }
}

final class WithLatestFromObservable<First, Second, Result>: Observable<Result> {
  var first: Observable<First>
  var second: Observable<Second>
  let resultSelector: (First, Second) throws -> Result

  init(
    _ first: Observable<First>, _ second: Observable<Second>,
    _ resultSelector: @escaping (First, Second) throws -> Result
  ) {
    self.first = first
    self.second = second
    self.resultSelector = resultSelector
    super.init(
      rank: max(first.rank, second.rank) + 1,
      sourceDepth: max(first.sourceDepth, second.sourceDepth) + 1)
  }

  deinit {
    let context = Propagation.current
    context.release(source: &first)
    context.release(source: &second)
  }

  package override func subscribe(node: ObserverNode<Result>) -> Disposable {
    let combiner = WithLatestFrom<First, Second, Result>(
      rank: rank, resultSelector: resultSelector, downstream: node)
    let depth = combiner.inputDepth
    combiner.connect([
      {
        self.second.subscribe(node: CombinerInput(depth: depth) { combiner.receiveSecond($0) }, by: self)
      },
      {
        self.first.subscribe(node: CombinerInput(depth: depth) { combiner.receiveFirst($0) }, by: self)
      },
    ])
    return combiner
  }
}

private final class WithLatestFrom<First, Second, Result>: Combiner<Result> {
  /// The index of `second`'s subscription, subscribed before `first` so that a `first` whose
  /// values arrive while subscribing already finds `second`'s current value.
  private static var secondInput: Int { 0 }

  private let resultSelector: (First, Second) throws -> Result
  private var triggers: [First] = []
  private var latest: Second?
  private var stop: Event<Result>?

  init(
    rank: Int, resultSelector: @escaping (First, Second) throws -> Result,
    downstream: ObserverNode<Result>
  ) {
    self.resultSelector = resultSelector
    super.init(rank: rank, downstream: downstream)
  }

  func receiveFirst(_ event: Event<First>) {
    lock.locked {
      guard stop == nil else { return }
      switch event {
      case .next(let value): triggers.append(value)
      case .error(let error): stop = .error(error)
      case .completed: stop = .completed
      }
    }
    inputChanged()
  }

  func receiveSecond(_ event: Event<Second>) {
    switch event {
    case .next(let value): lock.locked { latest = value }
    case .error(let error): lock.locked { stop = stop ?? .error(error) }
    case .completed:
      disposeInput(Self.secondInput)
      return
    }
    inputChanged()
  }

  override func produce(_ emit: (Event<Result>) -> Void) {
    let (pending, latest, stop) = lock.locked { () -> ([First], Second?, Event<Result>?) in
      defer { triggers = [] }
      return (triggers, self.latest, self.stop)
    }
    if let latest {
      for trigger in pending {
        do { emit(.next(try resultSelector(trigger, latest))) } catch {
          emit(.error(error))
          return
        }
      }
    }
    if let stop { emit(stop) }
  }
}
