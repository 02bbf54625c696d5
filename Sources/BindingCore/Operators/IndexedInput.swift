import DequeModule

/// Copies a value of an input into the input's storage: built in the caller's code by
/// ``indexedStore(_:)``, for the caller's element type.
///
/// Code shared by every element type moves a value through its type's value witnesses, in a
/// frame sized at run time (80 instructions a value in the input for a two-`Int` struct, against
/// 62 for `Int` in a class `BindingCore` compiled for it in advance, until issue 36); this
/// closure moves it with the caller's type.
@usableFromInline
typealias IndexedStore<Element> = (
  _ value: Element, _ storage: UnsafeMutableRawPointer, _ how: IndexedStoreMode
) -> Void

/// How an ``IndexedStore`` keeps a value.
@usableFromInline
enum IndexedStoreMode {
  /// Into the latest value's slot, which holds none yet.
  case initialize
  /// Into the latest value's slot, over the value there.
  case assign
  /// At the end of the queue of values waiting (`zip`), a `Deque` of the element type.
  case append
}

/// The ``IndexedStore`` of `Element`; inlined into the inlinable `combineLatest` and `zip`, so
/// that it is compiled in the caller's code, for the caller's element type.
@inlinable @inline(__always)
func indexedStore<Element>(_: Element.Type) -> IndexedStore<Element> {
  { value, storage, how in
    switch how {
    case .assign: storage.assumingMemoryBound(to: Element.self).pointee = value
    case .initialize: storage.assumingMemoryBound(to: Element.self).initialize(to: value)
    case .append: appendValue(value, to: storage)
    }
  }
}

/// Appends `value` to the queue of values waiting at `storage` (`zip`); out of line, so that
/// the usual store, into the latest value's slot, needs no frame.
@inlinable @inline(never)
func appendValue<Element>(_ value: Element, to storage: UnsafeMutableRawPointer) {
  storage.assumingMemoryBound(to: Deque<Element>.self).pointee.append(value)
}

/// One input of an ``IndexedCombiner``: keeps the values of its source that wait to be
/// combined, the latest one under ``CombineRule/latest``, all of them under `zip`.
///
/// Its storage (the latest value's slot, or the queue) is allocated once: code shared by every
/// element type would otherwise look up the metadata of `Element?` at every value. Values are
/// copied into it by ``IndexedStore``, a closure built in the caller's code.
final class IndexedInput<Element, Result>: ObserverNode<Element> {
  private let combiner: IndexedCombiner<Result>
  private let index: Int
  private let copyIn: IndexedStore<Element>
  /// The latest value's slot, or under `zip` the queue of values waiting.
  private let storage: UnsafeMutableRawPointer
  /// How the next value is kept: `append` under `zip`; otherwise `initialize` until the slot
  /// holds a value, then `assign`.
  ///
  /// Owned by the combiner's owner, which makes the run-time exclusivity check redundant.
  @exclusivity(unchecked) private var mode: IndexedStoreMode

  init(_ combiner: IndexedCombiner<Result>, index: Int, store: @escaping IndexedStore<Element>) {
    self.combiner = combiner
    self.index = index
    copyIn = store
    if combiner.rule == .latest {
      mode = .initialize
      storage = UnsafeMutableRawPointer(UnsafeMutablePointer<Element>.allocate(capacity: 1))
    } else {
      mode = .append
      let queue = UnsafeMutablePointer<Deque<Element>>.allocate(capacity: 1)
      queue.initialize(to: [])
      storage = UnsafeMutableRawPointer(queue)
    }
    super.init(chainDepth: combiner.inputDepth)
  }

  deinit {
    switch mode {
    case .append: storage.assumingMemoryBound(to: Deque<Element>.self).deinitialize(count: 1)
    case .assign: storage.assumingMemoryBound(to: Element.self).deinitialize(count: 1)
    case .initialize: break
    }
    storage.deallocate()
  }

  /// Copies the value a result uses into `destination`: the latest one, or under `zip` the
  /// oldest one waiting, which it removes.
  ///
  /// Call as the combiner's owner, once the combiner counted a value here.
  func take(into destination: UnsafeMutablePointer<Element>) {
    if mode == .append {
      destination.initialize(to: storage.assumingMemoryBound(to: Deque<Element>.self).pointee.removeFirst())
    } else {
      destination.initialize(to: storage.assumingMemoryBound(to: Element.self).pointee)
    }
  }

  /// The latest value's slot, initialized once the input has a value; read as the combiner's
  /// owner under ``CombineRule/latest``.
  var latestAddress: UnsafeRawPointer { UnsafeRawPointer(storage) }

  /// Keeps `value` and reports it to the combiner.
  package override func onNext(_ value: Element) {
    guard let admits = combiner.admitsValue() else { return receiveElsewhere(value) }
    guard admits else { return }
    store(value)
    combiner.valueKept(at: index)
  }

  /// Keeps `value`; called as the combiner's owner.
  @inline(__always)
  private func store(_ value: Element) {
    copyIn(value, storage, mode)
    if mode == .initialize { mode = .assign }
  }

  /// `value` arrived while another propagation owns the combiner's state, or outside a
  /// propagation.
  @inline(never)
  private func receiveElsewhere(_ value: Element) {
    combiner.runAsOwner { [self] in _ = combiner.recordValue(at: index) { store(value) } }
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): combiner.receiveStop(at: index, .error(error))
    case .completed: combiner.receiveStop(at: index, .completed)
    }
  }
}
