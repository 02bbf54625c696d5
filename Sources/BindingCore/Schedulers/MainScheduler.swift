import Dispatch
import Foundation
import Synchronization

/// Runs work on the main queue, where UI code must run.
///
/// The rule for deliveries (`observe(on: MainScheduler.instance)`, and through it every
/// ``Driver`` and ``Signal``, `drive`, `emit` and the binding library's `=>`): **an event sent
/// on the main queue is delivered at once, also from inside another delivery, unless an
/// earlier event of the same subscription is still waiting; an event sent from another
/// thread hops through the main queue (`DispatchQueue.main.async`).** So:
///
/// - Main-actor code sees its own bindings update synchronously: a tap handler that sets
///   state which a `Driver` shows has updated the view when it returns, also when other
///   threads keep hopping onto the main queue through other subscriptions.
/// - Events of one subscription are delivered in the order they were sent, one at a time:
///   one sent while that subscription delivers (a re-entrant delivery of the same `Driver`)
///   follows the current one as soon as it returns, and one sent on the main queue while an
///   earlier hop of that subscription waits is queued behind it, so nothing overtakes.
/// - Nothing starves: a subscription hands the main queue back after a batch of deliveries
///   and continues in a later turn when more keep arriving from other threads.
///
/// Order between different subscriptions is not promised, as between two RxSwift `Driver`s,
/// each of which has a main scheduler of its own.
///
/// ``schedule(_:action:)`` called directly runs the action at once on the main queue when
/// nothing this scheduler queued earlier is still waiting, otherwise queues it, so the
/// actions of one scheduler run in order. ``asyncInstance`` always queues.
///
/// ```swift
/// results
///   .observe(on: MainScheduler.instance)
///   .subscribe(onNext: { label.text = $0 })
/// ```
///
/// "On the main queue" means on the main thread, or inside work the main queue runs (which
/// on Linux, after `dispatchMain()`, may be another thread).
///
/// As in RxSwift, it is a ``SerialDispatchQueueScheduler`` on the main queue, so it can be
/// kept where one is expected:
///
/// ```swift
/// let uiScheduler: SerialDispatchQueueScheduler = MainScheduler.instance
/// ```
///
/// Delayed and periodic work runs on the main queue as on any serial queue scheduler.
public final class MainScheduler: SerialDispatchQueueScheduler {
  /// The shared main scheduler: synchronous when already on the main queue.
  public static let instance = MainScheduler()

  /// A main-queue scheduler that always hops with `DispatchQueue.main.async`, even when
  /// called from the main queue.
  public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

  private let pendingCount = Atomic<Int>(0)

  /// Creates a main scheduler; ``instance`` is usually what you want, since order is only
  /// kept among actions of the same scheduler.
  public init() {
    _ = MainScheduler.mainQueueKey
    super.init(serialQueue: .main)
  }

  /// Runs `action` now if called on the main queue with nothing of this scheduler still
  /// queued there, else queues it on the main queue.
  public override func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let previous = pendingCount.add(1, ordering: .acquiringAndReleasing).oldValue
    if previous == 0 && MainScheduler.isOnMainQueue {
      defer { pendingCount.subtract(1, ordering: .acquiringAndReleasing) }
      return action(state)
    }
    let item = ScheduledItem(state, action: action)
    DispatchQueue.main.async {
      item.run()
      self.pendingCount.subtract(1, ordering: .acquiringAndReleasing)
    }
    return item
  }

  /// Stops the program with `errorMessage` unless called on the main queue.
  ///
  /// ```swift
  /// func render() {
  ///   MainScheduler.ensureExecutingOnScheduler()
  ///   ...
  /// }
  /// ```
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    precondition(
      isOnMainQueue,
      errorMessage ?? "Executing off the main queue; use MainScheduler.instance to get there.")
  }

  /// Stops the program with `errorMessage` unless called on the main thread.
  ///
  /// On Linux, where the main queue may be drained by another thread (after `dispatchMain()`,
  /// or under a test runner), work the main queue runs counts as on the main thread too, so
  /// this checks what ``ensureExecutingOnScheduler(errorMessage:)`` checks.
  ///
  /// ```swift
  /// func viewDidLoad() {
  ///   MainScheduler.ensureRunningOnMainThread()
  ///   ...
  /// }
  /// ```
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    #if canImport(Darwin)
      let onMain = Thread.isMainThread
    #else
      let onMain = isOnMainQueue
    #endif
    precondition(onMain, errorMessage ?? "Running on a background thread.")
  }

  /// `true` on the main thread or inside work run by the main queue.
  package static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}

// Its own state is an atomic; a checked conformance cannot inherit from a class.
extension MainScheduler: @unchecked Sendable {}
