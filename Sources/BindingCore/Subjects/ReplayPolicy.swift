/// How many past values a hot source hands to each new subscriber.
@usableFromInline
package enum ReplayPolicy: Sendable {
  /// None: subscribers only see what is emitted after they subscribe.
  case none
  /// The latest value, which always exists (`BehaviorSubject`, `BehaviorRelay`).
  case latest
  /// Up to this many of the most recent values (`ReplaySubject`, `ReplayRelay`).
  case buffer(Int)
}
