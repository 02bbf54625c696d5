import BindScript
import Foundation
import Testing

/// Input echoed in an error, a trace or an echo shows its control characters escaped, so that
/// no input can drive the terminal; many errors are counted rather than printed.
@Suite struct SafeOutputTests {
  /// Every byte below 0x20 other than the line break and the tab.
  static func rawControls(_ text: String) -> [UInt8] {
    text.utf8.filter { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 }
  }

  @Test func controlCharactersAreEscapedAsSwiftWritesThem() {
    #expect("a\u{1B}[2Jb".escapingControlCharacters == #"a\u{1B}[2Jb"#)
    #expect("tab\tand\nline".escapingControlCharacters == "tab\tand\nline")
    #expect("\u{0}\u{7F}\u{9B}".escapingControlCharacters == #"\u{0}\u{7F}\u{9B}"#)
  }

  @Test func anErrorQuotesTheLineWithItsEscapesAndTheCaretUnderTheRightPlace() {
    let run = ScriptRun()
    let outcome = run.entry("a\u{1B}[2J = 2")
    let rendered = outcome.error?.rendered() ?? ""
    #expect(Self.rawControls(rendered).isEmpty)
    #expect(rendered.contains(#"  1 | a\u{1B}[2J = 2"#))
    let lines = rendered.split(separator: "\n")
    let shown = lines.firstIndex { $0.hasPrefix("  1 |") }.map { lines[$0] }
    let caret = lines.first { $0.contains("^") }
    let column = { (line: Substring?, character: Character) -> Int? in
      guard let line, let index = line.firstIndex(of: character) else { return nil }
      return line.distance(from: line.startIndex, to: index)
    }
    #expect(column(shown, "\\") == column(caret, "^"), "the caret is under the escape: \(rendered)")
  }

  @Test func aControlCharacterInAStringIsAnError() {
    let run = ScriptRun()
    let outcome = run.entry("mutable s = \"x\u{7}y\"")
    #expect(
      ScriptRun.message(outcome) == #"a control character (\u{7}) cannot be written in a string"#)
  }

  @Test func theEchoAndTheMetaCommandsShowControlCharactersEscaped() {
    let run = ScriptRun(echo: true)
    let outcome = run.entry(":load /nonexistent/\u{1B}]0;title\u{7}.bind")
    let printed = run.take() + (outcome.error?.rendered() ?? "")
    #expect(Self.rawControls(printed).isEmpty)
    #expect(printed.contains(#"› :load /nonexistent/\u{1B}]0;title\u{7}.bind"#))
  }

  @Test func aCommentAboveAStatementIsShownEscaped() {
    let source = SourceFile(name: "c.bind", text: "# clear \u{1B}[2J\nmutable n = 0\n")
    #expect(source.leadingComment(above: 2) == #"clear \u{1B}[2J"#)
  }

  @Test func twentyErrorsOfOneEntryArePrintedAndTheRestCounted() {
    let run = ScriptRun()
    let outcome = run.entry(String(repeating: "a = )\n", count: 8_119))
    let rendered = outcome.error?.rendered() ?? ""
    #expect(rendered.components(separatedBy: "error:").count - 1 == ScriptError.shownLimit)
    #expect(rendered.hasSuffix("... and 8,099 more errors\n"))
  }

  @Test func numbersAreGroupedByThousands() {
    #expect(ScriptError.moreErrors(1) == "... and 1 more error\n")
    #expect(ScriptError.moreErrors(1_234_567) == "... and 1,234,567 more errors\n")
    #expect(ScriptError.moreErrors(0) == "")
  }
}
