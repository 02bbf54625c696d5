/// A sequence of events over time that observers subscribe to: the type every operator
/// returns.
///
/// ```swift
/// let doubled = Observable.of(1, 2, 3).map { $0 * 2 }
/// doubled.subscribe(onNext: { print($0) })   // 2, 4, 6
/// ```
///
/// Observables are made by factories (`just`, `of`, `create`...), by operators, and by
/// subjects and relays; they are not subclassed outside this library.
public class Observable<Element>: ObservableType {
  // In 32 bits each: with the flag they fill the word after the object's header, which keeps
  // a relay at 40 bytes.
  private let storedRank: Int32
  private let storedSourceDepth: Int32
  package let isCheckpoint: Bool
  /// Whether this observable is a `map`, which may do its work in the sink of a group of
  /// consecutive `map`s (``MapGroup``); in the word the fields above leave room in, so that
  /// asking costs a load rather than a call.
  final let isMap: Bool

  /// The longest path, counted in multi-input operators, from a source to this observable.
  ///
  /// Multi-input operators flush in increasing rank, which makes propagation glitch-free.
  @usableFromInline
  package var rank: Int { Int(storedRank) }
  /// The number of operators between this observable and its source.
  @usableFromInline
  package var sourceDepth: Int { Int(storedSourceDepth) }

  init(rank: Int = 0, sourceDepth: Int = 0, isMap: Bool = false) {
    storedRank = Int32(clamping: rank)
    storedSourceDepth = Int32(clamping: sourceDepth)
    self.isCheckpoint = sourceDepth > 0 && sourceDepth % Propagation.checkpointInterval == 0
    self.isMap = isMap
    if Inspection.isAttached { Inspection.report(created: self) }
  }

  /// Starts delivering events to `observer`; dispose the result to stop.
  ///
  /// Inlined into the caller, which usually knows `Observer`: the test for closures and the
  /// adapter's generic type then cost nothing at each subscription, where code shared by every
  /// observer type would cast dynamically and look the types up (about 1,500 instructions).
  @inlinable
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    // Closures passed through another observable type (a control property, a relay wrapper)
    // still get the node that takes values without events.
    if let handlers = observer as? EventHandlers<Element> { return subscribe(handlers: handlers) }
    return subscribe(
      finalSink: ObserverAdapter(observer, deliverNext: { observer, value in observer.on(.next(value)) }))
  }

  /// Subscribes closures: values reach `onNext` without being wrapped in events.
  ///
  /// Inlined into the caller, which usually knows `Element`: the sink's generic type is then
  /// looked up once in the caller's cache, not at each subscription by code shared by every
  /// element type (about 330 instructions).
  @inlinable
  final func subscribe(handlers: EventHandlers<Element>) -> Disposable {
    subscribe(finalSink: HandlerSink(handlers))
  }

  /// Subscribes `sink`, the node of the user's observer or closures, made by the caller.
  @usableFromInline
  final func subscribe(finalSink sink: __owned Sink<Element, Never>) -> Disposable {
    if Inspection.isAttached { return subscribeFinalTapped(sink: sink) }
    return subscribeFinal(sink: sink)
  }

  /// Subscribes `sink`, the node of the user's observer or closures, and returns what the
  /// caller disposes.
  ///
  /// A subject or relay overrides this: its broadcast holds `sink`, so `sink` must not hold
  /// the broadcast back, or a subscription nobody disposes would keep both alive after the
  /// subject and the subscription are dropped (RxSwift frees them).
  package func subscribeFinal(sink: __owned Sink<Element, Never>) -> Disposable {
    sink.setUpstream(held: subscribeHeld(node: sink))
    // As the non-generic root: the existential then needs no lookup of the sink's type.
    return sink as DisposableNode
  }

  /// Subscribes `onNext` alone (`subscribe(onNext:)`) through a node fused with this
  /// observable's own stage, if it has one that fuses (a `map`'s); `nil` otherwise.
  ///
  /// The fused node does the stage's per-value work and calls `onNext`: a subscription makes
  /// one object rather than two, and a value skips a call. On `nil`, the caller subscribes a
  /// ``NextHandlerSink``.
  @usableFromInline
  func subscribeFused(onNext: @escaping (Element) -> Void) -> DisposableNode? { nil }

  /// Adds this `map` to `group` and subscribes the group's sink: to this map's source when this
  /// map is the first of the group, through the map before it otherwise.
  ///
  /// Called only when ``isMap`` is `true`.
  func subscribeMapGroup<Output>(_ group: inout MapGroup<Output>) -> DisposableNode {
    fatalError("\(type(of: self)) is not a map")
  }

  /// Subscribes an internal node.
  ///
  /// Subclasses override this.
  package func subscribe(node: ObserverNode<Element>) -> Disposable {
    Disposables.create()
  }

  /// Subscribes an internal node, returning the subscription as a sink holds it.
  ///
  /// `node` holds the result itself (`setUpstream(held:)`). Sources whose subscription is of a
  /// known kind override this, sparing the sink the `Disposable` existential and the type tests
  /// that recognise what it holds.
  package func subscribeHeld(node: ObserverNode<Element>) -> Upstream {
    Upstream(subscribe(node: node))
  }

  /// Returns `self`.
  public func asObservable() -> Observable<Element> { self }
}

/// The base of single-source operators (`map`, `filter`, `scan`...): subscribes one sink to
/// the source, guarding the stack every few links so that chains of any length subscribe,
/// deliver, dispose and deallocate without recursing deeply.
@usableFromInline
package class UnaryOperator<Source, Element>: Observable<Element> {
  /// A `var` only so that `deinit` can hand it over to be released from the top of the
  /// stack; written nowhere else, so its accesses need no run-time exclusivity check.
  @exclusivity(unchecked) package final var source: Observable<Source>

  init(source: Observable<Source>, isMap: Bool = false) {
    self.source = source
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1, isMap: isMap)
  }

  /// Creates the sink for one subscription.
  ///
  /// Subclasses override this, building the sink through its class stored when the operator
  /// was built (`private let sinkType = FilterSink<Element>.self`, then `sinkType.init(...)`):
  /// this code is shared by every element type, and naming the generic sink class here would
  /// look it up in the runtime's cache at each subscription (about 330 instructions).
  package func makeSink(downstream: ObserverNode<Element>) -> Sink<Source, Element> {
    fatalError("\(type(of: self)) must override makeSink(downstream:)")
  }

  /// Subscribes on the current thread's trampoline, as RxSwift's producers do: work the
  /// source schedules on ``CurrentThreadScheduler`` (`repeatElement`) starts once the whole
  /// chain is subscribed, so an operator such as `take` can end it.
  package final override func subscribe(node: ObserverNode<Element>) -> Disposable {
    subscribeSink(node: node)
  }

  package final override func subscribeHeld(node: ObserverNode<Element>) -> Upstream {
    .node(subscribeSink(node: node))
  }

  /// Returns the sink as its non-generic root: returned through the generic
  /// ``onTrampoline(_:)``, its own type would need a lookup of its metadata.
  private func subscribeSink(node: ObserverNode<Element>) -> DisposableNode {
    onTrampoline { subscribeNow(node: node) }
  }

  private func subscribeNow(node: ObserverNode<Element>) -> DisposableNode {
    // A map after a map may do its work in a group's sink.
    if isMap && source.isMap, let grouped = subscribeGrouped(node: node) { return grouped }
    let sink = makeSink(downstream: node)
    connect(sink)
    return sink
  }

  /// Subscribes `node` through one sink that does the work of this `map` and of the maps
  /// before it (``MapGroupSink``); `nil`, the default, to subscribe this operator's own sink.
  ///
  /// Asked only of a map whose source is a map (``Observable/isMap``).
  package func subscribeGrouped(node: ObserverNode<Element>) -> DisposableNode? { nil }

  /// Subscribes `sink`, the node of the user's closure fused with this operator's stage (see
  /// ``Observable/subscribeFused(onNext:)``), to the source, on the trampoline.
  final func subscribeFusedSink(_ sink: Sink<Source, Never>) -> DisposableNode {
    onTrampoline { () -> DisposableNode in
      connect(sink)
      return sink
    }
  }

  /// Subscribes `sink`, which receives this operator's source, to the source, guarding the
  /// stack when this operator is a checkpoint.
  @inline(__always)
  final func connect<Output>(_ sink: Sink<Source, Output>) {
    guard isCheckpoint else {
      // `self` keeps `source` for the call: no retain of it around the call.
      sink.setUpstream(
        held: Unmanaged.passUnretained(source)._withUnsafeGuaranteedRef {
          $0.subscribeHeld(node: sink, by: self)
        })
      return
    }
    let context = Propagation.current
    if context.enterCheckpoint() {
      sink.setUpstream(held: source.subscribeHeld(node: sink, by: self))
      context.leaveCheckpoint()
    } else {
      let source = self.source
      context.runWithoutRoom {
        sink.setUpstream(held: sink.isDisposed ? .empty : source.subscribeHeld(node: sink, by: self))
      }
    }
  }

  deinit {
    if isCheckpoint {
      let previous = source
      source = Observable<Source>()
      Propagation.current.release(consume previous)
    }
  }
}
