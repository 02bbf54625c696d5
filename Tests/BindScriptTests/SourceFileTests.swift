import BindScript
import Testing

@Suite struct SourceFileTests {
  @Test func splitsLinesAtLineFeedsAndCarriageReturnLineFeeds() {
    let source = SourceFile(name: "test", text: "a\r\nb\nc\r\n")
    #expect(source.lines == ["a", "b", "c", ""])
    #expect(source.line(2) == "b")
    #expect(source.line(9) == "")
  }

  @Test func keepsALoneCarriageReturnAndCountsAnEmptyTextAsOneLine() {
    let source = SourceFile(name: "test", text: "a\rb\r\r\nc\r")
    #expect(source.lines == ["a\rb\r", "c\r"])
    #expect(SourceFile(name: "empty", text: "").lines == [""])
    #expect(SourceFile(name: "accents", text: "é\nü").line(2) == "ü")
  }
}
