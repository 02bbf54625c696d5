import BindScript
import Testing

/// `SourceFile.leadingComment(above:)`: the comment a script's author wrote above a statement.
@Suite struct LeadingCommentTests {
  private static let source = SourceFile(
    name: "demo.bind",
    text: """
      #!/usr/bin/env bind
      # demo.bind: the file's introduction.

      # A counter, and what follows it.
      #   (indented on purpose)
      mutable n = 0
      let doubled = n.map { $0 * 2 }   # a trailing remark belongs to its own line
      n = 1

      #

      # First paragraph.
      #
      # Second paragraph.
      n = 2
      """)

  @Test func theCommentJustAboveAStatementIsItsOwnWithoutTheHashes() {
    #expect(
      Self.source.leadingComment(above: 6)
        == "demo.bind: the file's introduction.\n\nA counter, and what follows it.\n  (indented on purpose)")
  }

  @Test func aLineOfCodeEndsTheComment() {
    #expect(Self.source.leadingComment(above: 7) == nil)
    #expect(Self.source.leadingComment(above: 8) == nil, "a trailing remark is not a comment above")
  }

  @Test func blankAndEmptyCommentLinesSeparateParagraphsAndAreTrimmedAtTheEnds() {
    #expect(Self.source.leadingComment(above: 15) == "First paragraph.\n\nSecond paragraph.")
  }

  @Test func theInterpreterLineIsNotAComment() {
    let source = SourceFile(name: "s.bind", text: "#!/usr/bin/env bind\nmutable a = 1\n")
    #expect(source.leadingComment(above: 2) == nil)
    #expect(source.leadingComment(above: 1) == nil)
  }

  @Test func aLineBeyondTheEndReadsFromTheLastLine() {
    let source = SourceFile(name: "s.bind", text: "mutable a = 1\n# the end")
    #expect(source.leadingComment(above: 99) == "the end")
  }
}
