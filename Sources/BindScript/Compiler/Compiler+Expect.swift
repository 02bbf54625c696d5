import Binding
import BindingTimeline

extension Compiler {
  /// `expect condition`: fails showing both sides of a comparison.
  func checkExpect(_ condition: Expression, _ range: SourceRange) throws(Diagnostic)
    -> CompiledStatement
  {
    let whole = try checkValue(condition)
    try require(whole, toBe: .bool, what: "what `expect` checks")
    let shown = text(condition.range)
    if case .binary(let op, let lhs, let rhs) = condition.kind,
      [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(op)
    {
      let left = try checkValue(lhs).valueCode
      let right = try checkValue(rhs).valueCode
      let leftText = text(lhs.range)
      let rightText = text(rhs.range)
      return CompiledStatement(range, effects: [whole]) { frame throws(RuntimeError) in
        let a = try left(frame)
        let b = try right(frame)
        guard try Arithmetic.apply(op, a, b, at: condition.range).isTrue else {
          var sides: [String] = []
          if leftText != a.literal { sides.append("\(leftText) is \(a.literal)") }
          if rightText != b.literal { sides.append("\(rightText) is \(b.literal)") }
          let but = sides.isEmpty ? "it is false" : sides.joined(separator: " and ")
          throw RuntimeError("expected \(shown), but \(but)", at: condition.range, isExpectation: true)
        }
      }
    }
    let code = whole.valueCode
    return CompiledStatement(range, effects: [whole]) { frame throws(RuntimeError) in
      guard try code(frame).isTrue else {
        throw RuntimeError("expected \(shown), but it is false", at: condition.range, isExpectation: true)
      }
    }
  }

  /// `expect name "-a-b" a=1 b=2`: the recorded history of `name`, with frame 0 at 0 ms and
  /// 100 ms a frame, must match the diagram.
  func checkExpectMarbles(
    _ subject: Expression, _ marbles: String, _ values: [MarbleValue], _ range: SourceRange
  ) throws(Diagnostic) -> CompiledStatement {
    let typed = try check(subject)
    guard case .cell(let reference) = typed.form else {
      throw error(
        "marbles need something with a history: a state, an action, a `let`, a control property or event",
        subject.range)
    }
    let cell = reference.cell
    var explicit: [(Character, ValueCode)] = []
    var placeholders: [Character: Value] = [:]
    var checked: [Typed] = []
    for marble in values {
      let value = try checkValue(marble.value)
      guard cell.type.accepts(value.type) else {
        throw mismatch(
          expected: cell.type, got: value.type, value.range, what: "the value of '\(marble.character)'")
      }
      explicit.append((marble.character, value.valueCode))
      placeholders[marble.character] = .void
      checked.append(value)
    }
    var implicit: [Character: Value] = [:]
    for character in marbles where character.isLetter || character.isNumber {
      guard placeholders[character] == nil else { continue }
      guard let value = Self.implicitValue(character, for: cell.type) else {
        throw error(
          "the marble '\(character)' has no value", range,
          notes: [Diagnostic.Note("give it one after the diagram: \(character)=...")])
      }
      implicit[character] = value
      placeholders[character] = value
    }
    let failure = ScriptFailure(message: "error")
    do {
      _ = try Marbles.parse(marbles, values: placeholders, error: failure, frameTicks: 100)
    } catch {
      throw self.error("this marble diagram is not valid: \(error.description)", range)
    }
    return CompiledStatement(range, effects: checked) { frame throws(RuntimeError) in
      var table = implicit
      for (character, code) in explicit { table[character] = try code(frame) }
      let expected =
        (try? Marbles.parse(marbles, values: table, error: failure, frameTicks: 100)) ?? []
      let actual = cell.history.events.map { recorded in
        recorded.value.error == nil
          ? recorded : Recorded(time: recorded.time, value: Event<Value>.error(failure))
      }
      guard let difference = Marbles.diff(actual, expected: expected, values: table, frameTicks: 100)
      else { return }
      let lines = difference.split(separator: "\n").dropFirst().map {
        Diagnostic.Note(String($0.dropFirst(2)))
      }
      throw RuntimeError(
        "the history of '\(cell.name)' does not match the marbles", at: subject.range,
        notes: Array(lines), isExpectation: true)
    }
  }

  /// What a marble character stands for when no value is given: itself, for digits of an
  /// `Int`, letters of a `String`, any letter of a `Void` event.
  static func implicitValue(_ character: Character, for type: ScriptType) -> Value? {
    switch type.unwrapped {
    case .int: return character.wholeNumberValue.map(Value.int)
    case .string: return .string(String(character))
    case .void: return .void
    default: return nil
    }
  }
}
