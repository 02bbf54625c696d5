/// A virtual-time scheduler for tests, after RxTest's: it makes testable sources and
/// recording observers, and runs a subscription on a fixed timeline.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// #expect(res.events == [.next(210, 4), .completed(300)])
/// ```
///
/// ``start(_:)`` creates the observable under test at tick 100, subscribes to it at 200 and
/// disposes the subscription at 1000 (``Defaults``).
///
/// The rules are RxTest's, so times computed by RxTest hold here:
///
/// - Work due at the same tick runs in the order it was scheduled. A hot observable schedules
///   its events when it is created, so with one made before ``start(_:)`` an event at 200
///   comes before the subscription (it is missed) and one at 1000 before the disposal (it is
///   received).
/// - Work asked for now or earlier through `schedule(_:action:)` or
///   `scheduleRelative(_:dueTime:action:)` runs one tick later (a "processing delay"):
///   `observe(on: scheduler)` moves an event at 210 to 211. ``scheduleAt(_:action:)``,
///   `scheduleRelativeVirtual(_:dueTime:action:)` and a cold observable's events keep their
///   times. Pass `simulateProcessingDelay: false` to run such work at the current tick instead.
///
/// Marble diagrams (``createHotObservable(_:values:error:origin:)``,
/// ``parseMarbles(_:values:error:origin:)``) map one frame to ``frameTicks`` ticks (10 by
/// default) and put frame 0 at tick 200, where ``start(_:)`` subscribes: `"--a--b--|"` is
/// `[.next(220, a), .next(250, b), .completed(280)]`.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
  /// The times ``TestScheduler/start(_:)`` uses.
  public enum Defaults {
    /// When the observable under test is created: 100.
    public static let created: TestTime = 100
    /// When it is subscribed to, 200, which is also frame 0 of marble diagrams.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed: 1000.
    public static let disposed: TestTime = 1000
  }

  /// How many ticks one frame (one `-`) of a marble diagram stands for.
  public let frameTicks: Int

  /// Whether work asked for now or earlier runs one tick later (RxTest's rule, the default).
  public let simulateProcessingDelay: Bool

  /// Creates a scheduler whose clock starts at `initialClock` ticks.
  ///
  /// - Parameters:
  ///   - initialClock: The starting time, in ticks.
  ///   - resolution: How many seconds one tick stands for, for operators that take a
  ///     `RxTimeInterval`: with the default of 1, `.seconds(5)` is 5 ticks.
  ///   - simulateProcessingDelay: When `true` (as RxTest), work scheduled for now or
  ///     earlier through `schedule(_:action:)` or `scheduleRelative(_:dueTime:action:)`
  ///     runs at the next tick; when `false`, at the current tick, after the work already due.
  ///   - frameTicks: How many ticks one marble frame stands for.
  public init(
    initialClock: TestTime = 0, resolution: Double = 1.0, simulateProcessingDelay: Bool = true,
    frameTicks: Int = Marbles.defaultFrameTicks
  ) {
    precondition(frameTicks > 0, "frameTicks must be positive")
    self.frameTicks = frameTicks
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// Moves work asked for at `time` to the next tick when `time` is now or earlier (to now
  /// without ``simulateProcessingDelay``), as RxTest's scheduler does.
  public override func adjustScheduledTime(_ time: TestTime) -> TestTime {
    let now = clock
    guard time <= now else { return time }
    return simulateProcessingDelay ? now + 1 : now
  }

  /// A hot observable that sends each of `events` at its (absolute) time to the observers
  /// subscribed then.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(timing: .hot, recordedEvents: events, scheduler: self)
  }

  /// A cold observable that sends each of `events` to each subscriber, `time` ticks after
  /// that subscriber subscribed.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(timing: .cold, recordedEvents: events, scheduler: self)
  }

  /// An observer that records what it receives, stamped with this scheduler's clock.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Runs `action` when the clock reaches `time`, after the work scheduled before it for that
  /// time; dispose the result to cancel it.
  @discardableResult
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> Disposable {
    scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Creates an observable with `create` at `created`, subscribes a recording observer to it
  /// at `subscribed`, disposes that subscription at `disposed`, runs every scheduled item,
  /// and returns the observer.
  ///
  /// ```swift
  /// let res = scheduler.start(created: 0, subscribed: 50, disposed: 500) { xs.filter { $0 > 1 } }
  /// ```
  public func start<Source: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> Source
  ) -> TestableObserver<Source.Element> {
    let observer = createObserver(Source.Element.self)
    let state = StartState<Source>()
    scheduleAt(created) { state.source = create() }
    scheduleAt(subscribed) { state.subscription = state.source?.asObservable().subscribe(observer) }
    scheduleAt(disposed) {
      state.subscription?.dispose()
      state.subscription = nil
      state.source = nil
    }
    start()
    return observer
  }

  /// ``start(created:subscribed:disposed:create:)`` with the default creation and
  /// subscription times (100 and 200).
  public func start<Source: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> Source
  ) -> TestableObserver<Source.Element> {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// ``start(created:subscribed:disposed:create:)`` with the default times: created at 100,
  /// subscribed at 200, disposed at 1000.
  public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source)
    -> TestableObserver<Source.Element>
  {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
      create: create)
  }
}

// The only stored properties added, `frameTicks` and `simulateProcessingDelay`, are immutable; the rest is the superclass's,
// guarded by its lock.
extension TestScheduler: @unchecked Sendable {}

/// What ``TestScheduler/start(created:subscribed:disposed:create:)`` carries from one
/// scheduled step to the next; only touched by the thread advancing the clock.
private final class StartState<Source> {
  var source: Source?
  var subscription: Disposable?
}
