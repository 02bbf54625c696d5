import BindScript
import Foundation
import Testing

/// Files that are not scripts are refused with an error naming the file and the reason,
/// before anything of them is parsed.
@Suite final class ScriptFileTests {
  private let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-script-file-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: folder) }

  private func file(_ name: String, _ bytes: [UInt8]) -> String {
    let path = folder + "/" + name
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    return path
  }

  private func error(reading path: String) -> String? {
    do {
      _ = try ScriptFile.read(path)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func invalidUTF8IsNotText() {
    let path = file("latin1.bind", Array("mutable caf".utf8) + [0xE9, 0x20, 0x3D, 0x20, 0x31])
    #expect(error(reading: path) == "\(path): not a text file (a script must be UTF-8 text)")
  }

  @Test func aBinaryFileIsNotText() {
    var generator = SplitMix64(seed: 42)
    let bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    let path = file("program.bind", [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + bytes)
    #expect(error(reading: path) == "\(path): not a text file (a script must be UTF-8 text)")
  }

  @Test func validUTF8WithNulBytesIsNotText() {
    let path = file("nul.bind", Array("mutable a = 1\n".utf8) + [0, 0, 0])
    #expect(error(reading: path) == "\(path): not a text file (a script must be UTF-8 text)")
  }

  @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
    let path = file("huge.bind", [])
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(ScriptFile.sizeLimit + 1))
    try handle.close()
    #expect(
      error(reading: path)
        == "\(path): too large for a script (\(ScriptFile.sizeLimit + 1) bytes, limit \(ScriptFile.sizeLimit))"
    )
  }

  @Test func aFolderADeviceAndAMissingFileAreNamedAsSuch() {
    #expect(error(reading: folder) == "\(folder): is a folder, not a script")
    #expect(error(reading: "/dev/zero") == "/dev/zero: is a device or a pipe, not a script file")
    #expect(error(reading: folder + "/missing.bind") == "\(folder)/missing.bind: no such file")
    #expect(error(reading: folder + "/missing/x.bind") == "\(folder)/missing/x.bind: no such file")
  }

  @Test func aPipeIsRefusedWithoutWaitingForAWriter() {
    let path = folder + "/pipe.bind"
    #expect(mkfifo(path, 0o600) == 0)
    #expect(error(reading: path) == "\(path): is a device or a pipe, not a script file")
  }

  @Test func textWithAByteOrderMarkAndWindowsLineEndingsReads() throws {
    let path = file("windows.bind", [0xEF, 0xBB, 0xBF] + Array("mutable a = 1\r\nprint(a)\r\n".utf8))
    let text = try ScriptFile.read(path)
    let run = ScriptRun(trace: .off)
    let outcome = run.run(text)
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    #expect(run.output == "1\n")
  }

  @Test func aSymbolicLinkToAScriptReads() throws {
    let target = file("target.bind", Array("print(1)\n".utf8))
    let link = folder + "/link.bind"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(try ScriptFile.read(link) == "print(1)\n")
  }

  @Test func aScriptThatLoadsItselfIsAnErrorNamingTheCycle() {
    let path = file("self.bind", Array("mutable a = 1\n:load \(folder)/self.bind\n".utf8))
    let run = ScriptRun()
    let outcome = run.entry(":load \(path)")
    #expect(
      ScriptRun.message(outcome)
        == "cannot load \(path): it is already being loaded (\(path) -> \(path))")
    #expect(run.entry(":load \(path)").error != nil)
  }

  @Test func twoScriptsThatLoadEachOtherAreAnErrorNamingTheCycle() {
    let first = folder + "/first.bind"
    let second = file("second.bind", Array(":load \(first)\n".utf8))
    _ = file("first.bind", Array(":load \(second)\n".utf8))
    let outcome = ScriptRun().entry(":load \(first)")
    #expect(
      ScriptRun.message(outcome)
        == "cannot load \(first): it is already being loaded (\(first) -> \(second) -> \(first))")
  }

  @Test func loadRefusesWhatTheScriptRunnerRefuses() {
    let path = file("binary.bind", [0xFF, 0xFE, 0x00, 0x01])
    let run = ScriptRun()
    #expect(run.run("mutable a = 1").isSuccess)
    let outcome = run.entry(":load \(path)")
    #expect(
      ScriptRun.message(outcome)
        == "could not read \(path): not a text file (a script must be UTF-8 text)")
    #expect(run.entry("expect a == 1").isSuccess)
  }
}
