import BindingCore
import Foundation
import Synchronization

/// What one blocking operator gathers from its subscription: the matching elements, how the
/// sequence ended, and the gate the calling thread waits at until then.
///
/// Events may arrive on any thread; the state is only touched under `lock`, and once the
/// collection has ended, later events are ignored (`predicate` is not called for them).
final class BlockingCollector<Element> {
  /// The subscription to the source: disposed as soon as the collection ends, also when that
  /// happens before `subscribe` has returned it.
  let subscription = SingleAssignmentDisposable()

  private let limit: Int?
  private let predicate: (Element) throws -> Bool
  private let gate = BlockingGate()
  private let lock = Mutex(())
  /// Guarded by `lock`.
  private var elements: [Element] = []
  /// Guarded by `lock`: `nil` until the collection ends.
  private var ending: Ending?

  /// How a collection ended.
  private enum Ending {
    /// The sequence completed, or sent as many matching elements as wanted.
    case completed
    /// The sequence failed, `predicate` threw, or the timeout passed.
    case failed(any Error)
  }

  /// Collects the elements matching `predicate`, ending once there are `limit` of them.
  init(limit: Int?, predicate: @escaping (Element) throws -> Bool) {
    self.limit = limit
    self.predicate = predicate
  }

  /// Subscribes to `source` and waits until the collection ends or `timeout` seconds have
  /// passed, whichever comes first; a timeout ends it with `RxError.timeout`.
  ///
  /// As RxBlocking, the subscription is made inside a `CurrentThreadScheduler` turn when none
  /// is running, so work the source schedules there runs before this waits, and a stop stops
  /// what it has queued.
  func start(_ source: Observable<Element>, timeout: TimeInterval?) {
    let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
    let subscribe = {
      self.subscription.setDisposable(source.subscribe { self.on($0) })
    }
    if CurrentThreadScheduler.isScheduleRequired {
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        subscribe()
        return Disposables.create()
      }
    } else {
      subscribe()
    }
    if !gate.wait(until: deadline) {
      end(.failed(RxError.timeout))
    }
  }

  /// How the collection ended, with its elements; call after ``start(_:timeout:)``.
  func result() -> MaterializedSequenceResult<Element> {
    lock.locked {
      if case .failed(let error) = ending {
        return .failed(elements: elements, error: error)
      }
      return .completed(elements: elements)
    }
  }

  private func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard !hasEnded else { return }
      let matches: Bool
      do {
        matches = try predicate(element)
      } catch {
        end(.failed(error))
        return
      }
      guard matches else { return }
      let isFull = lock.locked { () -> Bool in
        guard ending == nil else { return false }
        elements.append(element)
        return limit.map { elements.count >= $0 } ?? false
      }
      if isFull { end(.completed) }
    case .error(let error): end(.failed(error))
    case .completed: end(.completed)
    }
  }

  private var hasEnded: Bool { lock.locked { ending != nil } }

  /// Ends the collection as `how` unless it has already ended, stops the subscription and
  /// lets the waiting thread go.
  private func end(_ how: Ending) {
    let isFirst = lock.locked { () -> Bool in
      guard ending == nil else { return false }
      ending = how
      return true
    }
    guard isFirst else { return }
    subscription.dispose()
    gate.open()
  }
}
