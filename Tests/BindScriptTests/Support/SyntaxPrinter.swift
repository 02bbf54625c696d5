import BindScript
import Testing

/// Renders syntax trees as compact S-expressions, so that tests can state a tree's shape in
/// one line: `a + b * c` is `(+ a (* b c))`.
enum SyntaxPrinter {
  static func print(_ statements: [Statement]) -> String {
    statements.map(print).joined(separator: "; ")
  }

  static func print(_ statement: Statement) -> String {
    switch statement.kind {
    case .state(let kind, let name, let type, let initial):
      let annotation = type.map { ":" + print($0) } ?? ""
      return "(\(kind.rawValue) \(name.text)\(annotation) \(print(initial)))"
    case .action(let name, let payload):
      return "(action \(name.text)\(payload.map { " " + print($0) } ?? ""))"
    case .letDeclaration(let name, let value):
      return "(let \(name.text) \(print(value)))"
    case .coldDeclaration(let name, let value):
      return "(cold \(name.text) \(print(value)))"
    case .view(let name, let controls):
      let list = controls.map { " \($0.kind.text):\($0.name.text)" }.joined()
      return "(view \(name.text)\(list))"
    case .binding(let name, let body):
      return "(binding \(name.text) \(block(body)))"
    case .dispose(let name):
      return "(dispose \(name.text))"
    case .bind(let source, let target):
      return "(=> \(print(source)) \(print(target)))"
    case .bindTwoWay(let model, let control):
      return "(<=> \(print(model)) \(print(control)))"
    case .assignment(let target, let value):
      return "(= \(print(target)) \(print(value)))"
    case .expression(let expression):
      return print(expression)
    case .expect(let condition):
      return "(expect \(print(condition)))"
    case .expectMarbles(let subject, let marbles, let values):
      let list = values.map { " \($0.character)=\(print($0.value))" }.joined()
      return "(expect \(print(subject)) \"\(marbles)\"\(list))"
    case .advance(let duration):
      return "(advance \(print(duration)))"
    case .ifStatement(let condition, let then, let otherwise):
      let elsePart = otherwise.map { " else \(block($0))" } ?? ""
      return "(if \(print(condition)) \(block(then))\(elsePart))"
    case .forLoop(let variable, let sequence, let body):
      return "(for \(variable.text) \(print(sequence)) \(block(body)))"
    case .meta(let command, let arguments):
      return "(:\(([command] + arguments).joined(separator: " ")))"
    }
  }

  static func print(_ expression: Expression) -> String {
    switch expression.kind {
    case .integer(let value): return String(value)
    case .double(let value): return String(value)
    case .boolean(let value): return String(value)
    case .string(let parts): return "\"" + parts.map(print).joined() + "\""
    case .nilLiteral: return "nil"
    case .array(let elements): return "[" + elements.map(print).joined(separator: " ") + "]"
    case .duration(let milliseconds): return "\(milliseconds)ms"
    case .identifier(let name): return name
    case .anonymousArgument(let number): return "$\(number)"
    case .member(let base, let name): return "(. \(print(base)) \(name))"
    case .call(let callee, let arguments):
      let list = arguments.map { " " + ($0.label.map { "\($0):" } ?? "") + print($0.value) }
      return "(call \(print(callee))\(list.joined()))"
    case .subscriptAccess(let base, let index): return "(at \(print(base)) \(print(index)))"
    case .closure(let parameters, let body):
      let names = parameters.isEmpty ? "" : "(\(parameters.joined(separator: " "))) "
      return "(closure \(names)\(block(body)))"
    case .unary(let operation, let operand): return "(\(operation.rawValue) \(print(operand)))"
    case .binary(let operation, let left, let right):
      return "(\(operation.rawValue) \(print(left)) \(print(right)))"
    case .ternary(let condition, let then, let otherwise):
      return "(? \(print(condition)) \(print(then)) \(print(otherwise)))"
    }
  }

  static func print(_ type: TypeAnnotation) -> String {
    switch type.kind {
    case .named(let name): return name
    case .optional(let wrapped): return print(wrapped) + "?"
    case .array(let element): return "[\(print(element))]"
    }
  }

  private static func print(_ part: StringPart) -> String {
    switch part {
    case .text(let text):
      return text.map { $0 == "\n" ? "\\n" : $0 == "\\" ? "\\\\" : String($0) }.joined()
    case .interpolation(let expression): return "\\(\(print(expression)))"
    }
  }

  private static func block(_ statements: [Statement]) -> String {
    "{" + print(statements) + "}"
  }
}

/// Parses `text` as a REPL input named `test`.
func parse(_ text: String) -> ParseResult {
  Parser.parse(SourceFile(name: "test", text: text))
}

/// Parses `text`, expecting no diagnostics and complete input, and prints its statements.
func tree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
  let result = parse(text)
  #expect(result.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
  #expect(!result.isIncomplete, "input unexpectedly incomplete", sourceLocation: sourceLocation)
  return SyntaxPrinter.print(result.statements)
}

/// The messages of the diagnostics for `text`, with their `line:column`.
func errors(_ text: String) -> [String] {
  parse(text).diagnostics.map { "\($0.range.start): \($0.message)" }
}

/// The range from `startLine:startColumn` to `endLine:endColumn` of `text`, with byte
/// offsets worked out from the text.
func span(_ text: String, _ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int)
  -> SourceRange
{
  SourceRange(
    start: location(text, startLine, startColumn), end: location(text, endLine, endColumn))
}

private func location(_ text: String, _ line: Int, _ column: Int) -> BindScript.SourceLocation {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let offset =
    lines.prefix(line - 1).reduce(0) { $0 + $1.utf8.count + 1 }
    + lines[line - 1].prefix(column - 1).utf8.count
  return BindScript.SourceLocation(line: line, column: column, offset: offset)
}

/// The text a range covers, sliced by its byte offsets.
func slice(_ text: String, _ range: SourceRange) -> String {
  let bytes = Array(text.utf8)[range.start.offset..<range.end.offset]
  return String(decoding: bytes, as: UTF8.self)
}
