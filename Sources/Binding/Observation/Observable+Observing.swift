import Observation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Observable {
  /// An observable of an expression over `@Observable` state: the expression's value on
  /// subscription, then its new value after each change.
  ///
  /// ```swift
  /// @Observable final class Profile {
  ///   var name = "Ada"
  /// }
  ///
  /// let profile = Profile()
  /// Observable.observing { profile.name }
  ///   .subscribe(onNext: { print($0) })   // Ada
  ///   .disposed(by: disposeBag)
  /// profile.name = "Grace"
  /// profile.name = "Grace Hopper"         // later, on the main queue: Grace Hopper (once)
  /// ```
  ///
  /// The expression runs under `withObservationTracking`, so it follows every observable
  /// property it reads. When to expect what:
  ///
  /// - **On subscription** the expression runs at once, on the subscribing thread, and its
  ///   value is emitted before `subscribe` returns.
  /// - **A change** is reported by Observation when the property is about to be set
  ///   (`willSet`), before the new value is stored. The bridge does not read it then: it asks
  ///   `scheduler` to run the expression again, and emits the value that read returns, on
  ///   the scheduler's thread. The value delivered is always one the model really holds.
  /// - **A burst** of changes made before the scheduler runs the read (several properties, or
  ///   one property several times, in one synchronous piece of code) is delivered once, with
  ///   the values at the time of the read. Setting a property to the value it already holds
  ///   reports no change for `Equatable` properties (the `@Observable` macro skips it), so
  ///   emits nothing; a burst that ends where it started emits that value again.
  /// - **The scheduler** must run work after the code that made the change has returned:
  ///   ``MainScheduler/asyncInstance`` (the default, for `@MainActor` models), a
  ///   ``SerialDispatchQueueScheduler``, or a virtual-time scheduler in tests. Not
  ///   ``MainScheduler/instance``: called on the main queue it runs at once, inside
  ///   `willSet`, and would read the old value. Change the model on one thread or actor, the
  ///   one the scheduler runs on: the reads then never overlap. A scheduler that runs the
  ///   read inside `willSet` stops the program with a message saying so.
  ///
  /// Observation's own `Observations` (an `AsyncSequence`, where the platform has it) is
  /// bridged by the core's `asObservable()` for async sequences instead: its values arrive
  /// from a task, and it coalesces the changes made until that task next runs.
  ///
  /// The observable never completes or fails. Disposing the subscription cancels a pending
  /// read; the model's registrar then holds only a weak reference to the subscription until
  /// the property's next change, and the subscription holds the expression (and what it
  /// captured) until it is disposed.
  ///
  /// - Parameters:
  ///   - scheduler: Where the expression is read again after a change, and the new value
  ///     emitted.
  ///   - expression: Reads `@Observable` state; re-run after each reported change.
  public static func observing(
    on scheduler: any ImmediateSchedulerType = MainScheduler.asyncInstance,
    _ expression: @escaping () -> Element
  ) -> Observable<Element> {
    Observable.create { observer in
      let tracker = ObservationTracker(expression: expression, observer: observer, scheduler: scheduler)
      tracker.read()
      return Disposables.create { tracker.dispose() }
    }
  }
}

/// One subscription to ``Observable/observing(on:_:)``: reads the expression under
/// observation tracking, and schedules the next read when Observation reports a change.
final class ObservationTracker<Element> {
  private let expression: () -> Element
  private let observer: AnyObserver<Element>
  private let scheduler: any ImmediateSchedulerType
  private let lock = Mutex(())
  private var isDisposed = false
  private var pendingRead: Disposable?
  /// The thread inside `willChange` asking the scheduler for a read, while it asks.
  private var askingThread: pthread_t?

  init(
    expression: @escaping () -> Element, observer: AnyObserver<Element>,
    scheduler: any ImmediateSchedulerType
  ) {
    self.expression = expression
    self.observer = observer
    self.scheduler = scheduler
  }

  /// Reads the expression, registering for its next change, and emits the value.
  func read() {
    guard !lock.locked({ isDisposed }) else { return }
    let value = withObservationTracking(expression) { [weak self] in self?.willChange() }
    observer.onNext(value)
  }

  /// Called by Observation in `willSet`, on the thread making the change: at most once per
  /// read, since each tracking reports one change.
  private func willChange() {
    let disposed = lock.locked { () -> Bool in
      if !isDisposed { askingThread = pthread_self() }
      return isDisposed
    }
    guard !disposed else { return }
    let read = scheduler.schedule(()) { [weak self] _ in
      self?.scheduledRead()
      return Disposables.create()
    }
    let cancel = lock.locked { () -> Bool in
      askingThread = nil
      if isDisposed { return true }
      pendingRead = read
      return false
    }
    if cancel { read.dispose() }
  }

  private func scheduledRead() {
    let insideWillSet = lock.locked { () -> Bool in
      pendingRead = nil
      return askingThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
    }
    precondition(
      !insideWillSet,
      """
      Observable.observing: the scheduler ran the read at once, inside Observation's willSet, \
      before the new value is stored. Give it one that runs work later, such as \
      MainScheduler.asyncInstance (the default), not MainScheduler.instance.
      """)
    read()
  }

  func dispose() {
    let read = lock.locked { () -> Disposable? in
      isDisposed = true
      defer { pendingRead = nil }
      return pendingRead
    }
    read?.dispose()
  }
}

// `isDisposed`, `pendingRead` and `askingThread` are only touched under `lock`. The expression and the
// observer are called one read at a time: the first by `subscribe`, each later one by the
// scheduler, asked only after the previous read registered for changes.
extension ObservationTracker: @unchecked Sendable {}
