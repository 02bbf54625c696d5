/// Runs work on the calling thread as a trampoline: an action scheduled while another action
/// of this scheduler runs on the same thread is queued, and runs after that one returns,
/// before the outermost `schedule` call returns.
///
/// So recursive scheduling takes no stack, and actions of one thread run one at a time, in the
/// order they were scheduled:
///
/// ```swift
/// _ = CurrentThreadScheduler.instance.schedule(()) { _ in
///   print(1)
///   _ = CurrentThreadScheduler.instance.schedule(()) { _ in
///     print(3)
///     return Disposables.create()
///   }
///   print(2)
///   return Disposables.create()
/// }
/// // 1, 2, 3
/// ```
///
/// Each thread has its own queue: work scheduled on one thread never runs on another.
/// ``ObservableType/repeatElement(_:scheduler:)`` uses it by default.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared instance; all instances share each thread's queue.
  public static let instance = CurrentThreadScheduler()

  /// Creates a scheduler; ``instance`` is usually what you want.
  public init() {}

  /// `true` when no action of this scheduler is running on the calling thread, so
  /// ``schedule(_:action:)`` would run the action at once rather than queue it.
  public static var isScheduleRequired: Bool {
    Propagation.withCurrent { !$0.isTrampolineRunning }
  }

  /// Runs `action` now when no action of this scheduler runs on the calling thread, then
  /// everything it queued; otherwise queues it behind the work already queued on this thread.
  ///
  /// Disposing the result of a queued action before it runs keeps it from running and lets go
  /// of `state` and `action`.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let context = Propagation.current
    if context.isTrampolineRunning {
      let item = ScheduledItem(state, action: action)
      context.enqueueOnTrampoline(item.run)
      return item
    }
    return context.runOnTrampoline { action(state) }
  }
}
