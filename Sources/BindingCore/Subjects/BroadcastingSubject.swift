/// A subject whose events travel through a ``Broadcast``.
///
/// A connection of `multicast` feeds such a subject's broadcast directly, with
/// ``Broadcast/forward(_:)``: the events continue the source's delivery rather than re-enter the
/// subject, so several of them in one propagation are delivered as they come, as `share` does.
protocol BroadcastingSubject<Element>: AnyObject {
  associatedtype Element

  /// The broadcast that delivers this subject's events.
  var broadcast: Broadcast<Element> { get }
}

extension PublishSubject: BroadcastingSubject {}
extension ReplaySubject: BroadcastingSubject {}
extension BehaviorSubject: BroadcastingSubject {}
