extension CellEngine {
  /// One node that follows an observable or a ``Source`` and calls the ``Receiver`` kept
  /// inside it: with each value, then with the error or completion that ends what it follows.
  ///
  /// One object of 48 bytes from `malloc` with a receiver of one word, where
  /// `subscribe(onNext:)` makes a sink and a closure for each kind of event. It calls its
  /// receiver nothing after the end or once disposed; disposing it leaves what it follows.
  /// A view of that node: copies share it, and the struct takes one word.
  @usableFromInline
  package struct Follower<Receiver: CellEngine.Receiver> {
    @usableFromInline let node: ChainEndNode<Receiver>

    /// A follower that follows nothing yet: start it with ``follow(_:)``.
    ///
    /// For an owner that keeps the follower before the first values arrive.
    @inlinable package init(_ receiver: Receiver) {
      node = ChainEndNode(receiver)
    }

    /// A follower of `source`; its first values arrive during this call.
    @inlinable package init(_ receiver: Receiver, following source: Observable<Receiver.Element>) {
      node = ChainEndNode(receiver, following: source)
    }

    /// A follower of `source`; what the source replays arrives during this call.
    @inlinable package init(_ receiver: Receiver, following source: Source<Receiver.Element>) {
      node = ChainEndNode(receiver, following: source.broadcast)
    }

    /// Starts following `source`; its first values arrive during this call.
    ///
    /// Call once, on a follower made with ``init(_:)``. Once disposed, it leaves `source` at
    /// once.
    @inlinable package func follow(_ source: Observable<Receiver.Element>) {
      node.follow(source)
    }

    /// Stops calling the receiver and leaves what it follows.
    @inlinable package func dispose() {
      node.dispose()
    }

    /// The follower as a `Disposable`, to keep in a `DisposeBag`.
    @inlinable package var disposable: Disposable { node }
  }
}
