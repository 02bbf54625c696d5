import BindScript
import Foundation
import Testing

/// `bind report`: one self-contained HTML page of a script's run.
@Suite struct ScriptReportTests {
  static let script = """
    mutable name = ""
    let greeting = name.map { "Hi <" + $0 + ">" }
    view v { label title }
    greeting => v.title.text
    name = "ada & co"
    print("done")
    advance 100ms
    """

  static func report(_ script: String) -> (html: String, outcome: Outcome) {
    let interpreter = Interpreter { _ in }
    let report = ScriptReport(recording: interpreter)
    let outcome = interpreter.run(SourceFile(name: "handout.bind", text: script))
    return (report.html(title: "handout.bind", outcome: outcome), outcome)
  }

  @Test func thePageHoldsEachStatementItsTraceAndTheSessionAtTheEnd() throws {
    let (html, outcome) = Self.report(Self.script)
    #expect(outcome.isSuccess)
    for line in Self.script.split(separator: "\n") {
      #expect(html.contains(XMLTextForTests.escape(String(line))), "the page shows \(line)")
    }
    #expect(html.contains("name = &quot;ada &amp; co&quot;"), "the trace, escaped")
    #expect(html.contains("└─ greeting = &quot;Hi &lt;ada &amp; co&gt;&quot;"))
    #expect(html.contains("<pre class=\"printed\">done\n</pre>"))
    #expect(html.contains("class=\"bind-graph\"") && html.contains("class=\"bind-marbles\""))
    #expect(html.contains("┌─ v"), "the view's mock-up")
    #expect(html.contains("7 statements ran, to 100ms of virtual time; every statement completed"))
  }

  @Test func theCommentAboveAStatementIsShownWithItAsProse() {
    let (html, _) = Self.report(
      "# A name, <typed> by the user\n# one letter at a time.\n#\n# Then greeted.\nmutable name = \"\"\nname = \"x\"\n"
    )
    #expect(
      html.contains(
        "<div class=\"comment\"><p>A name, &lt;typed&gt; by the user one letter at a time.</p>"
          + "<p>Then greeted.</p></div>\n<pre class=\"code\">mutable name = &quot;&quot;</pre>"))
    #expect(html.components(separatedBy: "class=\"comment\"").count == 2, "only the first has one")
  }

  @Test func thePageMakesNoRequestOfItsOwn() {
    let (html, _) = Self.report(Self.script)
    for forbidden in ["http", "src=", "<script", "<link", "@import", "url(h", "url(/", "//"] {
      #expect(!html.lowercased().contains(forbidden), "the page contains \(forbidden)")
    }
    #expect(html.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func aFailingScriptIsReportedUpToWhereItFailed() {
    let (html, outcome) = Self.report("mutable n = 1\nexpect n == 2\nn = 3")
    guard case .expectationFailed = outcome else {
      Issue.record("expected a failed expectation, got \(outcome)")
      return
    }
    #expect(html.contains("class=\"statement failed expect\""))
    #expect(html.contains("expected n == 2, but n is 1"))
    #expect(!html.contains("n = 3"), "nothing after the failure ran")
    #expect(html.contains("an expect failed at handout.bind:2"))
  }

  @Test func theGraphIsTheLargestTheScriptBuiltNotWhatDisposeLeft() throws {
    let (html, _) = Self.report(
      """
      mutable name = ""
      view v { label title; textField field }
      binding screen {
        name <=> v.field.text ?? ""
        name => v.title.text
      }
      v.field.type("ada")
      dispose screen
      """)
    let graph = try #require(html.components(separatedBy: "class=\"bind-graph\"").last)
    let picture = try #require(graph.components(separatedBy: "</svg>").first)
    #expect(picture.contains("data-node=\"v.field.text\""), "the controls it bound are drawn")
    #expect(picture.contains("data-kind=\"twoWay\""), "and the two-way binding")
    #expect(html.contains("the largest the script built, after statement 3"), "the binding block")
  }

  @Test func theEndGraphShowsTheEndsValuesAsTheViewsDo() throws {
    let (html, outcome) = Self.report(
      """
      mutable saves = 0
      view v { label status }
      binding screen {
        saves.map { "Saved \\($0) times" } => v.status.text
      }
      saves = saves + 1
      """)
    #expect(outcome.isSuccess)
    let end = try #require(html.components(separatedBy: "id=\"end\"").last)
    let graph = try #require(end.components(separatedBy: "</svg>").first)
    #expect(graph.contains("data-value=\"1\""), "saves is 1 at the end")
    #expect(!graph.contains("data-value=\"0\""))
    #expect(end.contains("Saved 1 times"))
    #expect(!end.contains("after statement"), "the graph at the end is the largest")
  }

  @Test func timesAppearOnlyWhenVirtualTimeMoved() throws {
    let (still, _) = Self.report("mutable n = 1\nn = 2")
    let statements = try #require(still.components(separatedBy: "class=\"end\"").first)
    #expect(!statements.contains("0ms"), "no time moved, no times")
    #expect(still.contains("2 statements ran; every statement completed"))
    let (moving, _) = Self.report("mutable n = 1\nadvance 100ms\nn = 2")
    #expect(moving.contains("<span class=\"time\">100ms</span>"))
    #expect(moving.contains("At the end, 100ms"))
  }

  @Test func demoCommentsNameOnlyFilesThatExist() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let demos = root.appendingPathComponent("scripts/demos")
    let files = try #require(FileManager.default.enumerator(atPath: demos.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".bind") }
    #expect(files.count >= 10)
    for file in files {
      let text = try String(contentsOf: demos.appendingPathComponent(file), encoding: .utf8)
      let comments = text.split(separator: "\n").filter {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
      }
      for comment in comments {
        for word in comment.split(whereSeparator: { " `()\"',:;".contains($0) })
        where [".md", ".swift", ".svg", ".html"].contains(where: { word.hasSuffix($0) }) {
          let exists = [root, demos, demos.appendingPathComponent(file).deletingLastPathComponent()]
            .contains { FileManager.default.fileExists(atPath: $0.appendingPathComponent(String(word)).path) }
          #expect(exists, "\(file) names \(word), which does not exist")
        }
      }
    }
  }

  @Test func aScriptWithSyntaxErrorsShowsThem() {
    let (html, outcome) = Self.report("mutable = 1")
    #expect(!outcome.isSuccess)
    #expect(html.contains("0 statements ran"))
    #expect(html.contains("handout.bind:1:"))
  }
}

/// The escaping the page uses, restated so that the test does not trust the code it tests.
enum XMLTextForTests {
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }
}
