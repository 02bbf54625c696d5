import Foundation
import Synchronization

/// Global hooks, as in RxSwift: what happens to an error nobody handles.
///
/// An error reaches ``defaultErrorHandler`` when a subscription made with
/// `subscribe(onNext:onError:onCompleted:onDisposed:)` has no `onError`, which includes
/// `bind(to:)` a relay and `bind(onNext:)`.
///
/// ```swift
/// Hooks.recordCallStackOnError = true
/// Hooks.defaultErrorHandler = { callStack, error in
///   logger.error("unhandled \(error) from \(callStack.joined(separator: "\n"))")
/// }
/// ```
public enum Hooks {
  /// Receives an unhandled error, with the call stack of the subscription that did not handle it
  /// (empty unless ``recordCallStackOnError`` was on when it subscribed).
  public typealias DefaultErrorHandler =
    @Sendable (_ subscriptionCallStack: [String], _ error: any Error) -> Void

  /// Captures the call stack of a subscription.
  public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

  private struct Handlers {
    var defaultErrorHandler: DefaultErrorHandler = { callStack, error in
      #if DEBUG
        var message = "Unhandled error happened: \(error)\n"
        if !callStack.isEmpty {
          message += "subscription called from:\n\(callStack.joined(separator: "\n"))\n"
        }
        FileHandle.standardError.write(Data(message.utf8))
      #endif
    }
    var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
      #if DEBUG
        Thread.callStackSymbols
      #else
        []
      #endif
    }
  }

  private static let handlers = Mutex(Handlers())
  private static let recordsCallStack = Atomic<Bool>(false)

  /// Whether subscriptions capture their call stack, for ``defaultErrorHandler``; off by
  /// default, since capturing costs time at every subscription without `onError`.
  public static var recordCallStackOnError: Bool {
    get { recordsCallStack.load(ordering: .relaxed) }
    set { recordsCallStack.store(newValue, ordering: .relaxed) }
  }

  /// Called with every error that reaches a subscription without `onError`.
  ///
  /// By default it writes the error (and the call stack, if recorded) to standard error in debug builds and
  /// does nothing in release builds.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { handlers.lockedValue { $0.defaultErrorHandler } }
    set { handlers.lockedValue { $0.defaultErrorHandler = newValue } }
  }

  /// Captures a subscription's call stack when ``recordCallStackOnError`` is on.
  ///
  /// By default `Thread.callStackSymbols` in debug builds, nothing in release builds.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { handlers.lockedValue { $0.customCaptureSubscriptionCallstack } }
    set { handlers.lockedValue { $0.customCaptureSubscriptionCallstack = newValue } }
  }

  /// The `onError` of a subscription made without one: reports to ``defaultErrorHandler``,
  /// with the call stack captured now if ``recordCallStackOnError`` is on.
  @usableFromInline
  static func unhandledErrorReporter() -> (any Error) -> Void {
    guard recordCallStackOnError else { return reportWithoutCallStack }
    let callStack = customCaptureSubscriptionCallstack()
    return { error in defaultErrorHandler(callStack, error) }
  }

  /// Reports `error`, which reached a subscription without `onError` that recorded no call
  /// stack, to ``defaultErrorHandler``.
  static func reportUnhandled(_ error: any Error) { defaultErrorHandler([], error) }

  /// Shared, so that a subscription without `onError` allocates nothing for it.
  private static let reportWithoutCallStack: @Sendable (any Error) -> Void = { error in
    defaultErrorHandler([], error)
  }
}
