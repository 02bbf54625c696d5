import Foundation
import Synchronization
import Testing

/// Runs the real `bind` binary on a pseudo-terminal (through util-linux's `script`), types
/// into it and reads the screen output.
private final class TerminalSession: @unchecked Sendable {
  // `output` is only touched under `lock`; the process and pipes are set up once in init.
  private let process = Process()
  private let input = Pipe()
  private let outputPipe = Pipe()
  private let lock = Mutex(())
  private var output = ""

  init(binary: String, home: String) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qfec", binary, "/dev/null"]
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home
    environment["TERM"] = "xterm"
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardInput = input
    process.standardOutput = outputPipe
    process.standardError = outputPipe
    outputPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self, !data.isEmpty else { return }
      let text = String(decoding: data, as: UTF8.self)
      self.lock.withLock { _ in self.output += text }
    }
    try process.run()
  }

  var text: String { lock.withLock { _ in output } }

  func type(_ keys: String) {
    input.fileHandleForWriting.write(Data(keys.utf8))
  }

  /// Waits until the output after `offset` contains `pattern`; returns the end of the match.
  @discardableResult
  func waitFor(_ pattern: String, after offset: String.Index? = nil, seconds: Double = 20)
    -> String.Index?
  {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let current = text
      let start = offset.map { min($0, current.endIndex) } ?? current.startIndex
      if let range = current.range(of: pattern, range: start..<current.endIndex) {
        return range.upperBound
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return nil
  }

  func waitForExit(seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    return !process.isRunning
  }

  func terminate() {
    if process.isRunning { process.terminate() }
  }
}

@Suite(.serialized) struct TerminalEndToEndTests {
  private static var binary: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("bind").path
  }

  private static var canRun: Bool {
    FileManager.default.isExecutableFile(atPath: binary)
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
  }

  @Test func promptCompletionContinuationInterruptAndHistoryWorkOnARealTerminal() throws {
    try #require(Self.canRun, "needs the bind binary beside the tests and /usr/bin/script")
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-e2e-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }

    let shell = try TerminalSession(binary: Self.binary, home: home)
    defer { shell.terminate() }
    var mark = shell.waitFor("bind> ")
    try #require(mark != nil, "no prompt; output: \(shell.text)")

    shell.type("mutable username = \"ada\"\r")
    mark = shell.waitFor("bind> ", after: mark)
    shell.type("let n = user\t")
    Thread.sleep(forTimeInterval: 0.3)
    shell.type(".count\r")
    mark = shell.waitFor("n = 3", after: mark)
    #expect(mark != nil, "Tab did not complete 'user' to 'username': \(shell.text)")

    shell.type("let f = username.map {\r")
    mark = shell.waitFor("...> ", after: mark)
    #expect(mark != nil, "no continuation prompt for an open brace")
    shell.type("$0 + \"!\" }\r")
    mark = shell.waitFor("f = \"ada!\"", after: mark)
    #expect(mark != nil, "the multi-line closure did not run: \(shell.text)")
    mark = shell.waitFor("bind> ", after: mark)

    shell.type("\u{3}")
    mark = shell.waitFor("press Ctrl-C again", after: mark)
    #expect(mark != nil, "Ctrl-C on an empty prompt did not answer")
    shell.type("print(\"still alive\")\r")
    mark = shell.waitFor("still alive\r\n", after: mark)
    #expect(mark != nil, "the shell did not survive Ctrl-C: \(shell.text)")

    shell.type("mutable counter = 0\r")
    mark = shell.waitFor("bind> ", after: mark)
    shell.type("counter => { v in if v < 100000000 { counter = v + 1 } }\r")
    Thread.sleep(forTimeInterval: 0.5)
    shell.type("\u{3}")
    mark = shell.waitFor("interrupted (Ctrl-C)", after: mark, seconds: 10)
    #expect(mark != nil, "Ctrl-C did not stop a long-running statement: \(shell.text)")

    shell.type(":quit\r")
    #expect(shell.waitForExit(), "the shell did not leave on :quit")

    let history = try String(contentsOfFile: home + "/.bind_history", encoding: .utf8)
    #expect(history.contains("username"))

    let again = try TerminalSession(binary: Self.binary, home: home)
    defer { again.terminate() }
    var second = again.waitFor("bind> ")
    try #require(second != nil)
    again.type("\u{1B}[A")
    second = again.waitFor(":quit", after: second)
    #expect(second != nil, "history did not survive a restart: \(again.text)")
    again.type("\r")
    #expect(again.waitForExit(), "the recalled :quit did not leave: \(again.text)")

    let third = try TerminalSession(binary: Self.binary, home: home)
    defer { third.terminate() }
    try #require(third.waitFor("bind> ") != nil)
    third.type("\u{4}")
    #expect(third.waitForExit(), "Ctrl-D did not leave")
  }
}
