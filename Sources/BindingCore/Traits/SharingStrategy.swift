/// How a ``SharedSequence`` shares its source among subscribers and where it delivers.
public protocol SharingStrategyProtocol {
  /// The scheduler values are delivered on.
  static var scheduler: any SchedulerType & Sendable { get }

  /// Shares `source` among all subscribers of one sequence.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// The strategy of ``Driver``: shares one subscription, replays the latest value to each
/// new subscriber.
public enum DriverSharingStrategy: SharingStrategyProtocol {
  /// The scheduler ``SharingScheduler`` selects: the main scheduler outside tests.
  public static var scheduler: any SchedulerType & Sendable { SharingScheduler.current }

  /// Shares `source` and replays its latest value while it has subscribers.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// The strategy of ``Signal``: shares one subscription, replays nothing.
public enum SignalSharingStrategy: SharingStrategyProtocol {
  /// The scheduler ``SharingScheduler`` selects: the main scheduler outside tests.
  public static var scheduler: any SchedulerType & Sendable { SharingScheduler.current }

  /// Shares `source` without replay while it has subscribers.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 0, scope: .whileConnected)
  }
}
