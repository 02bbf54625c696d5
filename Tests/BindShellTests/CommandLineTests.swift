import Foundation
import Synchronization
import Testing

/// What the `bind` binary prints, where, and with which exit status: runs the binary built
/// beside the tests as a subprocess, with standard input from a pipe.
@Suite struct CommandLineTests {
  private struct Result {
    var status: Int32
    var output: String
    var error: String
  }

  private static var binary: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("bind").path
  }

  private static var canRun: Bool { FileManager.default.isExecutableFile(atPath: binary) }

  /// Runs `bind arguments...` with `input` on standard input; `binary` and `folder` run a
  /// copy of it elsewhere, in another working folder.
  private func bind(
    _ arguments: [String], input: String = "", binary: String = Self.binary, in folder: URL? = nil
  ) throws -> Result {
    try bind(arguments, bytes: Data(input.utf8), binary: binary, in: folder)
  }

  /// Runs `bind arguments...` with `bytes` on standard input.
  private func bind(
    _ arguments: [String], bytes: Data, binary: String = Self.binary, in folder: URL? = nil
  ) throws -> Result {
    try #require(Self.canRun, "needs the bind binary beside the tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.currentDirectoryURL = folder
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let standardInput = Pipe()
    let standardOutput = Pipe()
    let standardError = Pipe()
    process.standardInput = standardInput
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    let writer = Thread {
      standardInput.fileHandleForWriting.write(bytes)
      try? standardInput.fileHandleForWriting.close()
    }
    writer.start()
    let error = Mutex<Data>(Data())
    let reader = Thread {
      let data = standardError.fileHandleForReading.readDataToEndOfFile()
      error.withLock { $0 = data }
    }
    reader.start()
    let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while reader.isExecuting || !reader.isFinished || !writer.isFinished {
      Thread.sleep(forTimeInterval: 0.01)
    }
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error.withLock { $0 }, as: UTF8.self))
  }

  /// Writes `text` to a new script file and returns its path.
  private func script(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-cli-\(UUID().uuidString).bind").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aCopiedBinaryCarriesTheOperatorGallery() throws {
    try #require(Self.canRun, "needs the bind binary beside the tests")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-installed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("bind").path
    try FileManager.default.copyItem(atPath: Self.binary, toPath: copy)
    let result = try bind([], input: ":help debounce\n", binary: copy, in: folder)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("debounce emits a value only once 300ms pass without another value."))
    #expect(result.output.contains("  let settled = typing.debounce(300ms)"))
    #expect(result.output.contains("  settled  "))
  }

  @Test func playOperatorPlaysTheGalleryScript() throws {
    let saved = FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-play-\(UUID().uuidString).bind").path
    defer { try? FileManager.default.removeItem(atPath: saved) }
    let result = try bind(["play", "--operator", "debounce"], input: ":save \(saved)\n")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.hasPrefix("view: http://127.0.0.1:"))
    let script = try String(contentsOfFile: saved, encoding: .utf8)
    #expect(script.contains("let typing = marbles(\"-a-b------c-----|\")"))
    #expect(script.contains("let settled = typing.debounce(300ms)"))
  }

  @Test func playOperatorOfAnUnknownNameSuggestsOne() throws {
    let result = try bind(["play", "--operator", "debounse"])
    #expect(result.status == 64)
    #expect(
      result.error.contains("The operator gallery has no script for 'debounse'. Did you mean 'debounce'?"))
    let neither = try bind(["play"])
    #expect(neither.status == 64)
    #expect(neither.error.contains("Give a script to play, or --operator NAME."))
  }

  @Test func versionPrintsTheVersionAndSucceeds() throws {
    let result = try bind(["--version"])
    #expect(result.status == 0)
    #expect(result.output.split(separator: ".").count == 3)
  }

  @Test(arguments: ["--help", "-h", "help"])
  func helpShowsTheOptionsOfBindAloneAndTheSubcommands(spelling: String) throws {
    let result = try bind([spelling])
    #expect(result.status == 0)
    for option in [
      "<file>", "-i, --interactive", "--trace <trace>", "--step-limit <n>",
      "--no-color", "-q, --quiet", "--version", "-h, --help", "SUBCOMMANDS:", "test",
      "USAGE: bind run [<file>]",
    ] {
      #expect(result.output.contains(option), "help mentions \(option)")
    }
  }

  @Test func statementsFromAPipeExitNonZeroWhenOneFailed() throws {
    let failing = try bind([], input: "mutable a = 1\nexpect a == 2\nprint(a + 1)\n")
    #expect(failing.status == 1)
    #expect(failing.error.contains("expected a == 2"))
    #expect(failing.output.contains("2"))
    let passing = try bind([], input: "mutable a = 1\nexpect a == 1\n")
    #expect(passing.status == 0)
    #expect(passing.error.isEmpty)
  }

  @Test func serveFromAPipeExitsNonZeroWhenAStatementFailed() throws {
    let failing = try bind(["serve"], input: "mutable a = 1\nexpect a == 2\n")
    #expect(failing.status == 1)
    #expect(failing.output.hasPrefix("view: http://127.0.0.1:"))
    #expect(failing.error.contains("expected a == 2"))
    #expect(try bind(["serve"], input: "mutable a = 1\nexpect a == 1\n").status == 0)
  }

  @Test func aPipeThatEndsInsideAnEntryFails() throws {
    let result = try bind([], input: "let f = { $0 +\n")
    #expect(result.status == 1)
    #expect(result.error.contains("ended in the middle of an entry"))
  }

  @Test func errorsGoToStandardErrorAndTracesToStandardOutput() throws {
    let file = try script("mutable a = 1\na = 2\nb = 3\n")
    let result = try bind([file])
    #expect(result.status == 1)
    #expect(result.output.contains("› a = 2\na = 2\n"))
    #expect(!result.output.contains("error"))
    #expect(result.error.contains("error: there is no value named 'b'"))
    #expect(result.error.contains("^"))
  }

  @Test func quietPrintsOnlyWhatTheScriptPrints() throws {
    let text = "mutable a = 1\nlet b = a * 10\na = 2\nprint(b)\nprint(\"done\")\n"
    let file = try script(text)
    let fromFile = try bind(["--quiet", file])
    #expect(fromFile.status == 0)
    #expect(fromFile.output == "20\ndone\n")
    let fromPipe = try bind(["-q"], input: text)
    #expect(fromPipe.status == 0)
    #expect(fromPipe.output == "20\ndone\n")
  }

  @Test func quietStillReportsErrorsOnStandardErrorWithAFailingStatus() throws {
    let file = try script("print(\"before\")\nexpect 1 == 2\nprint(\"after\")\n")
    let result = try bind(["--quiet", file])
    #expect(result.status == 1)
    #expect(result.output == "before\n")
    #expect(result.error.contains("expected 1 == 2"))
  }

  @Test func aScriptThatRunsToTheEndSucceedsAlsoThroughRun() throws {
    let file = try script("mutable a = 1\nexpect a == 1\n")
    #expect(try bind([file]).status == 0)
    #expect(try bind(["run", "--trace", "off", file]).status == 0)
  }

  @Test func testReportsEachScriptAndFailsWhenOneFails() throws {
    let good = try script("expect 1 == 1\n")
    let bad = try script("expect 1 == 2\n")
    let result = try bind(["test", good, bad])
    #expect(result.status == 1)
    #expect(result.output.contains("1 passed, 1 failed"))
    #expect(try bind(["test", good]).status == 0)
  }

  @Test func badOptionsAreUsageErrors() throws {
    let result = try bind(["--step-limit", "0"])
    #expect(result.status == 64)
    #expect(result.error.contains("--step-limit must be at least 1"))
  }

  @Test(arguments: ["serve", "present"])
  func aMissingFileIsAnErrorBeforeServing(command: String) throws {
    let result = try bind([command, "/nonexistent/missing.bind"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty, "nothing is served: \(result.output)")
    #expect(result.error == "error: /nonexistent/missing.bind: no such file\n")
  }

  @Test func aReportOntoAFolderIsAPlainErrorWithAFailingStatus() throws {
    let file = try script("mutable a = 1\n")
    let result = try bind(["report", file, "-o", FileManager.default.temporaryDirectory.path])
    #expect(result.status == 1)
    #expect(result.error.hasSuffix("it is a folder; name a file in it\n"))
    #expect(!result.error.contains("NSCocoaErrorDomain"))
  }

  /// The repository's scripts (what the fuzzer starts from: the demos and the golden scripts),
  /// then 100 KB of random bytes from a fixed seed.
  private static func hostileInput() throws -> Data {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var input = Data()
    for folder in ["scripts/demos", "Tests/BindScriptTests/Golden"] {
      let url = root.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
      for name in names where name.hasSuffix(".bind") {
        input += try Data(contentsOf: url.appendingPathComponent(name)) + Data(":reset\n".utf8)
      }
    }
    var state: UInt64 = 20
    input += Data(
      (0..<100_000).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
      })
    return input
  }

  @Test func noInputReachesTheTerminalAsARawControlCharacter() throws {
    let result = try bind([], bytes: try Self.hostileInput())
    #expect(result.status == 1)
    for (name, text) in [("output", result.output), ("errors", result.error)] {
      let raw = text.utf8.filter { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 }
      #expect(raw.isEmpty, "\(raw.count) raw control bytes in the \(name)")
    }
    #expect(result.error.components(separatedBy: " error: ").count - 1 == 20)
    #expect(result.error.contains(/\.\.\. and [0-9,]+ more errors\n$/))
    #expect(result.error.utf8.count < 40_000, "\(result.error.utf8.count) bytes of errors")
  }
}
