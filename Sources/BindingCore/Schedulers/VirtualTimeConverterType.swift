import Foundation

/// How a ``VirtualTimeScheduler`` counts time: its unit of virtual time, its unit of virtual
/// intervals, and how both convert to dates and seconds.
///
/// ```swift
/// /// One virtual unit is ten seconds.
/// struct TenSecondConverter: VirtualTimeConverterType {
///   func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
///     Date(timeIntervalSince1970: Double(virtualTime) * 10)
///   }
///   func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 10) }
///   func convertFromVirtualTimeInterval(_ interval: Int) -> TimeInterval { Double(interval) * 10 }
///   func convertToVirtualTimeInterval(_ interval: TimeInterval) -> Int { Int(interval / 10) }
///   func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
///   func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
///     lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
///   }
/// }
/// ```
///
/// ``TickTimeConverter`` counts integer ticks; ``HistoricalSchedulerTimeConverter`` counts
/// dates.
public protocol VirtualTimeConverterType: Sendable {
  /// A point in virtual time.
  associatedtype VirtualTimeUnit: Sendable

  /// The difference between two points in virtual time.
  associatedtype VirtualTimeIntervalUnit: Sendable

  /// The date `virtualTime` stands for.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

  /// The virtual time that stands for `time`.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

  /// The seconds `virtualTimeInterval` stands for.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval

  /// The virtual interval that stands for `timeInterval` seconds.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

  /// The virtual time `offset` after `time`.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit

  /// Whether `lhs` comes before, at the same time as, or after `rhs`.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison

  /// The virtual time `seconds` after `time`, or `nil` when that time is beyond what the
  /// clock can count, so work due then never runs.
  ///
  /// Not in RxSwift, where an out-of-range time traps. The default converts `seconds` with
  /// ``convertToVirtualTimeInterval(_:)`` and offsets `time` by it.
  func offsetVirtualTime(_ time: VirtualTimeUnit, seconds: TimeInterval) -> VirtualTimeUnit?

  /// The shortest period, in seconds, a periodic timer on this clock is given, so that a
  /// zero period cannot stop the clock.
  ///
  /// Not in RxSwift. The default, 0, keeps every period as asked.
  var minimumPeriod: TimeInterval { get }
}

extension VirtualTimeConverterType {
  /// Converts `seconds` and offsets `time` by it; never `nil`.
  public func offsetVirtualTime(_ time: VirtualTimeUnit, seconds: TimeInterval)
    -> VirtualTimeUnit?
  {
    offsetVirtualTime(time, offset: convertToVirtualTimeInterval(seconds))
  }

  /// No minimum: 0.
  public var minimumPeriod: TimeInterval { 0 }
}
