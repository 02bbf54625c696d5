import BindScript
import BindShell
import Foundation
import Testing

/// `bind report FILE -o OUT.html`, as ``ScriptRunner/report(path:to:options:)`` runs it.
@Suite struct ReportCommandTests {
  static func temporary(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("bind-report-\(UUID().uuidString)-\(name)")
      .path
  }

  static func report(_ script: String) throws -> (succeeded: Bool, printed: String, page: String?) {
    let scriptPath = temporary("script.bind")
    let pagePath = temporary("page.html")
    defer {
      try? FileManager.default.removeItem(atPath: scriptPath)
      try? FileManager.default.removeItem(atPath: pagePath)
    }
    try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    var printed = ""
    let runner = ScriptRunner(usesColor: false) { printed += $0 }
    let succeeded = runner.report(path: scriptPath, to: pagePath, options: Interpreter.Options())
    return (succeeded, printed, try? String(contentsOfFile: pagePath, encoding: .utf8))
  }

  @Test func aScriptThatRunsWritesItsPageAndSucceeds() throws {
    let (succeeded, printed, page) = try Self.report("mutable n = 1\nn = 2\nexpect n == 2")
    #expect(succeeded)
    #expect(printed.hasPrefix("wrote the report of "))
    #expect(page?.contains("expect n == 2") == true)
  }

  @Test func aFailingScriptStillWritesItsPageAndFails() throws {
    let (succeeded, printed, page) = try Self.report("mutable n = 1\nexpect n == 2")
    #expect(!succeeded)
    #expect(printed.contains("error: expected n == 2, but n is 1"))
    #expect(page?.contains("class=\"statement failed expect\"") == true)
  }

  @Test(arguments: [
    (
      "/nonexistent/page.html",
      "error: could not write '/nonexistent/page.html': there is no folder '/nonexistent'"
    ),
    ("/tmp", "error: could not write '/tmp': it is a folder; name a file in it"),
    (
      "/dev/null/page.html",
      "error: could not write '/dev/null/page.html': '/dev/null' is a file, not a folder"
    ),
  ])
  func anUnwritablePageIsAPlainError(page: String, message: String) throws {
    let scriptPath = Self.temporary("ok.bind")
    defer { try? FileManager.default.removeItem(atPath: scriptPath) }
    try "mutable n = 1".write(toFile: scriptPath, atomically: true, encoding: .utf8)
    var printed = ""
    let runner = ScriptRunner(usesColor: false) { printed += $0 }
    #expect(!runner.report(path: scriptPath, to: page, options: Interpreter.Options()))
    #expect(printed == message + "\n")
  }
}
