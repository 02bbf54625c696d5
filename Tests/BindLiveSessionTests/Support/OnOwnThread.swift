import Foundation

/// Runs `body` on a thread of its own, as `bind` runs a session on its main thread.
///
/// Starting the live view waits for the server's tasks to listen; run from a test on the
/// concurrency pool, several tests waiting at once could leave those tasks no thread to run on.
func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
  }
}
