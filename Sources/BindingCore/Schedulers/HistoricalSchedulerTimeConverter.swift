import Foundation

/// Virtual time counted in dates and intervals in seconds, as a ``HistoricalScheduler``
/// counts it: virtual time is real time, only decoupled from the machine's clock.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
  /// Creates the converter.
  public init() {}

  /// `virtualTime` itself.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime {
    virtualTime
  }

  /// `time` itself.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime {
    time
  }

  /// `virtualTimeInterval` itself, in seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
    virtualTimeInterval
  }

  /// `timeInterval` itself, in seconds.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval {
    timeInterval
  }

  /// The date `offset` seconds after `time`.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
    time.addingTimeInterval(offset)
  }

  /// Compares two dates.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }

  /// The date `seconds` (at least 0) after `time`, or `nil` when `seconds` is not finite.
  public func offsetVirtualTime(_ time: RxTime, seconds: TimeInterval) -> RxTime? {
    seconds.isFinite ? time.addingTimeInterval(max(0, seconds)) : nil
  }
}
