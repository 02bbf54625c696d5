import Testing

@testable import LineEditor

@Suite struct CompletionListTests {
  @Test func candidatesGoDownThenAcrossInColumnsAsWideAsTheLongest() {
    #expect(CompletionList.columns(["map", "filter", "scan"], width: 20) == "map     scan\nfilter\n")
  }

  @Test func noLineIsWiderThanTheTerminal() {
    let names = (1...40).map { "candidate\($0)" }
    let text = CompletionList.columns(names, width: 60)
    let lines = text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(lines.count == 10, "4 columns of 13 characters fit 60")
    #expect(Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)) == Set(names))
  }

  @Test func aCandidateWiderThanTheTerminalStandsAloneOnItsLine() {
    #expect(
      CompletionList.columns(["a", String(repeating: "b", count: 30)], width: 10) == "a\n"
        + String(repeating: "b", count: 30) + "\n")
  }
}
