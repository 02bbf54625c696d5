import BindScript
import Testing

@Suite struct SourceFileTests {
  @Test func splitsLinesAtLineFeedsAndCarriageReturnLineFeeds() {
    let source = SourceFile(name: "test", text: "a\r\nb\nc\r\n")
    #expect(source.lines == ["a", "b", "c", ""])
    #expect(source.line(2) == "b")
    #expect(source.line(9) == "")
  }
}
