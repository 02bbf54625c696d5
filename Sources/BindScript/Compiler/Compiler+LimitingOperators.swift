import Binding

extension Compiler {
  /// A closure that answers a question about values, so must return `Bool`: the comparer of
  /// `distinctUntilChanged { a, b in ... }`, the predicate of `take(while:)`.
  func checkPredicate(_ closure: Typed, parameters: [ScriptType], role: String)
    throws(Diagnostic) -> CheckedClosure
  {
    let checked = try checkClosure(closure, parameters: parameters, role: role)
    guard checked.resultType == .bool else {
      throw error(
        "the closure of '\(role)' must return Bool, but returns \(checked.resultType)", closure.range)
    }
    return checked
  }

  /// `take(while: { ... })`, `skip(while: { ... })`, `take(until: stop)`, `skip(until: start)`.
  func checkCondition(
    _ op: StreamOperator, _ source: Typed, _ argument: Argument, _ call: Invocation,
    _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    let name = "\(op.rawValue)(\(argument.label ?? ""):)"
    let upstream = source.streamCode
    guard argument.label == "while" else {
      let other = try checkStream(argument.value)
      let otherCode = other.streamCode
      return Typed.stream(source.type, range) { frame throws(RuntimeError) in
        let trigger = try otherCode(frame)
        let stream = try upstream(frame)
        return op == .take ? stream.take(until: trigger) : stream.skip(until: trigger)
      }.merging([source, other])
    }
    guard case .closure = argument.value.kind else {
      throw error(
        "'\(name)' takes a closure, as in `\(op.rawValue)(while: { $0 < 3 })`", argument.value.range)
    }
    let checked = try checkPredicate(check(argument.value), parameters: [source.type], role: name)
    let code = checked.unaryCode
    return Typed.stream(source.type, range) { frame throws(RuntimeError) in
      let holds = { (value: Value) in call.value(code, frame, value)?.isTrue == true }
      let stream = try upstream(frame)
      return op == .take ? stream.take(while: holds) : stream.skip(while: holds)
    }.merging([source, call.edges(from: source, closure: checked.effects)])
  }

  /// `takeLast(2)`, `element(at: 2)`, `retry(3)`: an operator with a count of at least 0.
  func checkCounted(
    _ op: StreamOperator, _ source: Typed, _ values: [Argument], _ closure: Typed?,
    _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    let name = op.rawValue
    if let closure { throw error("'\(name)' takes no closure", closure.range) }
    let label = op == .element ? "at" : nil
    guard values.count == 1, values[0].label == label else {
      throw error("'\(name)' is written `\(op.usages[0])`", range)
    }
    let count = try checkValue(values[0].value)
    try require(count, toBe: .int, what: "the argument of '\(name)'")
    let countCode = count.valueCode
    let countRange = count.range
    let upstream = source.streamCode
    let runtime = self.runtime
    return Typed.stream(source.type, range) { frame throws(RuntimeError) in
      guard case .int(let n) = try countCode(frame), n >= 0 else {
        let what = op == .element ? "an index" : "a count"
        throw RuntimeError("'\(name)' needs \(what) of at least 0", at: countRange)
      }
      let stream = try upstream(frame)
      switch op {
      case .takeLast: return stream.takeLast(n)
      case .element: return stream.element(at: n)
      default:
        // Each attempt is a step, so a stream that fails at once cannot retry without end.
        return Observable.deferred { runtime.stepAgain() ? stream : .empty() }.retry(n)
      }
    }.merging([source, count])
  }

  /// `concat(rest)` and `amb(mirror)`: the stream with a second one of the same type.
  func checkPairing(
    _ op: StreamOperator, _ source: Typed, _ values: [Argument], _ closure: Typed?,
    _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    let name = op.rawValue
    if let closure { throw error("'\(name)' takes no closure", closure.range) }
    guard values.count == 1 else { throw arityError(name, expected: 1, got: values.count, range) }
    try rejectLabel(values[0])
    let other = try checkStream(values[0].value)
    guard let type = source.type.joined(with: other.type) else {
      throw mismatch(
        expected: source.type, got: other.type, other.range, what: "the stream given to '\(name)'")
    }
    let upstream = source.streamCode
    let otherCode = other.streamCode
    return Typed.stream(type, range) { frame throws(RuntimeError) in
      let first = try upstream(frame)
      let second = try otherCode(frame)
      return op == .concat ? first.concat(second) : first.amb(second)
    }.merging([source, other])
  }
}
