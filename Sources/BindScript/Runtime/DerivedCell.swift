import Binding
import BindingCore

/// A `let` that follows other cells: kept subscribed from its declaration and shared, so that
/// every binding sees the same values.
///
/// One node does the work of a chain of operators: it subscribes once to its source, runs the
/// `let`'s last `map`, `filter` or `compactMap` stage itself, records each value, and delivers
/// it to its own subscribers through one broadcast. A `let` of a value (of states, controls,
/// other such `let`s) keeps only changes: a value equal to the latest one is recorded as
/// unchanged and not delivered further (`distinctUntilChanged`). A `let` that plays a
/// `marbles(...)` diagram, or follows one that does, keeps every event, equal or not, as
/// RxSwift's stream gives them (``keepsEveryEvent``). The latest value, and the
/// end once there is one, is replayed to each new subscriber (`share(replay: 1)`).
///
/// A `cold` declaration makes one that is not shared: it subscribes to nothing itself, and
/// each subscriber subscribes to the source on its own, as to a Swift `let` of an
/// `Observable`. Each such subscription records a lane of its own (`ticks sub 1`). A `let`
/// ending in `groupBy` records one lane per group beside its own (`groups[0]`).
final class DerivedCell: Cell {
  var name: String
  let type: ScriptType
  /// The stream it was declared as, when that is `publish()`ed: what `connect()` connects.
  var connectable: ConnectableObservable<Value>? { extras?.connectable }
  /// What only `cold`, `groupBy` and `publish()`ed lets keep, aside: one word in every cell
  /// where it took four.
  private var extras: Extras?

  /// What only some derived cells keep.
  private final class Extras {
    var connectable: ConnectableObservable<Value>?
    /// The history of each subscription of a `cold` stream, in the order they were made.
    var runs: [(start: Int, history: History, ended: Bool, stop: Int?)] = []
    /// The key and history of each group of a `groupBy`, in the order they opened.
    var groups: [(key: Value, start: Int, history: History)] = []
    var groupSubscriptions: [Disposable] = []
    /// What a `cold` cell's subscribers subscribe to.
    var coldStream: Observable<Value>?
  }

  /// ``extras``, made on first use.
  private var kept: Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }
  private var runs: [(start: Int, history: History, ended: Bool, stop: Int?)] { extras?.runs ?? [] }
  private var groups: [(key: Value, start: Int, history: History)] { extras?.groups ?? [] }
  /// Only touched by the thread running the script, one access at a time, which makes the
  /// run-time exclusivity checks redundant.
  @exclusivity(unchecked) private(set) var history = History()
  @exclusivity(unchecked) private(set) var latest: Value?
  // The fields below are in the order that leaves the least room between them (the class's
  // fields are laid out as written): each small one goes where the one before leaves room.
  // 184 bytes, 192 from `malloc`, where the order of their meaning took 192 and 208.
  /// Whether it is `cold`: not shared, each subscriber subscribing to the source anew.
  let isCold: Bool
  /// Whether it records and passes on every value, equal to the latest or not: it plays a
  /// `marbles(...)` diagram, or follows a `let` that does.
  let keepsEveryEvent: Bool
  /// The rank and source depth of what it follows, for the observable ``stream`` makes; the
  /// depth is `-1` while it follows nothing (before ``start(_:stage:)``, after ``stop()``).
  ///
  /// The observable is made when asked for, rather than kept: a subscriber keeps it only while
  /// it subscribes (another `let`), or in its operators (40 bytes a `let` of a long script).
  private var followedRank: Int32 = 0
  /// How the stream ended, if it did.
  var end: Event<Value>? { history.end }
  /// What it delivers its values through, replaying the latest.
  private let output = CellEngine.Source<Value>(replayingLatest: nil)
  /// The subscription to the source.
  private var subscription: CellEngine.Follower<Follower>?
  /// The `let`'s last `map`, `filter` or `compactMap`, run here on each value of the source
  /// (`nil` drops it).
  private var stage: Stage?
  /// See ``followedRank``.
  private var followedDepth: Int32 = -1

  /// A `let`'s last `map`, `filter` or `compactMap`.
  enum Stage {
    /// Any stage, as a closure.
    case closure((Value) -> Value?)
    /// A `map` whose closure is one expression of `$0`, kept in the cell: one object less
    /// for each such `let` (80 bytes with malloc's header).
    case map(DirectMap)
    /// An expression of one other cell, run once the propagation has settled below it.
    case ranked(CellEngine.Ranked<RankedStage>, RankedStage.Work)

    /// The stage as a closure.
    func transform(runtime: Runtime) -> (Value) -> Value? {
      switch self {
      case .closure(let transform): return transform
      case .map(let map): return { value in map.apply(value, runtime: runtime) }
      case .ranked(_, let work): return work.transform(runtime: runtime)
      }
    }
  }
  /// The runtime, held strongly.
  ///
  /// An `unowned` reference costs a check and a retain at every value (about 30
  /// instructions a cell an update). The runtime holds the cell through its names, a cycle
  /// its tear-down breaks by letting go of every name.
  let runtime: Runtime

  init(
    name: String, type: ScriptType, cold: Bool = false, keepsEveryEvent: Bool = false,
    runtime: Runtime
  ) {
    self.name = name
    self.type = type
    self.isCold = cold
    self.keepsEveryEvent = keepsEveryEvent
    self.runtime = runtime
  }

  deinit {
    subscription?.dispose()
    for group in extras?.groupSubscriptions ?? [] { group.dispose() }
  }

  /// Unsubscribes and lets go of the source, which holds the closures of the `let`.
  func stop() {
    if case .ranked(let ranked, _) = stage { ranked.receiver.stop() }
    subscription?.dispose()
    subscription = nil
    for group in extras?.groupSubscriptions ?? [] { group.dispose() }
    extras?.groupSubscriptions = []
    followedDepth = -1
    extras?.coldStream = nil
    extras?.connectable = nil
    stage = nil
  }

  /// Subscribes to `source`, passing each value through `stage` first (`nil` drops it); the
  /// first values arrive during this call.
  ///
  /// A `cold` cell only keeps `source`, for each of its subscribers to subscribe to.
  func start(_ source: Observable<Value>, stage: Stage? = nil) {
    if let connectable = source as? ConnectableObservable<Value> { kept.connectable = connectable }
    if isCold {
      let runtime = self.runtime
      let staged = stage.map { source.compactMap($0.transform(runtime: runtime)) } ?? source
      kept.coldStream = Observable.create { [weak self] observer in
        guard let self else { return staged.subscribe(observer) }
        return self.subscribeCold(staged, observer)
      }
      return
    }
    if case .ranked(let ranked, _) = stage {
      followedRank = Int32(clamping: ranked.rank)
    } else {
      followedRank = Int32(clamping: CellEngine.rank(of: source))
    }
    followedDepth = Int32(clamping: CellEngine.sourceDepth(of: source))
    self.stage = stage
    let follower = CellEngine.Follower(Follower(cell: self))
    subscription = follower
    follower.follow(source)
  }

  /// Subscribes to the groups of a `groupBy`: its own values are the keys, each when its
  /// group opens, and each group's values are recorded in a lane of their own.
  func start(groups: Observable<GroupedObservable<Value, Value>>) {
    start(
      groups.map { [unowned self] group in
        let kept = self.kept
        let index = kept.groups.count
        kept.groups.append((group.key, runtime.now, History()))
        kept.groupSubscriptions.append(
          group.subscribe(
            onNext: { [unowned self] value in
              self.kept.groups[index].history.append(value, at: runtime.now, cause: runtime.cause)
              runtime.recordLine(for: self, "\(groupName(group.key)) = \(value.shortLiteral)")
            },
            onError: { [unowned self] error in
              self.kept.groups[index].history.append(
                end: .error(error), at: runtime.now, cause: runtime.cause)
            },
            onCompleted: { [unowned self] in
              self.kept.groups[index].history.append(end: .completed, at: runtime.now, cause: runtime.cause)
            }))
        return group.key
      })
  }

  /// One subscription of a `cold` stream: numbered, announced in the trace and recorded in a
  /// lane of its own.
  private func subscribeCold(_ source: Observable<Value>, _ observer: AnyObserver<Value>)
    -> Disposable
  {
    let index = runs.count
    kept.runs.append((runtime.now, History(), false, nil))
    runtime.recordLine(for: self, "\(name) sub \(index + 1) subscribed")
    let subscription = source.subscribe(
      onNext: { [weak self] value in
        self?.record(.next(value), run: index)
        observer.onNext(value)
      },
      onError: { [weak self] error in
        self?.record(.error(error), run: index)
        observer.onError(error)
      },
      onCompleted: { [weak self] in
        self?.record(.completed, run: index)
        observer.onCompleted()
      })
    return Disposables.create { [weak self] in
      if let self, !runs[index].ended {
        kept.runs[index].ended = true
        kept.runs[index].stop = runtime.now
        runtime.recordLine(for: self, "\(name) sub \(index + 1) unsubscribed")
      }
      subscription.dispose()
    }
  }

  /// Records `event` in the lane of subscription `index` of a `cold` stream, and in the trace.
  private func record(_ event: Event<Value>, run index: Int) {
    switch event {
    case .next(let value):
      kept.runs[index].history.append(value, at: runtime.now, cause: runtime.cause)
      runtime.recordLine(for: self, "\(name) sub \(index + 1) = \(value.shortLiteral)")
    default:
      kept.runs[index].ended = true
      kept.runs[index].history.append(end: event, at: runtime.now, cause: runtime.cause)
    }
  }

  private func groupName(_ key: Value) -> String { "\(name)[\(key.shortLiteral)]" }

  /// Its own lane, unless it is `cold` and was subscribed to (then it has none of its own),
  /// then one per subscription or group.
  var lanes: [CellLane] {
    let own = CellLane(name: name, history: history)
    if isCold {
      guard !runs.isEmpty else { return [own] }
      return runs.enumerated().map { index, run in
        CellLane(
          name: "\(name) sub \(index + 1)", history: run.history, start: run.start, stop: run.stop,
          owner: name)
      }
    }
    return [own]
      + groups.map { group in
        CellLane(name: groupName(group.key), history: group.history, start: group.start, owner: name)
      }
  }

  /// How many times a `cold` stream was subscribed to.
  var subscriptionCount: Int { runs.count }

  /// Whether it runs a stage of its own on each value of its source (rather than taking the
  /// source's values as they are).
  var runsOwnStage: Bool { stage != nil }

  /// Whether its stage waits for the propagation to settle below it (``RankedStage``).
  var waitsForRank: Bool {
    if case .ranked = stage { return true }
    return false
  }

  var currentValue: Value? { latest }

  var stream: Observable<Value>? {
    if isCold { return extras?.coldStream }
    guard followedDepth >= 0 else { return nil }
    return output.observable(rank: Int(followedRank), sourceDepth: Int(followedDepth) + 1)
  }

  /// Records `value` and delivers it, unless it equals the latest.
  func receive(_ value: Value) {
    let runtime = self.runtime
    if !keepsEveryEvent, value == latest {
      runtime.record(self, value, unchanged: true)
      return
    }
    latest = value
    history.append(value, at: runtime.now, cause: runtime.cause)
    runtime.record(self, value)
    output.forward(value)
  }

  /// Records the end, then passes it on: the cell hears of it before any binding does.
  func finish(_ event: Event<Value>) {
    history.append(end: event, at: runtime.now, cause: runtime.cause)
    if let error = event.error {
      runtime.recordLine(for: self, "\(name) failed: \(ScriptFailure.message(of: error))")
    } else {
      runtime.recordLine(for: self, "\(name) completed")
    }
    output.forward(end: event)
  }
}

/// What a derived cell's node calls: the cell, which disposes the node before it goes.
private struct Follower: CellEngine.Receiver {
  unowned let cell: DerivedCell

  func receiveNext(_ value: Value) { cell.receiveNext(value) }

  func receiveEnd(_ event: Event<Value>) { cell.receiveEnd(event) }
}

extension DerivedCell {
  /// Takes a value of the source, through the cell's stage if it has one.
  fileprivate func receiveNext(_ value: Value) {
    switch stage {
    case nil: receive(value)
    case .closure(let transform)?: if let result = transform(value) { receive(result) }
    case .map(let map)?: if let result = map.apply(value, runtime: runtime) { receive(result) }
    case .ranked(let ranked, _)?: ranked.receive(value)
    }
  }

  /// Takes the source's end: after the pending value when the stage waits for its rank.
  fileprivate func receiveEnd(_ event: Event<Value>) {
    if case .ranked(let ranked, _) = stage { ranked.receiveEnd(event) } else { finish(event) }
  }

  /// Runs the ranked stage on `value`, the followed cell's latest once the propagation has
  /// settled below this cell (``RankedStage``).
  func receiveSettled(_ value: Value) {
    guard case .ranked(_, let work) = stage, let result = work.apply(value, runtime: runtime) else {
      return
    }
    receive(result)
  }
}
