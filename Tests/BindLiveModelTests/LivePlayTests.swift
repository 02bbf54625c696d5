import BindScript
import Foundation
import Testing

@testable import BindLiveModel

@Suite struct LivePlayTests {
  static let text = """
    advance 300ms
    let clicks = marbles("-a-(ba)|", a: 1, b: 2)
    let inner = merge(clicks, marbles("-c|", c: 3))
    let total = clicks.scan(0) { s, n in s + n }
    advance 1s
    expect total == 4
    expect total == 5

    """

  private func played() throws -> LivePlay {
    let script = try PlayScript(name: "p.bind", text: Self.text)
    let run = Interpreter { _ in }.play(script)
    return LivePlay(script: script, run: run, edited: "let clicks = marbles(\"-a-(ba)|\")")
  }

  @Test func givesThePageEachPlayableLaneWithItsStartValuesAndEvents() throws {
    let play = try played()
    #expect(play.script == Self.text)
    #expect(play.lanes.map(\.name) == ["clicks"])
    let clicks = try #require(play.lanes.first)
    #expect(clicks.start == 300)
    #expect(clicks.diagram == "-a-(ba)|")
    #expect(clicks.values.map(\.symbol) == ["a", "b"])
    #expect(clicks.values.map(\.text) == ["1", "2"])
    #expect(clicks.events.map(\.frame) == [1, 3, 3, 4])
    #expect(clicks.events.map(\.symbol) == ["a", "b", "a", "|"])
    #expect(play.checks.map(\.line) == [6, 7])
    #expect(play.checks.map(\.passed) == [true, false])
    #expect(play.checks[1].message?.contains("total") == true)
  }

  @Test func travelsInTheStateAsJSONThePageReads() throws {
    var model = LiveModel()
    model.show(try played())
    let state = model.state()
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(state.json.utf8)) as? [String: Any])
    let play = try #require(object["play"] as? [String: Any])
    #expect(play["frameMilliseconds"] as? Int == 100)
    #expect(play["edited"] as? String == "let clicks = marbles(\"-a-(ba)|\")")
    let lanes = try #require(play["lanes"] as? [[String: Any]])
    #expect(lanes.first?["name"] as? String == "clicks")
    #expect(try JSONDecoder().decode(LiveState.self, from: Data(state.json.utf8)) == state)
    #expect(state.statement == "let clicks = marbles(\"-a-(ba)|\")")
  }

  /// The marbles of lane `name` in a marble picture: each one's letter (`data-symbol`),
  /// written text and colour.
  private func marbles(_ name: String, in svg: String) throws
    -> [(symbol: String, text: String, fill: String)]
  {
    let lane = try #require(svg.components(separatedBy: "data-lane=\"\(name)\"").dropFirst().first)
    let own = lane.components(separatedBy: "class=\"lane\"").first ?? lane
    return own.components(separatedBy: "<g class=\"marble value\"").dropFirst().map { marble in
      func attribute(_ name: String, in text: Substring) -> String {
        guard let start = text.range(of: " \(name)=\"") else { return "" }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
      }
      let head = marble.prefix { $0 != ">" }
      let circle = marble[(marble.range(of: "<circle")?.lowerBound ?? marble.startIndex)...]
      let text =
        marble.range(of: "<text").map { range in
          marble[range.upperBound...].drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        } ?? ""
      return (attribute("data-symbol", in: " " + head), String(text), attribute("fill", in: circle))
    }
  }

  /// The page's state after playing `text`, with lane `lane` edited to `diagram` if given.
  private func playedState(_ text: String, lane: String, diagram: String?) throws -> LiveState {
    var script = try PlayScript(name: "p.bind", text: text)
    if let diagram { try script.apply(MarbleEdit(lane: lane, diagram: diagram)) }
    let interpreter = Interpreter { _ in }
    let run = interpreter.play(script)
    var model = LiveModel(
      graph: interpreter.graphSnapshot(), lanes: interpreter.marbleLanes(),
      time: interpreter.virtualTime)
    model.show(LivePlay(script: script, run: run))
    return model.state()
  }

  @Test func anInputLaneReadsAsItsLiteralAndAValueKeepsItsColourAcrossEdits() throws {
    let text = """
      let orders = marbles("-a-b-c-d-e|", a: "tea", b: "cake", c: "tea", d: "scone", e: "cake")
      let byItem = orders.groupBy { $0 }
      advance 1s

      """
    let before = try marbles("orders", in: playedState(text, lane: "orders", diagram: nil).marbles)
    #expect(before.map(\.symbol) == ["a", "b", "c", "d", "e"])
    #expect(before.map(\.text) == ["a", "b", "c", "d", "e"])
    let state = try playedState(text, lane: "orders", diagram: "---c-d-e|")
    let after = try marbles("orders", in: state.marbles)
    #expect(after.map(\.text) == ["c", "d", "e"])
    // "tea" is a's colour wherever it is, before and after the edit; so is "cake".
    #expect(before[2].fill == before[0].fill && before[4].fill == before[1].fill)
    #expect(after.map(\.fill) == [before[0].fill, before[3].fill, before[1].fill])
    #expect(state.marbles.contains(">c = &quot;tea&quot;<"))
    #expect(state.marbles.contains(">e = &quot;cake&quot;<"))
    // Another lane writes a value with the first letter the literal names it with.
    #expect(try marbles("byItem", in: state.marbles).map(\.text) == ["c", "d", "e"])
  }

  @Test func equalValuesInARowOfAnInputAreEachDrawn() throws {
    let text = "let taps = marbles(\"-a-a-b|\", a: 1, b: 2)\nlet seen = taps.map { $0 }\nadvance 1s\n"
    let state = try playedState(text, lane: "taps", diagram: "-a(aa)-a|")
    #expect(try marbles("taps", in: state.marbles).map(\.symbol) == ["a", "a", "a", "a"])
    #expect(try marbles("seen", in: state.marbles).count == 4)
  }

  @Test func aStateOutsidePlayModeHasNoPlay() {
    #expect(LiveModel().state().play == nil)
    #expect(!LiveModel().state().json.contains("\"play\""))
  }
}
