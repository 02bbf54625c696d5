/// A sequence for driving UI: it never fails, delivers on one scheduler (the main one by
/// default) and shares a single subscription to its source among all subscribers.
///
/// Use it through its two flavours: ``Driver`` (state: replays the latest value) and
/// ``Signal`` (events: replays nothing).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType
{
  let source: Observable<Element>

  /// Wraps `source`, which must already never fail and deliver on
  /// `SharingStrategy.scheduler`, sharing it by the strategy.
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` without sharing it again.
  init(shared source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as a plain ``Observable``.
  public func asObservable() -> Observable<Element> { source }

  /// Returns `self`.
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

extension SharedSequence {
  /// A sequence that delivers `element`, then completes.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.just(element).observe(on: SharingStrategy.scheduler))
  }

  /// A sequence that delivers each of `elements`, then completes.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.from(elements).observe(on: SharingStrategy.scheduler))
  }

  /// A sequence that completes at once.
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.empty().observe(on: SharingStrategy.scheduler))
  }

  /// A sequence that never delivers anything.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared: Observable.never())
  }
}
