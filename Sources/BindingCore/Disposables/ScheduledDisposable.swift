import Synchronization

/// A disposable that disposes the one it wraps on a given scheduler: to tear down, on its own
/// queue, a resource that must not be touched from elsewhere.
///
/// ```swift
/// let cleanup = ScheduledDisposable(scheduler: workScheduler, disposable: connection)
/// cleanup.dispose()   // returns at once; connection.dispose() runs on workScheduler
/// ```
///
/// `dispose()` schedules the disposal and returns; ``isDisposed`` becomes `true` when the
/// wrapped disposable has been disposed, on the scheduler. Disposing twice disposes the
/// wrapped one once.
public final class ScheduledDisposable: Cancelable {
  /// The scheduler the wrapped disposable is disposed on.
  public let scheduler: any ImmediateSchedulerType
  private let lock = Mutex(())
  private var disposable: (any Disposable)?

  /// Wraps `disposable`, to be disposed on `scheduler`.
  public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
    self.scheduler = scheduler
    self.disposable = disposable
  }

  /// `true` once the wrapped disposable has been disposed (on the scheduler).
  public var isDisposed: Bool { lock.locked { disposable == nil } }

  /// Schedules the disposal of the wrapped disposable on ``scheduler``.
  public func dispose() {
    _ = scheduler.schedule(self) { scheduled in
      scheduled.lock.locked { scheduled.disposable.take() }?.dispose()
      return Disposables.create()
    }
  }
}

extension ScheduledDisposable: DisposableContainer {
  var heldDisposables: [Disposable] { lock.locked { disposable.map { [$0] } ?? [] } }
}
