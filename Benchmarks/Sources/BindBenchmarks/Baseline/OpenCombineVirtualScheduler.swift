import OpenCombine

/// A virtual-time scheduler for OpenCombine, which has none: time is an integer count of
/// ticks and only moves with ``advance(by:)``, which runs what falls due in order.
final class OpenCombineVirtualScheduler: Scheduler {
  struct Time: Strideable {
    typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride
    let tick: Int

    func distance(to other: Time) -> Stride { Stride(other.tick - tick) }
    func advanced(by ticks: Stride) -> Time { Time(tick: tick + ticks.magnitude) }
  }

  typealias SchedulerTimeType = Time
  typealias SchedulerOptions = Never

  private final class Timer: Cancellable {
    var isCancelled = false
    func cancel() { isCancelled = true }
  }

  private struct Item {
    let time: Int
    let sequence: Int
    let interval: Int?
    let timer: Timer
    let action: () -> Void
  }

  private(set) var now = Time(tick: 0)
  var minimumTolerance: Time.Stride { 0 }
  private var sequence = 0
  /// Sorted by due time, then by scheduling order; the next item due is last.
  private var items: [Item] = []

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    insert(time: now.tick, interval: nil, timer: Timer(), action: action)
  }

  func schedule(
    after date: Time, tolerance: Time.Stride, options: Never?, _ action: @escaping () -> Void
  ) {
    insert(time: date.tick, interval: nil, timer: Timer(), action: action)
  }

  func schedule(
    after date: Time, interval: Time.Stride, tolerance: Time.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let timer = Timer()
    insert(time: date.tick, interval: max(1, interval.magnitude), timer: timer, action: action)
    return timer
  }

  /// Moves the clock `ticks` forward, running every action that falls due on the way.
  func advance(by ticks: Int) {
    let limit = now.tick + ticks
    while let next = items.last, next.time <= limit {
      items.removeLast()
      if next.timer.isCancelled { continue }
      now = Time(tick: max(now.tick, next.time))
      next.action()
      if let interval = next.interval, !next.timer.isCancelled {
        insert(time: next.time + interval, interval: interval, timer: next.timer, action: next.action)
      }
    }
    now = Time(tick: limit)
  }

  private func insert(time: Int, interval: Int?, timer: Timer, action: @escaping () -> Void) {
    sequence += 1
    let item = Item(
      time: max(time, now.tick), sequence: sequence, interval: interval, timer: timer,
      action: action)
    let index =
      items.lastIndex { ($0.time, $0.sequence) > (item.time, item.sequence) }.map { $0 + 1 } ?? 0
    items.insert(item, at: index)
  }
}
