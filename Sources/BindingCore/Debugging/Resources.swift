#if DEBUG
  import Synchronization

  /// Counts the library's live resources, in debug builds only: a way to see leaks while
  /// developing and in tests, as RxSwift's `Resources.total` (compiled in under its
  /// `TRACE_RESOURCES` flag) does.
  ///
  /// A resource is one of:
  /// - a subscription's running state, one object per operator stage (a *sink*) and the node
  ///   that wraps each observer a user subscribed with;
  /// - a subject or relay (the broadcast behind it).
  ///
  /// Each is counted from its creation to its destruction. Observables themselves are not
  /// counted: an operator chain nobody subscribes to holds nothing. The count, and every
  /// increment and decrement, exist only where `DEBUG` is defined (`swift build` and
  /// `swift test` in their default debug configuration); release builds pay nothing.
  ///
  /// ```swift
  /// let start = Resources.total
  /// let relay = PublishRelay<Int>()                        // +1
  /// let subscription = relay.subscribe(onNext: { _ in })   // +1
  /// subscription.dispose()                                  // -1
  /// // once `relay` is released: Resources.total == start
  /// ```
  ///
  /// Tests run in parallel, so the process-wide ``total`` moves with every test running;
  /// `BindingTestExpectations`' `.checksResources` trait counts what one test creates instead.
  ///
  /// The API is RxSwift's (``total`` an `Int32`, ``incrementTotal()``, ``decrementTotal()``,
  /// ``numberOfSerialDispatchQueueObservables``), so tests written for RxSwift with
  /// `TRACE_RESOURCES` defined compile and check Bind's count; here it exists in every debug
  /// build, whether `TRACE_RESOURCES` is defined or not.
  public enum Resources {
    /// The number of live resources in the process: subscriptions, operator stages, subjects
    /// and relays, and what ``incrementTotal()`` counted and ``decrementTotal()`` has not
    /// taken back.
    public static var total: Int32 { Int32(clamping: liveResources.load(ordering: .relaxed)) }

    /// Counts one resource of your own in ``total`` (a test's mock, say), as RxSwift's
    /// `Resources.incrementTotal()` does; ``decrementTotal()`` takes it back.
    ///
    /// It counts in ``total`` only, not in what `BindingTestExpectations`' `.checksResources`
    /// trait counts for the running test.
    ///
    /// - Returns: The new ``total``.
    public static func incrementTotal() -> Int32 {
      Int32(clamping: liveResources.add(1, ordering: .relaxed).newValue)
    }

    /// Takes back one resource that ``incrementTotal()`` counted.
    ///
    /// - Returns: The new ``total``.
    public static func decrementTotal() -> Int32 {
      Int32(clamping: liveResources.subtract(1, ordering: .relaxed).newValue)
    }

    /// The ledger that resources created by the current task (and its child tasks) are
    /// counted in as well, besides ``total``.
    ///
    /// Resources created on other threads (a dispatch queue, a `Thread`) count in ``total``
    /// only.
    @TaskLocal package static var ledger: ResourceLedger?

    /// Counts one new resource; returns the ledger to give back to ``untrack(_:)``.
    static func track() -> ResourceLedger? {
      liveResources.add(1, ordering: .relaxed)
      let ledger = Self.ledger
      ledger?.add(1)
      return ledger
    }

    /// Counts one resource fewer, in `ledger` too, the ledger it was created under.
    static func untrack(_ ledger: ResourceLedger?) {
      liveResources.subtract(1, ordering: .relaxed)
      ledger?.add(-1)
    }
  }

  private let liveResources = Atomic<Int>(0)
#endif
