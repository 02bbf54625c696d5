import Binding
import BindingCore
import Observation

/// A `bindable`, `mutable`, `published` or `observed` state: a relay holding the current
/// value.
///
/// `bindable` and `mutable` state is a `BehaviorRelay`. `published` state follows Combine's
/// `@Published`: subscribers are told of a new value before it is stored, so reading the
/// state from inside a subscriber gives the old value. `observed` state is an `@Observable`
/// model's property seen through `Observable.observing`: a change is stored at once, and its
/// relay is told when the runtime's ``SettleQueue`` runs (after the statement or timer that
/// made it), once for a burst, with the value then stored.
///
/// A long script keeps 100,000 of these, so the fields are ordered for size: the one-byte
/// ones fill the room a wider one leaves (152 bytes in all).
final class StateCell: Cell {
  var name: String
  let type: ScriptType
  /// Only touched by the thread running the script, one access at a time, which makes the
  /// run-time exclusivity checks redundant.
  @exclusivity(unchecked) private(set) var history = History()
  let kind: StateKind
  /// The engine's source behind the state (``CellEngine/Source``).
  ///
  /// For `bindable`, `mutable` and `observed` state, that of the relay holding it (it replays
  /// the latest value); for `published` state, that of the one telling of a value about to be
  /// set (it replays nothing). The relays themselves are made when asked for
  /// (``stream``, ``twoWayRelay``): a long script's states are bound through their
  /// sources, and a relay kept in each took 32 bytes.
  private let source: CellEngine.Source<Value>
  /// The model behind `observed` state, with the observation that feeds the relay.
  private let model: ObservedModel?
  /// The value: for `published` state, stored after its subscribers were told; for the others,
  /// the relay's, copied as the relay delivers it to its first subscriber, the recording,
  /// before any other code can read it.
  @exclusivity(unchecked) private var stored: Value
  /// Whether the relay is replaying its value to the recording as it subscribes.
  ///
  /// Only the later values are changes. A stored property, not a captured `var`, whose box
  /// the recording would check for exclusive access at every value.
  @exclusivity(unchecked) private var replaying = false
  /// The node by which the cell records the relay's values; set once in `init`.
  private var recording: CellEngine.Follower<Recorder>?
  /// The runtime, held strongly.
  ///
  /// An `unowned` reference costs a check and a retain at every value (about 30
  /// instructions a cell an update). The runtime holds the cell through its names, a cycle
  /// its tear-down breaks by letting go of every name.
  let runtime: Runtime

  init(name: String, kind: StateKind, type: ScriptType, initial: Value, runtime: Runtime) {
    self.name = name
    self.kind = kind
    self.type = type
    self.runtime = runtime
    stored = initial
    let isPublished = kind == .published
    source = isPublished ? .replayingNothing() : CellEngine.Source(replayingLatest: initial)
    model = kind == .observed ? ObservedModel(initial) : nil
    history.append(initial, at: runtime.now, cause: runtime.cause)
    // A relay replays its value on subscription: only the later ones are changes.
    replaying = !isPublished
    // One node that calls the cell, where `subscribe(onNext:)` makes a sink and a closure.
    recording = CellEngine.Follower(Recorder(cell: self), following: source)
    replaying = false
    if let model {
      var first = true
      let source = self.source
      model.observation = Observable.observing(on: runtime.settleQueue) { model.value }
        .subscribe(onNext: { value in
          if first {
            first = false
          } else {
            source.emit(value)
          }
        })
    }
  }

  deinit {
    model?.observation?.dispose()
    recording?.dispose()
  }

  /// The stored value.
  var value: Value { stored }

  var currentValue: Value? { value }

  /// The current value on subscription, then every new one.
  var stream: Observable<Value>? {
    let changes = source.observable(rank: 0, sourceDepth: 0)
    guard kind == .published else { return changes }
    return Observable.create { [unowned self] observer in
      observer.onNext(self.stored)
      return changes.subscribe(observer)
    }
  }

  /// The relay a two-way binding keeps in sync, for `mutable` state only.
  var twoWayRelay: BehaviorRelay<Value>? {
    kind == .mutable ? source.relay() : nil
  }

  /// Sets the state; every subscriber is told at once, except for `observed` state, whose
  /// subscribers are told once the runtime settles.
  func set(_ newValue: Value) {
    if let model {
      stored = newValue
      model.value = newValue
    } else if kind == .published {
      source.emit(newValue)
      stored = newValue
    } else {
      source.emit(newValue)
    }
  }

  /// Records a change of the relay (or, for `published` state, a value about to be set).
  fileprivate func receiveNext(_ value: Value) {
    guard !replaying else { return }
    if kind != .published { stored = value }
    let runtime = self.runtime
    history.append(value, at: runtime.now, cause: runtime.cause)
    runtime.record(self, value)
  }
}

/// What a state's recording node calls: the state, which disposes the node before it goes
/// (`unowned(unsafe)`: no check and retain at each value).
private struct Recorder: CellEngine.Receiver {
  unowned(unsafe) let cell: StateCell

  func receiveNext(_ value: Value) { cell.receiveNext(value) }

  /// A relay never ends.
  func receiveEnd(_ event: Event<Value>) {}
}

/// The `@Observable` model behind an `observed` state.
@Observable private final class ObservedModel {
  var value: Value
  /// The observation of `value` that feeds the state's relay.
  @ObservationIgnored var observation: Disposable?

  init(_ value: Value) {
    self.value = value
  }
}
