import BindScript
import Testing

@Suite struct ParserRangeTests {
  private let text = """
    mutable  naïve: String? = "é"
    binding screen {
      naïve <=> v.field.text ?? ""
    }
    let n = f(a, b) { x in x }
    """

  @Test func declarationsCoverTheirTextAndNameTheirNames() throws {
    let statements = parse(text).statements
    let first = try #require(statements.first)
    #expect(first.range == span(text, 1, 1, 1, 30))
    guard case .state(_, let name, let type, let initial) = first.kind else {
      Issue.record("not a state declaration")
      return
    }
    #expect(name.range == span(text, 1, 10, 1, 15))
    #expect(slice(text, name.range) == "naïve")
    #expect(type.map { slice(text, $0.range) } == "String?")
    #expect(slice(text, initial.range) == "\"é\"")
  }

  @Test func blocksAndNestedNodesHaveAccurateRanges() throws {
    let statements = parse(text).statements
    #expect(statements.count == 3)
    let binding = statements[1]
    #expect(binding.range == span(text, 2, 1, 4, 2))
    guard case .binding(let name, let body) = binding.kind,
      case .bindTwoWay(let model, let control) = body.first?.kind,
      case .binary(_, let property, _) = control.kind
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(name.range == span(text, 2, 9, 2, 15))
    #expect(model.range == span(text, 3, 3, 3, 8))
    #expect(slice(text, property.range) == "v.field.text")
    #expect(body.first?.range == span(text, 3, 3, 3, 31))
  }

  @Test func callsIncludeTheirTrailingClosure() throws {
    let statement = parse(text).statements[2]
    guard case .letDeclaration(_, let value) = statement.kind,
      case .call(let callee, let arguments) = value.kind
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(slice(text, value.range) == "f(a, b) { x in x }")
    #expect(slice(text, callee.range) == "f")
    #expect(arguments.map { slice(text, $0.value.range) } == ["a", "b", "{ x in x }"])
  }

  @Test func parenthesesWidenTheRangeOfWhatTheyHold() {
    let source = "x = (a + b)"
    guard case .assignment(_, let value) = parse(source).statements.first?.kind else {
      Issue.record("not an assignment")
      return
    }
    #expect(slice(source, value.range) == "(a + b)")
  }

  @Test func viewControlsNameTheirKindAndName() {
    let source = "view v {\n  button ok\n}"
    guard case .view(_, let controls) = parse(source).statements.first?.kind else {
      Issue.record("not a view")
      return
    }
    #expect(controls.first?.kind.range == span(source, 2, 3, 2, 9))
    #expect(controls.first?.name.range == span(source, 2, 10, 2, 12))
  }
}
