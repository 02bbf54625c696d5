extension ObservableType {
  /// An observable that emits `initialState`, then each state `iterate` makes from the one
  /// before, as long as `condition` holds, each in its own action on `scheduler`.
  ///
  /// ```swift
  /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })
  /// // 1, 2, 4, 8, 16, 32, 64, then completes
  /// ```
  ///
  /// The states are made one at a time, as they are emitted, so an endless generator ended by
  /// `take(_:)` makes no state past the last one taken. On the default
  /// ``CurrentThreadScheduler`` the states come one after another on the subscribing thread,
  /// in constant stack depth. An error thrown by `condition` or `iterate` ends the sequence
  /// with it.
  ///
  /// - Parameters:
  ///   - initialState: The first state.
  ///   - condition: Whether a state is emitted; the first that fails ends the sequence.
  ///   - scheduler: Where each state is emitted.
  ///   - iterate: The state after a given one.
  public static func generate(
    initialState: Element, condition: @escaping (Element) throws -> Bool,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Observable.deferred {
      let states = GeneratedStates(initialState, condition: condition, iterate: iterate)
      let end = Observable<Element>.deferred { () -> Observable<Element> in
        if let failure = states.failure { return .error(failure) }
        return .empty()
      }
      return Observable.from(states, scheduler: scheduler).concat(end)
    }
  }
}

/// The states of one subscription to `generate`, made lazily; a thrown error ends them and is
/// kept in `failure`.
private final class GeneratedStates<State>: Sequence, IteratorProtocol {
  private var pending: State?
  private var isFirst = true
  private let condition: (State) throws -> Bool
  private let iterate: (State) throws -> State
  private(set) var failure: (any Error)?

  init(
    _ initial: State, condition: @escaping (State) throws -> Bool,
    iterate: @escaping (State) throws -> State
  ) {
    pending = initial
    self.condition = condition
    self.iterate = iterate
  }

  func next() -> State? {
    guard let current = pending else { return nil }
    do {
      let state = isFirst ? current : try iterate(current)
      isFirst = false
      guard try condition(state) else {
        pending = nil
        return nil
      }
      pending = state
      return state
    } catch {
      failure = error
      pending = nil
      return nil
    }
  }
}
