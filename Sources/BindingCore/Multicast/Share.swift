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
  /// one leaves: this is `multicast` through a replay subject, with `refCount()` (a fresh
  /// subject per connection while connected, one subject forever otherwise), as in RxSwift. Shared chains stay glitch-free: in a diamond built on a shared value, a
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
    switch (scope, replay) {
    case (.whileConnected, 0): return multicast(makeSubject: { PublishSubject() }).refCount()
    case (.whileConnected, _):
      return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
    case (.forever, 0): return multicast(PublishSubject()).refCount()
    case (.forever, _): return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
    }
  }
}
