import BindScript
import Foundation
import Testing

/// The language's regression tests: each `.bind` script in `Tests/BindScriptTests/Golden` runs
/// with echo on, and what it prints, followed by the error that stopped it if any, must
/// equal the `.out` file beside it.
///
/// The scripts sit beside this file, left out of the target's sources in Package.swift (no
/// resource declaration); they are found from this file's path, which works in a source
/// checkout. Set `BIND_GOLDEN_UPDATE=1` to write the `.out` files from the current output.
@Suite struct GoldenTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".bind") }.sorted()
  }

  /// Shell sessions: each line typed at the prompt in turn (a line that leaves an entry open
  /// continues it), as `bind` reads a pipe; the transcript shows each line after its prompt,
  /// then what it printed and its error.
  static var sessions: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".session") }.sorted()
  }

  @Test(arguments: sessions)
  func aShellSessionPrintsExactlyWhatIsExpected(_ name: String) throws {
    let session = Self.folder.appendingPathComponent(name)
    let expectedFile = session.deletingPathExtension().appendingPathExtension("out")
    let text = try String(contentsOf: session, encoding: .utf8)
    let run = ScriptRun()
    var transcript = ""
    var entry: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      transcript += (entry.isEmpty ? "bind> " : "  ...> ") + line + "\n"
      entry.append(String(line))
      let outcome = run.entry(entry.joined(separator: "\n"))
      if case .incomplete = outcome { continue }
      entry = []
      transcript += run.take() + (outcome.error?.rendered() ?? "")
    }
    if ProcessInfo.processInfo.environment["BIND_GOLDEN_UPDATE"] == "1" {
      try transcript.write(to: expectedFile, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    #expect(transcript == expected, "\(name): output differs from \(expectedFile.lastPathComponent)")
  }

  @Test func theGoldenScriptsAreThere() {
    #expect(Self.scripts.count >= 6)
  }

  @Test(arguments: scripts)
  func printsExactlyWhatIsExpected(_ name: String) throws {
    let script = Self.folder.appendingPathComponent(name)
    let expectedFile = script.deletingPathExtension().appendingPathExtension("out")
    let text = try String(contentsOf: script, encoding: .utf8)
    let run = ScriptRun(echo: true, stepLimit: 10_000)
    let outcome = run.run(text, name: name)
    let actual = run.output + (outcome.error?.rendered() ?? "")
    if ProcessInfo.processInfo.environment["BIND_GOLDEN_UPDATE"] == "1" {
      try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: expectedFile, encoding: .utf8)
    #expect(actual == expected, "\(name): output differs from \(expectedFile.lastPathComponent)")
  }
}
