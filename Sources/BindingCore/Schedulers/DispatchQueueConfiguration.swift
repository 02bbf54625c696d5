import Dispatch
import Synchronization

/// The scheduling that ``SerialDispatchQueueScheduler`` and ``MainScheduler`` share: actions
/// run on one serial dispatch queue, delayed and periodic ones from dispatch timer sources.
///
/// Timers are cancelled, and what they hold released, as soon as they are disposed.
struct DispatchQueueConfiguration: Sendable {
  let queue: DispatchQueue
  let leeway: DispatchTimeInterval

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = ScheduledItem(state, action: action)
    queue.async { item.run() }
    return item
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    guard dueTime.seconds.isFinite else { return Disposables.create() }
    let item = ScheduledItem(state, action: action)
    let timer = TimerHandle(queue: queue)
    timer.start(deadline: .now() + dueTime, repeating: nil, leeway: leeway) {
      item.run()
      timer.dispose()
    }
    return Disposables.create(timer, item)
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    guard startAfter.seconds.isFinite else { return Disposables.create() }
    let item = PeriodicItem(state, action: action)
    let timer = TimerHandle(queue: queue)
    let repeating = period.seconds.isFinite ? period : nil
    timer.start(deadline: .now() + startAfter, repeating: repeating, leeway: leeway) {
      item.tick()
    }
    return Disposables.create(timer, item)
  }
}

/// The state and action of a periodic timer: each tick runs the action on the state the
/// previous tick returned, until disposed.
private final class PeriodicItem<StateType>: Cancelable {
  private let lock = Mutex(())
  private var current: (state: StateType, action: (StateType) -> StateType)?

  init(_ state: StateType, action: @escaping (StateType) -> StateType) {
    current = (state, action)
  }

  var isDisposed: Bool { lock.locked { current == nil } }

  /// Runs one period; ticks come from one serial queue, so they never overlap.
  func tick() {
    guard let (state, action) = lock.locked({ current }) else { return }
    let next = action(state)
    lock.locked {
      if current != nil { current?.state = next }
    }
  }

  func dispose() {
    lock.locked { current = nil }
  }
}

// `current` is only touched under `lock`.
extension PeriodicItem: @unchecked Sendable {}

/// A dispatch timer source that can be cancelled from any thread, once.
private final class TimerHandle: Disposable {
  private let lock = Mutex(())
  private var timer: DispatchSourceTimer?

  init(queue: DispatchQueue) {
    timer = DispatchSource.makeTimerSource(queue: queue)
  }

  func start(
    deadline: DispatchTime, repeating: DispatchTimeInterval?, leeway: DispatchTimeInterval,
    handler: @escaping @Sendable () -> Void
  ) {
    guard let timer = lock.locked({ timer }) else { return }
    if let repeating {
      timer.schedule(deadline: deadline, repeating: repeating, leeway: leeway)
    } else {
      timer.schedule(deadline: deadline, leeway: leeway)
    }
    timer.setEventHandler(handler: handler)
    timer.resume()
  }

  func dispose() {
    let taken = lock.locked { () -> DispatchSourceTimer? in
      defer { timer = nil }
      return timer
    }
    taken?.cancel()
  }
}

// `timer` is only touched under `lock`.
extension TimerHandle: @unchecked Sendable {}
