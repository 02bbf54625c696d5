/// Chooses the scheduler that new ``Driver``s and ``Signal``s deliver on: the main
/// scheduler, unless a test replaces it with ``mock(scheduler:action:)-3gl2s`` or
/// `mock(makeScheduler:action:)`.
public enum SharingScheduler {
  /// Makes the scheduler of each trait created while a mock is in effect.
  public typealias MakeScheduler = @Sendable () -> any SchedulerType & Sendable

  @TaskLocal private static var override: MakeScheduler?

  /// The function that makes the scheduler a ``Driver`` or ``Signal`` created now delivers
  /// on, as RxCocoa's `SharingScheduler.make`: `{ MainScheduler.instance }` unless mocked.
  public static var make: MakeScheduler {
    override ?? { MainScheduler.instance }
  }

  /// The scheduler a ``Driver`` or ``Signal`` created now will deliver on.
  public static var current: any SchedulerType & Sendable {
    make()
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
  /// The replacement is task-local: tests running in parallel do not see each other's. Mocks
  /// nest; the innermost one wins until its `action` returns or throws.
  public static func mock<Result>(
    scheduler: any SchedulerType & Sendable, action: () throws -> Result
  ) rethrows -> Result {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` as ``mock(scheduler:action:)-3gl2s`` does, for asynchronous code.
  public static func mock<Result>(
    scheduler: any SchedulerType & Sendable, action: () async throws -> Result
  ) async rethrows -> Result {
    try await mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with every ``Driver`` and ``Signal`` created inside it delivering on a
  /// scheduler from `makeScheduler`, called once for each trait that asks.
  ///
  /// ```swift
  /// SharingScheduler.mock(makeScheduler: { SerialDispatchQueueScheduler(qos: .default) }) {
  ///   ...
  /// }
  /// ```
  public static func mock<Result>(
    makeScheduler: @escaping MakeScheduler, action: () throws -> Result
  ) rethrows -> Result {
    try $override.withValue(makeScheduler, operation: action)
  }

  /// Runs `action` as `mock(makeScheduler:action:)` does, for asynchronous code.
  public static func mock<Result>(
    makeScheduler: @escaping MakeScheduler, action: () async throws -> Result
  ) async rethrows -> Result {
    try await $override.withValue(makeScheduler, operation: action)
  }
}
