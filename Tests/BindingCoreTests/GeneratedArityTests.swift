import BindingTestExpectations
import Foundation
import Testing

/// `Operators/CombineLatest+Arity.swift` and `Operators/Zip+Arity.swift` are generated from the
/// template in `scripts/arity/generate.swift`; these tests keep the checked-in files in step with it.
@Suite(.checksResources) struct GeneratedArityTests {
  /// The repository's root: this file is `Tests/BindingCoreTests/GeneratedArityTests.swift`.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func checkedInArityFilesAreWhatTheGeneratorWrites() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "scripts/arity/generate.swift", "--check"]
    process.currentDirectoryURL = Self.root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      """
      The generated arity files are stale or the generator failed; run scripts/generate-arity to \
      regenerate them (edit scripts/arity/generate.swift, not the generated files). \
      `swift scripts/arity/generate.swift --check` said:
      \(said)
      """)
  }
}
