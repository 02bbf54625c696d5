import Foundation
import Testing

@testable import BindLiveModel

@Suite struct LiveStateTests {
  @Test func encodesEveryFieldAsJSONThePageReads() throws {
    let state = LiveState(
      sequence: 3, statement: "name.accept(\"al\")", time: 200, graph: "<svg id=\"g\"/>",
      changed: ["name", "greeting"], marbles: "<svg/>", views: ["┌─ v ─┐"],
      trace: ["name = \"al\"", "└─ greeting = \"hi al\""])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(state.json.utf8)) as? [String: Any])
    #expect(object["sequence"] as? Int == 3)
    #expect(object["statement"] as? String == "name.accept(\"al\")")
    #expect(object["graph"] as? String == "<svg id=\"g\"/>")
    #expect(object["changed"] as? [String] == ["name", "greeting"])
    #expect(object["views"] as? [String] == ["┌─ v ─┐"])
    #expect(object["trace"] as? [String] == ["name = \"al\"", "└─ greeting = \"hi al\""])
    #expect(try JSONDecoder().decode(LiveState.self, from: Data(state.json.utf8)) == state)
  }
}
