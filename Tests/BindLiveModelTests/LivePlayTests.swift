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

  @Test func aStateOutsidePlayModeHasNoPlay() {
    #expect(LiveModel().state().play == nil)
    #expect(!LiveModel().state().json.contains("\"play\""))
  }
}
