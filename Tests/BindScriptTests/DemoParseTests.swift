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

  /// login.bind, the demo a class meets first, narrates each part it shows: every statement
  /// that starts a part of the script (after a blank line) has the comment written above it,
  /// which `bind present` shows above it, and the statements run one after another
  /// under it belong to it.
  @Test func loginNarratesEachPartAboveItsFirstStatement() throws {
    let source = try DemoScripts.source("login.bind")
    let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
    let statements = Parser.parse(source, allowsContinuation: false).statements
    var unnarrated: [String] = []
    for statement in statements {
      let line = statement.range.start.line
      let above = line >= 2 ? lines[line - 2].trimmingCharacters(in: .whitespaces) : ""
      if above.isEmpty || source.leadingComment(above: line) == nil {
        if above.isEmpty || above.hasPrefix("#") { unnarrated.append(String(lines[line - 1])) }
      }
    }
    #expect(unnarrated == [])
  }
}
