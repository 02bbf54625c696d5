import BindingTimeline
import Testing

@Suite struct TerminalColumnsTests {
  @Test(arguments: [
    ("abc", 3), ("漢字", 4), ("👍", 2), ("한글", 4), ("ｘ", 2), ("a\u{7}b", 2), ("", 0),
  ])
  func countsColumnsAsATerminalDrawsThem(text: String, columns: Int) {
    #expect(text.terminalColumns == columns)
  }

  @Test func anEmojiPresentationSelectorMakesACharacterWide() {
    #expect(Character("❤").terminalColumns == 1)
    #expect(Character("❤\u{FE0F}").terminalColumns == 2)
  }
}
