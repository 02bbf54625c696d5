/// Runs each action at once, on the calling thread, before `schedule` returns.
///
/// Useful where an API asks for a scheduler but the work should not move:
///
/// ```swift
/// source.observe(on: ImmediateScheduler.instance)   // same as `source`
/// ```
///
/// It has no clock, so time-based operators cannot use it.
public struct ImmediateScheduler: ImmediateSchedulerType, Sendable {
  /// The shared instance.
  public static let instance = ImmediateScheduler()

  /// Creates an immediate scheduler; ``instance`` is usually what you want.
  public init() {}

  /// Runs `action` with `state` now and returns the disposable it returned.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    action(state)
  }
}
