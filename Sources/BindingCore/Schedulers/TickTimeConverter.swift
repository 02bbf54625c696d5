import Foundation

/// Virtual time counted in integer ticks, each standing for `resolution` seconds: the clock
/// of ``VirtualTimeScheduler`` when made with `init(initialClock:resolution:)`, of
/// `TestScheduler`, and of the `bind` shell.
///
/// Intervals are rounded to the nearest tick; one too long for the clock never fires.
public struct TickTimeConverter: VirtualTimeConverterType, Hashable {
  /// How many seconds one tick stands for.
  public let resolution: TimeInterval

  /// Creates a converter in which one tick stands for `resolution` seconds.
  ///
  /// - Precondition: `resolution` is positive.
  public init(resolution: TimeInterval = 1.0) {
    precondition(resolution > 0, "resolution must be positive")
    self.resolution = resolution
  }

  /// The date `virtualTime` ticks after 1970.
  public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * resolution)
  }

  /// The tick nearest to `time`, counted from 1970.
  public func convertToVirtualTime(_ time: RxTime) -> Int {
    ticks(time.timeIntervalSince1970) ?? (time.timeIntervalSince1970 < 0 ? .min : .max)
  }

  /// The seconds `virtualTimeInterval` ticks stand for.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    Double(virtualTimeInterval) * resolution
  }

  /// The whole number of ticks nearest to `timeInterval` seconds (at least 0; `Int.max` when
  /// too long to count).
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    max(0, ticks(timeInterval) ?? .max)
  }

  /// `time + offset`, kept at `Int.max` rather than overflowing.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    let (sum, overflow) = time.addingReportingOverflow(offset)
    return overflow ? (offset > 0 ? .max : .min) : sum
  }

  /// Compares two ticks.
  public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }

  /// `time` plus the ticks nearest to `seconds` (at least 0), or `nil` when that is too late
  /// to count.
  public func offsetVirtualTime(_ time: Int, seconds: TimeInterval) -> Int? {
    guard let delay = ticks(seconds) else { return nil }
    let (sum, overflow) = time.addingReportingOverflow(max(0, delay))
    return overflow ? nil : sum
  }

  /// One tick: a periodic timer fires at most once per tick.
  public var minimumPeriod: TimeInterval { resolution }

  /// `seconds` in whole ticks, rounded, or `nil` when not finite or too large to count.
  private func ticks(_ seconds: TimeInterval) -> Int? {
    let ticks = (seconds / resolution).rounded()
    guard ticks.isFinite, abs(ticks) < Double(Int.max / 2) else { return nil }
    return Int(ticks)
  }
}
