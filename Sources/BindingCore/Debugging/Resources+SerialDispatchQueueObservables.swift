#if DEBUG
  import Synchronization

  extension Resources {
    /// The number of live observables that `observe(on:)` made for a
    /// ``SerialDispatchQueueScheduler``, as RxSwift counts them under `TRACE_RESOURCES`: one
    /// from the call to `observe(on:)` until the observable is released, whether or not
    /// anything subscribes to it.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
      Int32(clamping: serialDispatchQueueObservables.load(ordering: .relaxed))
    }
  }

  /// A stored property of `observe(on:)`'s observable that counts it in
  /// ``Resources/numberOfSerialDispatchQueueObservables`` while it lives, when its scheduler is a
  /// ``SerialDispatchQueueScheduler``.
  struct SerialDispatchQueueObservableCount: ~Copyable {
    private let isCounted: Bool

    init(scheduler: any ImmediateSchedulerType) {
      isCounted = scheduler is SerialDispatchQueueScheduler
      if isCounted { serialDispatchQueueObservables.add(1, ordering: .relaxed) }
    }

    deinit {
      if isCounted { serialDispatchQueueObservables.subtract(1, ordering: .relaxed) }
    }
  }

  private let serialDispatchQueueObservables = Atomic<Int>(0)
#endif
