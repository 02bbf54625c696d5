import BindScript
import Testing

@Suite struct NestingLimitTests {
  private let tooDeep =
    "this is nested too deeply: more than \(Parser.maximumNestingDepth) levels of brackets, "
    + "blocks or operators"

  private static func nested(_ shape: String, _ count: Int) -> String {
    func repeated(_ text: String) -> String { String(repeating: text, count: count) }
    func chain(_ separator: String) -> String {
      Array(repeating: "a", count: count).joined(separator: separator)
    }
    switch shape {
    case "parentheses": return "x = " + repeated("(") + "1" + repeated(")")
    case "brackets": return "x = " + repeated("[") + repeated("]")
    case "prefix operators": return "x = " + repeated("!") + "a"
    case "right-associative operators": return "x = " + chain(" ?? ")
    case "left-associative operators": return "x = " + chain(" + ")
    case "members": return "x = a" + repeated(".b")
    case "calls": return "x = f" + repeated("()")
    case "optional types": return "mutable m: Int" + repeated("?") + " = nil"
    case "array types": return "mutable m: " + repeated("[") + "Int" + repeated("]") + " = []"
    case "interpolations": return "x = \"" + repeated("\\(\"") + repeated("\")") + "\""
    case "closures": return "x = " + repeated("f { ") + repeated("}")
    case "blocks": return repeated("if a { ") + repeated("}")
    case "else ifs": return "if a { }" + repeated(" else if a { }")
    default: return shape
    }
  }

  @Test(arguments: [
    "parentheses", "brackets", "prefix operators", "right-associative operators",
    "left-associative operators", "members", "calls", "optional types", "array types",
    "interpolations",
  ])
  func deepExpressionsAreOneErrorNotACrash(shape: String) {
    let result = parse("x = 1\n" + Self.nested(shape, 5_000) + "\ny = 2")
    #expect(result.diagnostics.map(\.message) == [tooDeep])
    #expect(SyntaxPrinter.print(result.statements) == "(= x 1); (= y 2)")
  }

  @Test(arguments: ["closures", "blocks", "else ifs"])
  func deepBlocksAreOneErrorAndKeepTheOuterLevels(shape: String) {
    let result = parse("x = 1\n" + Self.nested(shape, 5_000) + "\ny = 2")
    #expect(result.diagnostics.map(\.message) == [tooDeep])
    #expect(result.statements.first.map(SyntaxPrinter.print) == "(= x 1)")
    #expect(result.statements.last.map(SyntaxPrinter.print) == "(= y 2)")
    #expect(!result.isIncomplete)
  }

  @Test(arguments: ["parentheses", "closures", "blocks", "left-associative operators"])
  func nestingWellWithinTheLimitIsFine(shape: String) {
    #expect(parse(Self.nested(shape, 40)).diagnostics.isEmpty)
  }

  @Test func manyStatementsParse() {
    let text = (0..<5_000).map { "let v\($0) = x.map { $0 + \($0) } # \($0)" }
      .joined(separator: "\n")
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    #expect(result.statements.count == 5_000)
  }
}
