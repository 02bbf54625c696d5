import BindingTestExpectations
import Foundation
import Testing

/// Every suite of the core's and the binding library's tests carries `.checksResources`, so a
/// new suite cannot forget it.
@Suite(.checksResources) struct ResourceCheckCoverageTests {
  @Test(arguments: ["BindingCoreTests", "BindingTests"])
  func everySuiteChecksResources(folder: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(folder)
    let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 10)
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for problem in Self.uncheckedSuites(in: text) {
        Issue.record("\(folder)/\(file): \(problem) lacks @Suite(.checksResources)")
      }
    }
  }

  @Test func findsASuiteWithoutTheTrait() {
    let text = """
      @Suite(.checksResources) struct Checked {
        @Test func a() {}
      }
      @MainActor @Suite struct Unchecked {
        @Test func b() {}
      }
      struct Implicit {
        @Test func c() {}
      }
      struct Helper {}
      extension Checked {
        @Test func d() {}
      }
      @Test func free() {}
      #if DEBUG
        struct Conditional {
          @Test func e() { _ = "}" }
        }
      #endif
      """
    #expect(
      Self.uncheckedSuites(in: text) == ["Unchecked", "Implicit", "@Test func free() {}", "Conditional"])
  }

  /// The top-level types of `text` that hold tests without the trait, and the tests outside
  /// any type.
  ///
  /// A nested suite inherits its parent's trait; an extension's tests belong to a
  /// suite declared elsewhere. Top level means outside every brace, so declarations indented
  /// inside `#if` count too.
  static func uncheckedSuites(in text: String) -> [String] {
    var problems: [String] = []
    var attributes = ""
    var current: (name: String, isChecked: Bool, hasTests: Bool)?
    func close() {
      if let suite = current, suite.hasTests, !suite.isChecked { problems.append(suite.name) }
      current = nil
    }
    var depth = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      let isTopLevel = depth == 0
      depth += braceBalance(of: line)
      guard isTopLevel, let first = line.first, first != "}", first != "/", first != "#" else {
        if line.contains("@Test") { current?.hasTests = true }
        continue
      }
      let header = attributes + " " + line
      let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "@" })
      let kinds: Set<Substring> = ["struct", "class", "enum", "actor"]
      if let keyword = words.firstIndex(where: { kinds.contains($0) }), keyword + 1 < words.count {
        close()
        current = (String(words[keyword + 1]), header.contains(".checksResources"), false)
        attributes = ""
      } else if words.contains(where: { ["extension", "func", "let", "var"].contains($0) }) {
        close()
        if header.contains("@Test") { problems.append(line) }
        attributes = ""
      } else if first == "@" {
        attributes += " " + line
      }
    }
    close()
    return problems
  }

  /// Opening minus closing braces in `line`, outside one-line string literals and comments.
  private static func braceBalance(of line: String) -> Int {
    var balance = 0
    var inString = false
    var previous: Character = " "
    for character in line {
      if inString {
        if character == "\"", previous != "\\" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "/", previous == "/" {
        break
      } else if character == "{" {
        balance += 1
      } else if character == "}" {
        balance -= 1
      }
      previous = character
    }
    return balance
  }
}
