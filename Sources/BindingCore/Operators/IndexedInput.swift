import DequeModule

/// One input of an ``IndexedCombiner``: keeps the values of its source that wait to be
/// combined, the latest one under ``CombineRule/latest``, all of them under `zip`.
///
/// The latest value lives in a slot allocated once: code shared by every element type would
/// otherwise look up the metadata of `Element?` at every value.
///
/// Its `onNext` is ``AnyIndexedInput``'s, or that of a class compiled for common element types
/// (`PairCombiner+Compiled.swift`, ``CompiledClass``).
class IndexedInput<Element, Result>: ObserverNode<Element> {
  private let combiner: IndexedCombiner<Result>
  private let index: Int
  private let keepsAll: Bool
  private let latest = UnsafeMutablePointer<Element>.allocate(capacity: 1)
  /// Owned by the combiner's owner, which makes the run-time exclusivity check redundant.
  @exclusivity(unchecked) private var hasLatest = false
  @exclusivity(unchecked) private var queue: Deque<Element> = []

  required init(_ combiner: IndexedCombiner<Result>, index: Int) {
    self.combiner = combiner
    self.index = index
    keepsAll = combiner.rule != .latest
    super.init(chainDepth: combiner.inputDepth)
  }

  deinit {
    if hasLatest { latest.deinitialize(count: 1) }
    latest.deallocate()
  }

  /// Copies the value a result uses into `destination`: the latest one, or under `zip` the
  /// oldest one waiting, which it removes.
  ///
  /// Call as the combiner's owner, once the combiner counted a value here.
  func take(into destination: UnsafeMutablePointer<Element>) {
    if keepsAll {
      destination.initialize(to: queue.removeFirst())
    } else {
      destination.initialize(to: latest.pointee)
    }
  }

  /// The latest value's slot, initialized once the input has a value; read as the combiner's
  /// owner under ``CombineRule/latest``.
  final var latestAddress: UnsafeRawPointer { UnsafeRawPointer(latest) }

  /// Keeps `value` and reports it to the combiner; inlined into each subclass's `onNext`.
  @inline(__always)
  final func receive(_ value: Element) {
    combiner.receiveValue(at: index, { store(value) }, elsewhere: { receiveElsewhere(value) })
  }

  /// Keeps `value`; called as the combiner's owner.
  @inline(__always)
  private func store(_ value: Element) {
    if keepsAll {
      queue.append(value)
    } else if hasLatest {
      latest.pointee = value
    } else {
      latest.initialize(to: value)
      hasLatest = true
    }
  }

  /// `value` arrived while another propagation owns the combiner's state, or outside a
  /// propagation.
  @inline(never)
  private func receiveElsewhere(_ value: Element) {
    combiner.runAsOwner { [self] in _ = combiner.recordValue(at: index) { store(value) } }
  }

  package final override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): onNext(value)
    case .error(let error): combiner.receiveStop(at: index, .error(error))
    case .completed: combiner.receiveStop(at: index, .completed)
    }
  }
}

/// An ``IndexedInput`` for any element types.
final class AnyIndexedInput<Element, Result>: IndexedInput<Element, Result> {
  package override func onNext(_ value: Element) { receive(value) }
}
