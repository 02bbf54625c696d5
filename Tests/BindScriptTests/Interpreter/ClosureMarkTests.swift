import Testing

@testable import BindScript

/// A `let` with one closure is kept in the dependency graph as its derived edge and a mark,
/// not as three edges; it answers every question as the three edges would.
@Suite struct ClosureMarkTests {
  private typealias Edge = DependencyGraph.Edge

  /// The edges the compiler gives `let b = a.map { $0 + 1 }` written at 2:11.
  private func letEdges(_ source: String, _ target: String, closure: String) -> [Edge] {
    [
      Edge(from: source, to: closure, kind: .trace),
      Edge(from: source, to: target, kind: .derived),
      Edge(from: closure, to: target, kind: .trace),
    ]
  }

  @Test func aMarkedLetGivesItsThreeEdgesAndPredecessors() {
    let graph = DependencyGraph()
    graph.add(letEdges("a", "b", closure: "map@2:11"), owner: nil)
    #expect(graph.edges.map(\.edge) == letEdges("a", "b", closure: "map@2:11"))
    #expect(graph.predecessors(of: "b") == ["a", "map@2:11"])
    #expect(graph.predecessors(of: "map@2:11") == ["a"])
    #expect(graph.predecessors(of: "a").isEmpty)
    #expect(graph.dependents(of: "a") == ["b"])
    graph.add(letEdges("a", "b", closure: "map@2:11"), owner: nil)
    #expect(graph.edges.count == 3, "the edges of a mark are not added again")
  }

  @Test func anEdgeIntoAMarkedLetOrItsClosureKeepsEveryPredecessor() {
    let graph = DependencyGraph()
    graph.add(letEdges("a", "b", closure: "map@1:14"), owner: nil)
    graph.add(letEdges("a", "c", closure: "map@1:14"), owner: nil)
    #expect(graph.predecessors(of: "map@1:14") == ["a"])
    #expect(graph.predecessors(of: "c") == ["a", "map@1:14"])
    #expect(graph.predecessors(of: "b") == ["a", "map@1:14"])
    graph.add([Edge(from: "x", to: "b", kind: .twoWay)], owner: "screen")
    #expect(graph.predecessors(of: "b") == ["a", "map@1:14", "x"])
    #expect(graph.predecessors(of: "x") == ["b"])
    #expect(graph.edges.count == 6)
    graph.removeEdges(ownedBy: "screen")
    #expect(graph.edges.count == 5)
    #expect(graph.predecessors(of: "b") == ["a", "map@1:14"])
  }

  @Test func aRenameKeepsTheMarkedEdges() {
    let graph = DependencyGraph()
    graph.add(letEdges("a", "b", closure: "map@2:11"), owner: nil)
    graph.rename("b", to: "b#1")
    #expect(graph.edges.map(\.edge) == letEdges("a", "b#1", closure: "map@2:11"))
    #expect(graph.predecessors(of: "b#1") == ["a", "map@2:11"])
    #expect(graph.predecessors(of: "map@2:11") == ["a"])
  }

  @Test func everyClosureOfALongChainFindsItsLetAfterTheTablesGrow() {
    let graph = DependencyGraph()
    for number in 1...3_000 {
      graph.add(letEdges("a\(number - 1)", "a\(number)", closure: "map@\(number + 1):19"), owner: nil)
    }
    for number in [1, 17, 1_024, 3_000] {
      #expect(graph.predecessors(of: "map@\(number + 1):19") == ["a\(number - 1)"])
      #expect(graph.predecessors(of: "a\(number)") == ["a\(number - 1)", "map@\(number + 1):19"])
    }
    #expect(graph.predecessors(of: "map@1:19").isEmpty)
    #expect(graph.predecessors(of: "map@02:19").isEmpty, "not a name a closure is given")
    #expect(graph.edges.count == 9_000)
  }

  @Test func otherClosuresAndNamesAreKeptAsEdges() {
    let graph = DependencyGraph()
    graph.add(letEdges("a", "b", closure: "closure@3:5"), owner: nil)
    graph.add(letEdges("a", "c", closure: "odd@name"), owner: nil)
    graph.add(letEdges("a", "d", closure: "filter@4:1"), owner: "screen")
    #expect(graph.predecessors(of: "closure@3:5") == ["a"])
    #expect(graph.predecessors(of: "odd@name") == ["a"])
    #expect(graph.predecessors(of: "filter@4:1") == ["a"])
    #expect(graph.predecessors(of: "d") == ["a", "filter@4:1"])
    #expect(
      graph.edges.map(\.edge) == letEdges("a", "b", closure: "closure@3:5")
        + letEdges("a", "c", closure: "odd@name") + letEdges("a", "d", closure: "filter@4:1"))
    graph.add([Edge(from: "closure@3:5", to: "e", kind: .closure)], owner: nil)
    #expect(graph.predecessors(of: "e") == ["closure@3:5"])
    #expect(graph.predecessors(of: "closure@3:5") == ["a"])
    #expect(graph.predecessors(of: "b") == ["a", "closure@3:5"])
  }
}
