extension CellEngine {
  /// A source of values that holds its latest value (or replays nothing) and emits to its
  /// followers: what a state holds, and what a derived value delivers through.
  ///
  /// A view of one engine broadcast, the object behind every subject and relay: copies share
  /// it, and the struct takes one word.
  @usableFromInline
  package struct Source<Element> {
    @usableFromInline let broadcast: Broadcast<Element>

    @inlinable init(_ broadcast: Broadcast<Element>) { self.broadcast = broadcast }

    /// A source that holds its latest value, `initial` until it emits if given, and gives it to
    /// each new follower as it starts following (a `BehaviorRelay`, `share(replay: 1)`).
    @inlinable package init(replayingLatest initial: Element? = nil) {
      self.init(Broadcast(policy: .latest, initial: initial))
    }

    /// A source that keeps nothing: a follower gets only what is emitted after it starts
    /// following (a `PublishRelay`).
    @inlinable package static func replayingNothing() -> Source {
      Source(Broadcast(policy: .none))
    }

    /// Emits `value`, set by the program (a statement, a binding, a timer), to every follower.
    ///
    /// Starts a propagation when none runs on this thread. Emitted into a source that has
    /// already delivered in the running propagation (from one of its own followers, say), the
    /// value is queued and delivered once that propagation ends, after the values before it.
    @inlinable @inline(__always)
    package func emit(_ value: Element) {
      broadcast.emitNext(value)
    }

    /// Delivers `value`, which continues the propagation the caller is receiving (a derived
    /// value passing on what its source gave it), to every follower at once.
    ///
    /// Unlike ``emit(_:)``, several values in one propagation are delivered as they come.
    @inlinable package func forward(_ value: Element) {
      broadcast.forwardNext(value)
    }

    /// Delivers `end`, an error or a completion received from upstream, to every follower,
    /// and ends the source: it emits nothing after it, and a later follower gets the latest
    /// value (if it keeps one), then the end.
    @inlinable package func forward(end: Event<Element>) {
      broadcast.forward(end)
    }

    /// The source as an observable at `rank`, with `sourceDepth` operators between it and its
    /// first source: what operators and other cells subscribe to.
    ///
    /// Give it the rank of what the cell follows (``CellEngine/rank(of:)``; 0 for a state), so
    /// that a multi-input operator built on it flushes after everything the cell depends on.
    /// Each subscriber gets what the source replays, then what it delivers. One may be made for
    /// each subscriber: they all observe this source.
    @inlinable package func observable(rank: Int, sourceDepth: Int) -> Observable<Element> {
      BroadcastObservable(broadcast, rank: rank, sourceDepth: sourceDepth)
    }

    /// A `BehaviorRelay` over this source (a two-way binding's): what it accepts, this source
    /// emits, and its value is this source's latest.
    ///
    /// Only for a source made with ``init(replayingLatest:)`` and an initial value.
    @inlinable package func relay() -> BehaviorRelay<Element> {
      BehaviorRelay(sharing: broadcast)
    }
  }
}
