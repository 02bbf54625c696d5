import Testing

@testable import BindScript

/// The index the dependency graph finds its node names through.
@Suite struct NameIndexTests {
  @Test func namesAreNumberedInTheOrderTheyCameAndKeptOnce() {
    var index = NameIndex()
    #expect(index.insert("total") == 0)
    #expect(index.insert("map@2:14") == 1)
    #expect(index.insert("total") == 0)
    #expect(index.names == ["total", "map@2:14"])
    #expect(index.count == 2)
  }

  @Test func everyNameIsFoundAfterTheTableGrows() {
    var index = NameIndex()
    #expect(index.position(of: "a0") == nil)
    for number in 0..<5_000 { #expect(index.insert("a\(number)") == Int32(number)) }
    for number in 0..<5_000 { #expect(index.position(of: "a\(number)") == Int32(number)) }
    #expect(index.position(of: "a5000") == nil)
    #expect(index.position(of: "") == nil)
    #expect(index.count == 5_000)
  }

  @Test func aGraphOfManyNodesGivesEachNodeItsOwnPredecessors() {
    let graph = DependencyGraph()
    graph.add(
      (1...300).map { DependencyGraph.Edge(from: "a\($0 - 1)", to: "a\($0)", kind: .derived) },
      owner: nil)
    #expect(graph.predecessors(of: "a300") == ["a299"])
    #expect(graph.predecessors(of: "a1") == ["a0"])
    #expect(graph.predecessors(of: "a0").isEmpty)
    #expect(graph.predecessors(of: "b").isEmpty)
    #expect(graph.edges.count == 300)
  }

  @Test func edgesKeepTheirOwnersAndGoWithThem() {
    let graph = DependencyGraph()
    let edge = DependencyGraph.Edge(from: "name", to: "v.f.text", kind: .binding)
    graph.add([edge], owner: nil)
    graph.add([edge], owner: "screen")
    graph.add([edge], owner: "screen")
    graph.add([DependencyGraph.Edge(from: "a", to: "b", kind: .derived)], owner: "other")
    #expect(graph.edges.map(\.owner) == [nil, "screen", "other"])
    graph.removeEdges(ownedBy: "screen")
    #expect(graph.edges.map(\.owner) == [nil, "other"])
    #expect(graph.predecessors(of: "v.f.text") == ["name"])
    graph.removeEdges(ownedBy: "other")
    #expect(graph.edges.count == 1)
    #expect(graph.predecessors(of: "b").isEmpty)
  }
}
