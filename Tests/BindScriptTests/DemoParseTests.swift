import BindScript
import Foundation
import Testing

/// The demos in scripts/demos, found from this file's location in the checkout.
enum DemoScripts {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/demos")

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".bind") }.sorted()
  }

  static func source(_ name: String) throws -> SourceFile {
    SourceFile(
      name: name, text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
  }
}

@Suite struct DemoParseTests {
  @Test func everyDemoIsFound() {
    #expect(DemoScripts.names.count >= 9)
  }

  @Test(arguments: DemoScripts.names)
  func demoParsesWithoutDiagnostics(name: String) throws {
    let result = Parser.parse(try DemoScripts.source(name), allowsContinuation: false)
    let rendered = result.diagnostics.map {
      DiagnosticRenderer().render($0, in: try! DemoScripts.source(name))
    }
    #expect(rendered == [])
    #expect(!result.statements.isEmpty)
  }
}
