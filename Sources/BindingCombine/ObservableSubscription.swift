import Synchronization

/// One subscriber of an ``ObservablePublisher``: subscribes to the observable on the first
/// request, keeps what arrives beyond the demand and delivers it when asked.
final class ObservableSubscription<Element, Downstream: Subscriber>: Subscription
where Downstream.Input == Element, Downstream.Failure == any Error {
  private let lock = Mutex(())
  private var source: Observable<Element>?
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var waiting: [Element] = []
  private var waitingStart = 0
  private var completion: Subscribers.Completion<any Error>?
  private var upstream: Disposable?
  private var isDelivering = false

  init(source: Observable<Element>, subscriber: Downstream) {
    self.source = source
    downstream = subscriber
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "a subscriber must request at least one value")
    let source = lock.locked { () -> Observable<Element>? in
      guard downstream != nil else { return nil }
      self.demand += demand
      defer { self.source = nil }
      return self.source
    }
    if let source {
      let subscription = source.subscribe { [weak self] event in self?.receive(event) }
      let cancelled = lock.locked { () -> Bool in
        guard downstream != nil else { return true }
        upstream = subscription
        return false
      }
      if cancelled { subscription.dispose() }
    }
    deliver()
  }

  func cancel() {
    let upstream = lock.locked { () -> Disposable? in
      downstream = nil
      source = nil
      waiting = []
      waitingStart = 0
      defer { self.upstream = nil }
      return self.upstream
    }
    upstream?.dispose()
  }

  private var waitingIsEmpty: Bool { waitingStart == waiting.count }

  private func receive(_ event: Event<Element>) {
    let accepted = lock.locked { () -> Bool in
      guard downstream != nil, completion == nil else { return false }
      switch event {
      case .next(let element): waiting.append(element)
      case .error(let error): completion = .failure(error)
      case .completed: completion = .finished
      }
      return true
    }
    if accepted { deliver() }
  }

  private enum Step {
    case value(Element, Downstream)
    case finish(Subscribers.Completion<any Error>, Downstream, Disposable?)
  }

  /// Delivers waiting values while there is demand, then the completion once none wait; one
  /// thread at a time, the others leaving their values to it.
  private func deliver() {
    let starts = lock.locked { () -> Bool in
      if isDelivering { return false }
      isDelivering = true
      return true
    }
    guard starts else { return }
    while let step = nextStep() {
      switch step {
      case .value(let element, let downstream):
        let more = downstream.receive(element)
        if more > 0 { lock.locked { demand += more } }
      case .finish(let completion, let downstream, let upstream):
        upstream?.dispose()
        downstream.receive(completion: completion)
        return
      }
    }
  }

  private func nextStep() -> Step? {
    lock.locked { () -> Step? in
      guard let downstream else {
        isDelivering = false
        return nil
      }
      if !waitingIsEmpty && demand > 0 {
        let element = waiting[waitingStart]
        waitingStart += 1
        if waitingStart == waiting.count {
          waiting.removeAll(keepingCapacity: true)
          waitingStart = 0
        }
        demand -= 1
        return .value(element, downstream)
      }
      if waitingIsEmpty, let completion {
        self.downstream = nil
        isDelivering = false
        defer { upstream = nil }
        return .finish(completion, downstream, upstream)
      }
      isDelivering = false
      return nil
    }
  }
}

// Every stored property is only touched under `lock`; the downstream subscriber is called
// by one thread at a time (the one that set `isDelivering`), never with the lock held.
extension ObservableSubscription: @unchecked Sendable {}
