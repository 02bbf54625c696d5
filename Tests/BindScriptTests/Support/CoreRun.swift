import BindingCore
import BindingTest

@testable import BindScript

/// A gallery script's chain built with BindingCore's operators directly, on a TestScheduler
/// of one tick a millisecond: the inputs are the script's `marbles(...)` literals, and each
/// name the chain declares is recorded as the lane the script's declaration draws.
///
/// A `let` is subscribed when declared and shared, replaying its latest event to later
/// subscribers (`replay(1)`, connected at once), as the language's `let` is; a `cold`
/// declaration is subscribed by each subscriber on its own, each subscription its own lane
/// (`ticks sub 1`); a `let` of a `groupBy` records each group beside its keys
/// (`groups[1]`). Time moves only by ``advance(by:)``, as the script's `advance` moves it.
final class CoreRun {
  /// The scheduler: one tick a millisecond, 100 ms a marble frame, and work asked for now run
  /// now, as RxSwift's `VirtualTimeScheduler` and the shell's clock run it.
  ///
  /// RxTest's one-tick "processing delay" would move what an operator schedules for now a
  /// millisecond on: `delay` passes the second of two values due at once at 401 ms, where a
  /// script, like an app on a real scheduler, sees both at 400.
  let scheduler = TestScheduler(
    initialClock: 0, resolution: 0.001, simulateProcessingDelay: false, frameTicks: 100)
  /// The script's marble literals, by declared name.
  private let literals: [String: GalleryLiteral]
  /// The lanes of each declaration, in the order declared.
  private var declared: [(own: String, cold: Bool)] = []
  private var recorded: [String: (history: History, start: Int, stop: Int?)] = [:]
  private var laneOrder: [String] = []
  private var subscriptions: [Disposable] = []

  /// A run over the literals of `script`.
  init(_ script: GalleryScript) throws {
    literals = try GalleryLiteral.all(in: script.source)
  }

  deinit {
    for subscription in subscriptions { subscription.dispose() }
  }

  /// The virtual time, in milliseconds.
  var now: Int { scheduler.clock }

  /// Every lane, in the order `:marbles` draws them: each declaration's own lane then those
  /// it keeps beside it; a `cold` one's subscriptions in its place (its own lane, empty, when
  /// nothing subscribed).
  var recordedLanes: [CellLane] {
    declared.flatMap { declaration in
      let beside = laneOrder.filter {
        $0.hasPrefix(declaration.own + " sub ") || $0.hasPrefix(declaration.own + "[")
      }
      .map(recordedLane)
      let own = recordedLane(declaration.own)
      if declaration.cold { return beside.isEmpty ? [own] : beside }
      return [own] + beside
    }
  }

  private func recordedLane(_ name: String) -> CellLane {
    let lane = recorded[name] ?? (History(), 0, nil)
    return CellLane(name: name, history: lane.history, start: lane.start, stop: lane.stop)
  }

  /// ``recordedLanes`` as timelines.
  var lanes: [LaneTimeline] { recordedLanes.map(LaneTimeline.init) }

  /// The literal declared as `name`, played from now: `let NAME = marbles(...)` as a hot
  /// stream shared by a `let`, `cold NAME = marbles(...)` as a cold one.
  func input(_ name: String) throws -> Observable<Value> {
    guard let literal = literals[name] else { throw GalleryLiteral.Missing(name: name) }
    if literal.isCold {
      let played = try scheduler.createColdObservable(
        literal.diagram, values: literal.values, error: ScriptFailure(message: "marble error"))
      return cold(name, played.asObservable())
    }
    let played = try scheduler.createHotObservable(
      literal.diagram, values: literal.values, error: ScriptFailure(message: "marble error"),
      origin: now)
    return `let`(name, played.asObservable())
  }

  /// `marbles(diagram, ...)` written inside a closure: a stream that plays `diagram` from each
  /// subscription; without `values`, each letter stands for itself.
  func marbles(_ diagram: String, _ values: [Character: Value]? = nil) throws -> Observable<Value> {
    var letters: [Character: Value] = [:]
    for character in diagram where character.isLetter { letters[character] = .string(String(character)) }
    return try scheduler.createColdObservable(
      diagram, values: values ?? letters, error: ScriptFailure(message: "marble error")
    )
    .asObservable()
  }

  /// `marbles("-x-y|", x: v + "1", y: v + "2")`, the inner stream of the gallery's mapping
  /// operators.
  func marbles(_ diagram: String, suffixed value: Value) throws -> Observable<Value> {
    let text = try value.string()
    return try marbles(diagram, ["x": .string(text + "1"), "y": .string(text + "2")])
  }

  /// `NAME.connect()` for a published stream that a `cold` declaration shares.
  func connect(_ published: ConnectableObservable<Value>) {
    subscriptions.append(published.connect())
  }

  /// `let NAME = chain`: subscribed now, recorded as lane `name`, and shared with its latest
  /// event replayed to each later subscriber.
  @discardableResult
  func `let`(_ name: String, _ chain: Observable<Value>) -> Observable<Value> {
    declared.append((name, false))
    let shared = chain.replay(1)
    subscriptions.append(shared.subscribe(recorder(name)))
    subscriptions.append(shared.connect())
    return shared.asObservable()
  }

  /// `let NAME = chain` for a `publish()`ed chain: the `let` as ``let(_:_:)``, and what
  /// `NAME.connect()` connects.
  func `let`(_ name: String, published chain: ConnectableObservable<Value>) -> (
    shared: Observable<Value>, connect: () -> Void
  ) {
    let shared = `let`(name, chain.asObservable())
    return (shared, { self.subscriptions.append(chain.connect()) })
  }

  /// `let NAME = chain.groupBy(...)`: the keys in lane `name`, each group's values in a lane
  /// of its own, `NAME[KEY]`, from when it opened.
  func `let`(_ name: String, groups: Observable<GroupedObservable<Value, Value>>) {
    `let`(
      name,
      groups.map { group in
        let lane = "\(name)[\(group.key.shortLiteral)]"
        self.subscriptions.append(group.subscribe(self.recorder(lane, start: self.now)))
        return group.key
      })
  }

  /// `cold NAME = chain`: each subscriber subscribes to `chain` on its own, each subscription
  /// recorded as lane `NAME sub N` from when it was made to its end or disposal.
  func cold(_ name: String, _ chain: Observable<Value>) -> Observable<Value> {
    declared.append((name, true))
    var count = 0
    return Observable.create { observer in
      count += 1
      let lane = "\(name) sub \(count)"
      let recorder = self.recorder(lane, start: self.now)
      let subscription = chain.subscribe { event in
        recorder.on(event)
        observer.on(event)
      }
      return Disposables.create {
        subscription.dispose()
        self.stop(lane)
      }
    }
  }

  /// Runs the timers due in the next `milliseconds`, as `advance` does.
  func advance(by milliseconds: Int) {
    scheduler.advanceTo(now + milliseconds)
  }

  /// An observer appending to lane `name`.
  private func recorder(_ name: String, start: Int = 0) -> AnyObserver<Value> {
    recorded[name] = (History(), start, nil)
    laneOrder.append(name)
    return AnyObserver { event in
      switch event {
      case .next(let value): self.recorded[name]?.history.append(value, at: self.now, cause: 0)
      default: self.recorded[name]?.history.append(end: event, at: self.now, cause: 0)
      }
    }
  }

  /// Marks lane `name` stopped now, unless it ended by itself.
  private func stop(_ name: String) {
    guard let lane = recorded[name], lane.stop == nil, lane.history.end == nil else { return }
    recorded[name]?.stop = now
  }
}
