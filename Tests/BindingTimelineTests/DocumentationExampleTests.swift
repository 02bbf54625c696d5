import BindingCore
import BindingTimeline
import Testing

/// The examples of the module's landing page and of the Marble Diagrams article, as written.
@Suite struct DocumentationExampleTests {
  @Test func landingPage() throws {
    let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]
    let events: [Recorded<Event<Int>>] = try Marbles.parse("--a-(bc)-|", values: values)
    #expect(events == [.next(20, 1), .next(40, 2), .next(40, 3), .completed(60)])
    #expect(Marbles.render(events, values: values) == "--a-(bc)-|")
    let diff = try #require(Marbles.diff(events, expected: [.next(20, 1), .completed(30)]))
    #expect(diff.contains("first difference, event 2"))
  }

  @Test func marbleDiagramsArticle() throws {
    let events = try Marbles.parse("-a-b|", values: ["a": 1, "b": 2], origin: 200)
    #expect(events == [.next(210, 1), .next(230, 2), .completed(240)])
  }
}
