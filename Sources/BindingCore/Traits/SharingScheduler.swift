/// Chooses the scheduler that new ``Driver``s and ``Signal``s deliver on: the main
/// scheduler, unless a test replaces it with ``mock(scheduler:action:)-3gl2s``.
public enum SharingScheduler {
  @TaskLocal private static var override: (any SchedulerType & Sendable)?

  /// The scheduler a ``Driver`` or ``Signal`` created now will deliver on.
  public static var current: any SchedulerType & Sendable {
    override ?? MainScheduler.instance
  }

  /// Runs `action` with every ``Driver`` and ``Signal`` created inside it delivering on
  /// `scheduler`, typically a virtual-time scheduler.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(initialClock: 0)
  /// SharingScheduler.mock(scheduler: scheduler) {
  ///   let viewModel = SearchViewModel()   // its drivers now run in virtual time
  ///   ...
  /// }
  /// ```
  ///
  /// The replacement is task-local: tests running in parallel do not see each other's.
  public static func mock<Result>(
    scheduler: any SchedulerType & Sendable, action: () throws -> Result
  ) rethrows -> Result {
    try $override.withValue(scheduler, operation: action)
  }

  /// Runs `action` as ``mock(scheduler:action:)`` does, for asynchronous code.
  public static func mock<Result>(
    scheduler: any SchedulerType & Sendable, action: () async throws -> Result
  ) async rethrows -> Result {
    try await $override.withValue(scheduler, operation: action)
  }
}
