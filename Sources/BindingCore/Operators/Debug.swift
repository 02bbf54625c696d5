import Foundation

extension ObservableType {
  /// Prints every subscription, event and disposal passing this point, with a timestamp and
  /// `identifier`.
  ///
  /// ```swift
  /// numbers.debug("numbers").subscribe()
  /// // 2025-01-01 12:00:00.000: numbers -> subscribed
  /// // 2025-01-01 12:00:00.001: numbers -> Event next(1)
  /// // 2025-01-01 12:00:00.001: numbers -> Event completed
  /// // 2025-01-01 12:00:00.001: numbers -> isDisposed
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: Names this point in the output; defaults to the file, line and function
  ///     of the call.
  ///   - trimOutput: Shortens event descriptions longer than 40 characters to their first and
  ///     last 20, joined by `...`.
  ///   - file: The file of the call, for the default identifier; leave the default.
  ///   - line: The line of the call, for the default identifier; leave the default.
  ///   - function: The function of the call, for the default identifier; leave the default.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    debug(
      identifier, trimOutput: trimOutput, file: file, line: line, function: function,
      now: Date.init, log: { print($0) })
  }

  /// ``debug(_:trimOutput:file:line:function:)`` with the clock and the output replaced, for
  /// tests.
  package func debug(
    _ identifier: String?, trimOutput: Bool, file: String = #file, line: UInt = #line,
    function: String = #function, now: @escaping () -> Date,
    log: @escaping (String) -> Void
  ) -> Observable<Element> {
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    let name = identifier ?? "\(fileName):\(line) (\(function))"
    let write = { (content: String) in
      log("\(DebugObservable<Element>.timestamp(now())): \(name) -> \(content)")
    }
    return DebugObservable(source: asObservable(), log: write, trimOutput: trimOutput)
  }
}

final class DebugObservable<Element>: UnaryOperator<Element, Element> {
  /// Looked up once: see ``UnaryOperator/makeSink(downstream:)``.
  private let sinkType = DebugSink<Element>.self

  static var maxEventLength: Int { 40 }

  let log: (String) -> Void
  let trimOutput: Bool

  init(source: Observable<Element>, log: @escaping (String) -> Void, trimOutput: Bool) {
    self.log = log
    self.trimOutput = trimOutput
    super.init(source: source)
  }

  package override func makeSink(downstream: ObserverNode<Element>) -> Sink<Element, Element> {
    log("subscribed")
    return sinkType.init(log: log, trimOutput: trimOutput, downstream: downstream)
  }

  /// `date` as `yyyy-MM-dd HH:mm:ss.SSS` in the current time zone.
  static func timestamp(_ date: Date) -> String {
    let calendar = Calendar(identifier: .gregorian)
    let rounded = Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    let parts = calendar.dateComponents(in: TimeZone.current, from: rounded)
    let milliseconds = min(999, Int((Double(parts.nanosecond ?? 0) / 1_000_000).rounded()))
    func pad(_ value: Int?, _ width: Int) -> String {
      let digits = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2)) "
      + "\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))."
      + pad(milliseconds, 3)
  }

  /// The description of `event` as logged, shortened when `trimOutput` asks for it.
  static func describe(_ event: Event<Element>, trimOutput: Bool) -> String {
    let text = event.debugDescription
    guard trimOutput, text.count > maxEventLength else { return text }
    return String(text.prefix(maxEventLength / 2)) + "..."
      + String(text.suffix(maxEventLength / 2))
  }
}

private final class DebugSink<Element>: Sink<Element, Element> {
  private let log: (String) -> Void
  private let trimOutput: Bool

  init(log: @escaping (String) -> Void, trimOutput: Bool, downstream: ObserverNode<Element>) {
    self.log = log
    self.trimOutput = trimOutput
    super.init(downstream: downstream)
  }

  package override func on(_ event: Event<Element>) {
    log("Event \(DebugObservable.describe(event, trimOutput: trimOutput))")
    forward(event)
  }

  package override func disposeResources() {
    log("isDisposed")
  }
}
