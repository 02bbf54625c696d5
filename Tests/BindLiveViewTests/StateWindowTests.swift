import Testing

@testable import BindLiveView

@Suite struct StateWindowTests {
  @Test func keepsTheNewestStatesUpToTheCountAndTheCharacters() {
    var window = StateWindow()
    for index in 0..<2_500 { window.append("\(index)") }
    #expect(window.kept.count == StateWindow.mostStates)
    #expect(window.kept.first == "1500")
    var large = StateWindow()
    let half = String(repeating: "x", count: StateWindow.mostCharacters / 2)
    large.append("a" + half)
    large.append("b" + half)
    large.append("c")
    #expect(large.kept.map(\.first) == ["b", "c"])
  }

  @Test func letsGoOfTheStatesItDrops() {
    var window = StateWindow()
    for index in 0..<1_500 { window.append("state \(index)") }
    _ = window.removeOldest()
    #expect(window.states.filter { !$0.isEmpty }.count == StateWindow.mostStates - 1)
  }

  @Test func keepsTheNewestStateWhateverItsSize() {
    var window = StateWindow()
    window.append("small")
    window.append(String(repeating: "x", count: StateWindow.mostCharacters + 1))
    #expect(window.kept.count == 1)
  }

  @Test func aStateTakesTheNewestOnesPlace() {
    var window = StateWindow()
    window.replaceNewest(with: "a")
    window.append("b")
    window.replaceNewest(with: "c")
    #expect(Array(window.kept) == ["a", "c"])
  }

  @Test func givesItsStatesOldestFirst() {
    var window = StateWindow()
    for text in ["a", "b", "c"] { window.append(text) }
    #expect(window.removeOldest() == "a")
    window.append("d")
    #expect([window.removeOldest(), window.removeOldest(), window.removeOldest()] == ["b", "c", "d"])
    #expect(window.removeOldest() == nil)
    #expect(window.isEmpty)
  }
}
