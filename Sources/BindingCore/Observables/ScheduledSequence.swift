import Synchronization

extension ObservableType {
  /// An observable that emits `element` on `scheduler`, then completes in a later scheduled
  /// action.
  ///
  /// ```swift
  /// Observable.just(1, scheduler: scheduler)   // on a test scheduler, subscribed at 200:
  ///                                            // next(1) at 201, completed at 202
  /// ```
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType)
    -> Observable<Element>
  {
    ScheduledSequenceObservable(AnySequence(CollectionOfOne(element)), scheduler: scheduler)
  }

  /// An observable that emits each of `elements` in its own scheduled action on `scheduler`,
  /// then completes in one more.
  ///
  /// ```swift
  /// Observable.of(1, 2, scheduler: scheduler)   // subscribed at 200: 1 at 201, 2 at 202,
  ///                                             // completed at 203
  /// ```
  public static func of(_ elements: Element..., scheduler: any ImmediateSchedulerType)
    -> Observable<Element>
  {
    ScheduledSequenceObservable(AnySequence(elements), scheduler: scheduler)
  }

  /// An observable that emits each element of `sequence` in its own scheduled action on
  /// `scheduler`, then completes in one more.
  ///
  /// The sequence is iterated anew for each subscriber, one element per action, so it may be
  /// lazy or endless. Any number of elements runs in constant stack depth, also on a
  /// scheduler that runs actions at once.
  public static func from<S: Sequence>(_ sequence: S, scheduler: any ImmediateSchedulerType)
    -> Observable<Element> where S.Element == Element
  {
    ScheduledSequenceObservable(AnySequence(sequence), scheduler: scheduler)
  }
}

final class ScheduledSequenceObservable<Element>: Observable<Element> {
  private let elements: AnySequence<Element>
  private let scheduler: any ImmediateSchedulerType

  init(_ elements: AnySequence<Element>, scheduler: any ImmediateSchedulerType) {
    self.elements = elements
    self.scheduler = scheduler
    super.init()
  }

  /// Subscribes on the trampoline, as RxSwift's producers do: on ``CurrentThreadScheduler``
  /// each element is then a step of its own, queued behind the work already there.
  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    onTrampoline {
      let sink = ScheduledSequenceSink(
        elements: elements.makeIterator(), scheduler: scheduler, downstream: node)
      sink.scheduleNext()
      return sink
    }
  }
}

/// Emits one element per scheduled action.
///
/// When the scheduler runs an action before `schedule` returns (an immediate scheduler), the
/// next step is taken by the loop already running instead of by recursion.
private final class ScheduledSequenceSink<Element>: Sink<Element, Element> {
  private let scheduler: any ImmediateSchedulerType
  private let pending = SerialDisposable()
  private let state = Mutex(State())
  // Only touched by the one step running at a time.
  private var elements: AnySequence<Element>.Iterator

  private struct State {
    var isScheduling = false
    var ranDuringSchedule = false
  }

  init(
    elements: AnySequence<Element>.Iterator, scheduler: any ImmediateSchedulerType,
    downstream: ObserverNode<Element>
  ) {
    self.elements = elements
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  /// Schedules the next step, and keeps stepping while the scheduler runs them at once.
  func scheduleNext() {
    while !isDisposed {
      state.lockedValue { $0 = State(isScheduling: true) }
      pending.disposable = scheduler.schedule(()) { _ in
        let deferred = self.state.lockedValue { state -> Bool in
          if state.isScheduling { state.ranDuringSchedule = true }
          return state.isScheduling
        }
        if !deferred { self.step() }
        return Disposables.create()
      }
      let again = state.lockedValue { state -> Bool in
        state.isScheduling = false
        return state.ranDuringSchedule
      }
      guard again, emitNext() else { return }
    }
  }

  private func step() {
    if emitNext() { scheduleNext() }
  }

  /// Emits the next element and returns `true`, or completes and returns `false`.
  private func emitNext() -> Bool {
    guard let element = elements.next() else {
      forward(.completed)
      return false
    }
    forward(.next(element))
    return true
  }

  package override func on(_ event: Event<Element>) {}

  package override func disposeResources() {
    pending.dispose()
  }
}
