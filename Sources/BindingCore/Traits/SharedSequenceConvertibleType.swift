/// A type that can present itself as a ``SharedSequence``, so that every trait operator,
/// `drive` and `emit` work on it as on a ``Driver`` or ``Signal``.
///
/// Conform a type of your own by naming its element and strategy and returning the sequence;
/// `asObservable()` comes with the protocol:
///
/// ```swift
/// final class ActivityIndicator: SharedSequenceConvertibleType {
///   typealias Element = Bool
///   typealias SharingStrategy = DriverSharingStrategy
///   private let count = BehaviorRelay(value: 0)
///   func asSharedSequence() -> Driver<Bool> { count.asDriver().map { $0 > 0 } }
/// }
/// ActivityIndicator().drive(onNext: { spinner.isHidden = !$0 })
/// ```
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// How the sequence is shared and where it delivers.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// This value as a ``SharedSequence``.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The shared sequence as a plain ``Observable``.
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}
