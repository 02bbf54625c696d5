/// The errors the library's own operators fail with.
///
/// ```swift
/// request.timeout(.seconds(5), scheduler: scheduler)   // fails with RxError.timeout
/// ```
public enum RxError: Error, Equatable, Sendable, CustomDebugStringConvertible {
  /// A sequence that had to emit a value (`asSingle()`) completed without one.
  case noElements
  /// A sequence that may emit at most one value (`asSingle()`, `asMaybe()`) emitted a second.
  case moreThanOneElement
  /// No event arrived within the time `timeout` allows.
  case timeout
  /// A sequence ended before the value asked for (`element(at:)`) arrived.
  case argumentOutOfRange
  /// An error with nothing more to say, for code ported from RxSwift that fails with it.
  case unknown

  /// A sentence saying what went wrong.
  public var debugDescription: String {
    switch self {
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    case .timeout: return "Sequence timeout."
    case .argumentOutOfRange: return "Argument out of range."
    case .unknown: return "Unknown error occurred."
    }
  }
}
