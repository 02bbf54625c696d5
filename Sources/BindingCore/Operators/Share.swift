import Synchronization

/// How long `share(replay:scope:)` keeps the values it replays.
public enum SubjectLifetimeScope: Sendable {
  /// Each connection to the source has its own replay buffer: when the last subscriber leaves
  /// or the source ends, the buffer is dropped and the next subscriber subscribes to the
  /// source afresh. The usual choice; `retry` and `concat` after it work as expected.
  case whileConnected
  /// One replay buffer for the life of the operator: a subscriber arriving after all others
  /// left first receives the values buffered before; once the source has ended, new
  /// subscribers receive the buffer and the end, and the source is not subscribed again.
  case forever
}

extension ObservableType {
  /// Shares one subscription to the source among all subscribers, replaying up to `replay`
  /// of the latest values to each new one.
  ///
  /// ```swift
  /// let user = api.currentUser().share(replay: 1)
  /// user.map(\.name).bind(to: nameLabel)
  /// user.map(\.avatar).bind(to: avatarView)   // one request, two bindings
  /// ```
  ///
  /// The source is subscribed to when the first subscriber arrives and disposed when the last
  /// one leaves. Shared chains stay glitch-free: in a diamond built on a shared value, a
  /// `combineLatest` of two of its branches emits once per change.
  ///
  /// - Parameters:
  ///   - replay: How many of the latest values a new subscriber receives first.
  ///   - scope: Whether the replay buffer outlives a connection to the source; see
  ///     ``SubjectLifetimeScope``.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected)
    -> Observable<Element>
  {
    precondition(replay >= 0, "replay must not be negative")
    return ShareObservable(source: asObservable(), replay: replay, scope: scope)
  }
}

final class ShareObservable<Element>: Observable<Element> {
  private var source: Observable<Element>
  private let policy: ReplayPolicy
  private let scope: SubjectLifetimeScope
  private let lock = Mutex(())
  // Guarded by `lock`.
  private var connection: ShareConnection<Element>?
  private var foreverBroadcast: Broadcast<Element>?

  init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.policy = replay == 0 ? .none : .buffer(replay)
    self.scope = scope
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  deinit {
    Propagation.current.release(source: &source)
  }

  private enum Join {
    case connection(ShareConnection<Element>, isFirst: Bool)
    case ended(Broadcast<Element>)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    let join = lock.locked { () -> Join in
      if let connection = self.connection {
        connection.subscribers += 1
        return .connection(connection, isFirst: false)
      }
      if let foreverBroadcast, foreverBroadcast.stopped != nil { return .ended(foreverBroadcast) }
      let connection = ShareConnection(broadcast: broadcastForNewConnection())
      connection.subscribers = 1
      self.connection = connection
      return .connection(connection, isFirst: true)
    }
    let connection: ShareConnection<Element>
    let isFirst: Bool
    switch join {
    case .ended(let broadcast): return broadcast.subscribe(node: node)
    case .connection(let joined, let first): (connection, isFirst) = (joined, first)
    }
    let subscription = connection.broadcast.subscribe(node: node)
    if isFirst {
      let upstream = ForwardingNode<Element>(depth: node.chainDepth + 1) { [self] event in
        if event.isStopEvent { end(connection) }
        connection.broadcast.forward(event)
      }
      let source = self.source
      Propagation.current.atCheckpoint {
        connection.upstream.setDisposable(source.subscribe(node: upstream))
      }
    }
    return Disposables.create { [self] in
      subscription.dispose()
      release(connection)
    }
  }

  /// The broadcast a new connection delivers through: a fresh one, or for `.forever` the one every
  /// connection shares.
  ///
  /// Called with `lock` held.
  private func broadcastForNewConnection() -> Broadcast<Element> {
    guard scope == .forever else { return Broadcast(policy: policy) }
    if let foreverBroadcast { return foreverBroadcast }
    let broadcast = Broadcast<Element>(policy: policy)
    foreverBroadcast = broadcast
    return broadcast
  }

  /// Counts one subscriber out; the last one disconnects from the source.
  private func release(_ connection: ShareConnection<Element>) {
    let disconnect = lock.locked { () -> Bool in
      connection.subscribers -= 1
      guard connection.subscribers == 0, self.connection === connection else { return false }
      self.connection = nil
      return true
    }
    if disconnect { Propagation.current.atCheckpoint { connection.upstream.dispose() } }
  }

  /// Forgets `connection` once its source has ended, so the next subscriber starts anew.
  private func end(_ connection: ShareConnection<Element>) {
    lock.locked {
      if self.connection === connection { self.connection = nil }
    }
  }
}

/// One subscription to the source of a `share`, and the subscribers counted on it.
private final class ShareConnection<Element> {
  let broadcast: Broadcast<Element>
  let upstream = SingleAssignmentDisposable()
  /// Guarded by the lock of the `ShareObservable` that owns this connection.
  var subscribers = 0

  init(broadcast: Broadcast<Element>) {
    self.broadcast = broadcast
  }
}
