import Foundation
import Synchronization
import Testing

@testable import BindLiveView

/// The server's tasks run at high priority, so that a program whose own tasks hold every
/// thread of Swift's shared pool (or a test run doing the same) still has its page served.
extension LiveViewServerTests {
  /// Holds a thread of the pool until `release` is signalled.
  fileprivate static func hold(until release: DispatchSemaphore) {
    release.wait()
  }

  // At the default priority, starting waited for a thread of the pool and this test failed
  // after 30 s; the start and the answer run on their own thread, as `bind` runs a session.
  @Test func startsAndAnswersWhileEveryThreadOfThePoolIsBlocked() throws {
    let release = DispatchSemaphore(value: 0)
    let blockers = ProcessInfo.processInfo.activeProcessorCount + 2
    for _ in 0..<blockers { Task.detached { Self.hold(until: release) } }
    defer { for _ in 0..<blockers { release.signal() } }
    // Let the blocking tasks take every thread of the pool.
    Thread.sleep(forTimeInterval: 0.3)
    let answer = Mutex<String?>(nil)
    let served = DispatchSemaphore(value: 0)
    Thread {
      defer { served.signal() }
      guard let server = try? LiveViewServer.start() else { return }
      defer { server.stop() }
      guard let client = LoopbackClient(port: server.port) else { return }
      _ = client.write("GET /\(server.token)/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      let line = client.statusLine(within: 10)
      answer.withLock { $0 = line }
    }.start()
    _ = served.wait(timeout: .now() + 30)
    #expect(answer.withLock { $0 } == "HTTP/1.1 200 OK")
  }
}
