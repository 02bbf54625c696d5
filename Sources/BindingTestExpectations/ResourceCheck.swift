import BindingCore
import Testing

extension Trait where Self == ResourceCheck {
  /// Checks that each test leaves no resource behind: every subscription, operator stage,
  /// subject and relay it created is released by the time it ends (see ``ResourceCheck``).
  ///
  /// ```swift
  /// @Suite(.checksResources) struct SearchViewModelTests {
  ///   @Test func searchesOnceTheUserPauses() { ... }
  /// }
  /// ```
  public static var checksResources: Self { ResourceCheck() }
}

/// A test and suite trait that fails a test which leaves a subscription, an operator stage, a
/// subject or a relay alive, as RxSwift's tests check `Resources.total` in their tear-down.
///
/// The trait counts, in debug builds, what the test's own task and its child tasks create
/// (BindingCore's `Resources`), not the process-wide total, so tests running in parallel do not
/// disturb each other's counts. After the test returns it waits up to a second for what ends
/// asynchronously (a delivery hopping through the main queue, a disposal on a dispatch queue),
/// then records an issue if anything the test created is still alive: a subscription not
/// disposed while something else keeps it (a scheduler's pending timer, a cycle through a
/// closure), or a real leak. A subscription whose source and observer are both released with
/// the test's locals is not a leak, and is not reported.
///
/// What other threads create (a `Thread`, a dispatch queue's work) counts only in the
/// process-wide `Resources.total`. A test that throws is not checked: it has failed already.
/// In release builds, where the library does not count, the trait does nothing.
public struct ResourceCheck: TestTrait, SuiteTrait, TestScoping {
  private let timeout: Duration

  /// Creates the check; ``Testing/Trait/checksResources`` is the usual spelling.
  ///
  /// - Parameter timeout: How long to wait, after the test, for asynchronous teardown.
  public init(timeout: Duration = .seconds(1)) {
    self.timeout = timeout
  }

  /// `true`: on a suite, the check applies to each of its tests, and to each case of a
  /// parameterized one.
  public var isRecursive: Bool { true }

  /// Runs the test counting what it creates, then checks that it released all of it.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    #if DEBUG
      let ledger = ResourceLedger(parent: Resources.ledger)
      try await Resources.$ledger.withValue(ledger) { try await function() }
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: timeout)
      while ledger.count > 0, clock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
      }
      let live = ledger.count
      if live > 0 {
        let message = """
          \(live) resource\(live == 1 ? "" : "s") (subscriptions, operator stages, subjects, \
          relays) created by this test \(live == 1 ? "is" : "are") still alive \(timeout) after \
          it ended: dispose what it subscribed (a DisposeBag, or the Disposable that \
          subscribe returned), or break the cycle that keeps \(live == 1 ? "it" : "them") alive.
          """
        Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
      }
    #else
      try await function()
    #endif
  }
}
