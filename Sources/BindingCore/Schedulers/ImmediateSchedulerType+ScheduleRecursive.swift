extension ImmediateSchedulerType {
  /// Runs `action` on this scheduler with `state`, and again with each state `action` hands
  /// to its `recurse` closure, until the returned disposable is disposed.
  ///
  /// ```swift
  /// let countdown = scheduler.scheduleRecursive(3) { count, recurse in
  ///   print(count)
  ///   if count > 0 { recurse(count - 1) }
  /// }
  /// ```
  ///
  /// Each `recurse` schedules the next run; nothing runs nested inside `action`, so on the
  /// ``CurrentThreadScheduler`` a long recursion uses no stack. Disposing cancels the runs
  /// not yet started.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let recursion = RecursiveScheduling(scheduler: self, action: action)
    recursion.schedule(state)
    return recursion
  }
}

/// The runs of one `scheduleRecursive`: each scheduled run is a member of `pending` until it
/// starts, so disposing cancels those not started and refuses new ones.
private final class RecursiveScheduling<Scheduler: ImmediateSchedulerType, State>: Disposable {
  private let scheduler: Scheduler
  private let action: (State, (State) -> Void) -> Void
  private let pending = CompositeDisposable()

  init(scheduler: Scheduler, action: @escaping (State, (State) -> Void) -> Void) {
    self.scheduler = scheduler
    self.action = action
  }

  func schedule(_ state: State) {
    let run = SingleAssignmentDisposable()
    guard let key = pending.insert(run) else { return }
    let work = scheduler.schedule(state) { [self] state in
      pending.remove(for: key)
      if !pending.isDisposed {
        action(state) { self.schedule($0) }
      }
      return Disposables.create()
    }
    run.setDisposable(work)
  }

  func dispose() { pending.dispose() }
}
