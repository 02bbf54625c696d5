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
final class StateCell: Cell {
  var name: String
  let kind: StateKind
  let type: ScriptType
  /// Only touched by the thread running the script, one access at a time, which makes the
  /// run-time exclusivity checks redundant.
  @exclusivity(unchecked) private(set) var history = History()
  /// The broadcast of the relay that holds a `bindable`, `mutable` or `observed` state; the
  /// relay itself is made when asked for (``stream``, ``twoWayRelay``): a long script's
  /// states are bound through their broadcasts, and a relay kept in each took 32 bytes.
  private let relay: Broadcast<Value>?
  private let willSet: PublishRelay<Value>?
  private let model: ObservedModel?
  /// The observation that feeds the relay of `observed` state: an array, one word and
  /// no allocation while empty, where an optional `Disposable` takes five words in every state.
  private var observation: [Disposable] = []
  /// The value: for `published` state, stored after its subscribers were told; for the others,
  /// the relay's, copied as the relay delivers it to its first subscriber, the recording,
  /// before any other code can read it.
  @exclusivity(unchecked) private var stored: Value
  private var recording: ChainEndSink<Value>?
  /// Whether the relay is replaying its value to the recording as it subscribes.
  ///
  /// Only the later values are changes. A stored property, not a captured `var`, whose box
  /// the recording would check for exclusive access at every value.
  @exclusivity(unchecked) private var replaying = false
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
    if kind == .published {
      relay = nil
      willSet = PublishRelay()
    } else {
      relay = Broadcast(policy: .latest, initial: initial)
      willSet = nil
    }
    model = kind == .observed ? ObservedModel(initial) : nil
    history.append(initial, at: runtime.now, cause: runtime.cause)
    // A relay replays its value on subscription: only the later ones are changes.
    replaying = relay != nil
    // One node that calls the cell, where `subscribe(onNext:)` makes a sink and a closure.
    let sink = ChainEndSink<Value>(self)
    recording = sink
    sink.setUpstream(held: relay?.subscribeHeld(node: sink) ?? willSet!.subscribeHeld(node: sink))
    replaying = false
    if let model, let relay {
      var first = true
      let observing = Observable.observing(on: runtime.settleQueue) { model.value }
        .subscribe(onNext: { value in
          if first {
            first = false
          } else {
            relay.emitNext(value)
          }
        })
      observation = [observing]
    }
  }

  deinit {
    for subscription in observation { subscription.dispose() }
    recording?.dispose()
  }

  /// The stored value.
  var value: Value { stored }

  var currentValue: Value? { value }

  /// The current value on subscription, then every new one.
  var stream: Observable<Value>? {
    if let relay { return BroadcastObservable(relay, rank: 0, sourceDepth: 0) }
    let willSet = willSet!
    return Observable.create { [unowned self] observer in
      observer.onNext(self.stored)
      return willSet.subscribe(observer)
    }
  }

  /// The relay a two-way binding keeps in sync, for `mutable` state only.
  var twoWayRelay: BehaviorRelay<Value>? {
    guard kind == .mutable, let relay else { return nil }
    return BehaviorRelay(sharing: relay)
  }

  /// Sets the state; every subscriber is told at once, except for `observed` state, whose
  /// subscribers are told once the runtime settles.
  func set(_ newValue: Value) {
    if let model {
      stored = newValue
      model.value = newValue
    } else if let relay {
      relay.emitNext(newValue)
    } else {
      willSet?.accept(newValue)
      stored = newValue
    }
  }
}

extension StateCell: ChainEnd {
  /// Records a change of the relay (or, for `published` state, a value about to be set).
  func receiveNext(_ value: Value) {
    guard !replaying else { return }
    if relay != nil { stored = value }
    let runtime = self.runtime
    history.append(value, at: runtime.now, cause: runtime.cause)
    runtime.record(self, value)
  }

  /// A relay never ends.
  func receiveEnd(_ event: Event<Value>) {}
}

/// The `@Observable` model behind an `observed` state.
@Observable private final class ObservedModel {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
