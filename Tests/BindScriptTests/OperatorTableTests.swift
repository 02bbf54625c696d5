import Foundation
import Testing

@testable import BindScript

/// The language's operators are listed once, in `StreamOperator`; help, completion and the
/// language reference must show every one of them.
@Suite struct OperatorTableTests {
  static let languageReference = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/language.md")

  @Test(arguments: StreamOperator.allCases.map(\.rawValue))
  func helpAndTheLanguageReferenceShowTheOperator(_ name: String) throws {
    let op = try #require(StreamOperator(rawValue: name))
    let help = try #require(HelpTopics.text("operators"))
    let reference = try String(contentsOf: Self.languageReference, encoding: .utf8)
    #expect(reference.contains(op.summary), "docs/language.md should say what `\(name)` does")
    for usage in op.usages {
      #expect(help.contains(usage))
      #expect(reference.contains("`\(usage)`"), "docs/language.md should show `\(usage)`")
    }
  }

  @Test func completionOffersEveryOperator() {
    #expect(Builtins.operatorNames == StreamOperator.allCases.map(\.rawValue))
  }
}
