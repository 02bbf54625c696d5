extension ObservableType {
  /// Emits, at each value of `sampler`, the latest value of this sequence if a new one
  /// arrived since the previous sample, or else `defaultValue` if given.
  ///
  /// ```swift
  /// position.sample(frameTicks)   // the latest position once per frame, when it moved
  /// ```
  ///
  /// `sampler` completing takes one last sample. This sequence completing ends the result at
  /// `sampler`'s next value or completion; an error from either ends it at once.
  ///
  /// Glitch-free: when one change reaches both sequences in the same propagation, the sample
  /// takes the updated value, whatever order they were subscribed in.
  public func sample<Sampler: ObservableConvertibleType>(
    _ sampler: Sampler, defaultValue: Element? = nil
  ) -> Observable<Element> {
    SampleObservable(
      source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
  }
}

final class SampleObservable<Element, Tick>: Observable<Element> {
  let source: Observable<Element>
  let sampler: Observable<Tick>
  let defaultValue: Element?

  init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
    self.source = source
    self.sampler = sampler
    self.defaultValue = defaultValue
    super.init(
      rank: max(source.rank, sampler.rank) + 1,
      sourceDepth: max(source.sourceDepth, sampler.sourceDepth) + 1)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let combiner = Sample<Element, Tick>(
      rank: rank, defaultValue: defaultValue, downstream: node)
    let depth = combiner.inputDepth
    combiner.connect([
      {
        self.source.subscribe(node: CombinerInput(depth: depth) { combiner.receiveSource($0) }, by: self)
      },
      {
        self.sampler.subscribe(node: CombinerInput(depth: depth) { combiner.receiveTick($0) }, by: self)
      },
    ])
    return combiner
  }
}

private final class Sample<Element, Tick>: Combiner<Element> {
  private static var sourceInput: Int { 0 }

  private let defaultValue: Element?
  // Guarded by `lock`.
  private var latest: Element?
  private var ticks = 0
  private var isSourceDone = false
  private var failure: (any Error)?

  init(rank: Int, defaultValue: Element?, downstream: ObserverNode<Element>) {
    self.defaultValue = defaultValue
    super.init(rank: rank, downstream: downstream)
  }

  func receiveSource(_ event: Event<Element>) {
    switch event {
    case .next(let value): lock.locked { latest = value }
    case .error(let error):
      lock.locked { failure = failure ?? error }
      inputChanged()
    case .completed:
      lock.locked { isSourceDone = true }
      disposeInput(Self.sourceInput)
    }
  }

  func receiveTick(_ event: Event<Tick>) {
    switch event {
    case .next, .completed: lock.locked { ticks += 1 }
    case .error(let error): lock.locked { failure = failure ?? error }
    }
    inputChanged()
  }

  override func produce(_ emit: (Event<Element>) -> Void) {
    let (samples, isDone, failure) = lock.locked {
      () -> (samples: [Element], isDone: Bool, failure: (any Error)?) in
      var samples: [Element] = []
      var isDone = false
      for _ in 0..<ticks {
        if let value = latest ?? defaultValue { samples.append(value) }
        latest = nil
        if isSourceDone {
          isDone = true
          break
        }
      }
      ticks = 0
      return (samples, isDone, self.failure)
    }
    for value in samples { emit(.next(value)) }
    if isDone {
      emit(.completed)
    } else if let failure {
      emit(.error(failure))
    }
  }
}
