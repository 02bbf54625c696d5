import BindingControls

/// A checked closure whose result is a value.
struct CheckedClosure {
  let code: ClosureCode
  /// The same closure, for a caller passing exactly one argument.
  let unaryCode: UnaryClosureCode
  /// For a closure that is one expression reading nothing but `$0` and literals
  /// (`{ $0 + 1 }`): that expression as a function of `$0`, called without a frame.
  var direct: DirectCode?
  let resultType: ScriptType
  /// The closure's triggers, writes and edges, as a typed expression to merge.
  let effects: Typed
}

/// A checked closure whose result is a stream (`flatMapLatest`, `catch`).
struct CheckedStreamClosure {
  let code: StreamClosureCode
  let elementType: ScriptType
  let effects: Typed
}

extension Compiler {
  /// Checks a closure receiving values of `parameters`; its last expression is its result.
  ///
  /// - Parameter role: What takes the closure, for errors: `map`, `=>`.
  func checkClosure(_ typed: Typed, parameters: [ScriptType], role: String) throws(Diagnostic)
    -> CheckedClosure
  {
    let compiled = try compileClosure(typed, parameters: parameters, role: role, wantsStream: false)
    let body = compiled.body
    let size = compiled.size
    let result = compiled.result?.valueCode
    let runtime = self.runtime
    let frames = runtime.frames(size: size)
    func run(_ frame: Frame) throws(RuntimeError) -> Value {
      for statement in body {
        try statement(frame)
        if let failure = runtime.failure { throw failure }
      }
      return try result?(frame) ?? .void
    }
    let code: ClosureCode = { parent, arguments throws(RuntimeError) in
      var frame = frames.take(parent: parent)
      for index in 0..<min(arguments.count, size) { frame.slots[index] = arguments[index] }
      let value = try run(frame)
      frames.recycle(&frame)
      return value
    }
    // A closure that is one expression (`{ $0 + 1 }`) computes it directly, without the call
    // of `run` and its loop over no statements.
    let evaluate: ValueCode
    if body.isEmpty, let result { evaluate = result } else { evaluate = run }
    let unaryCode: UnaryClosureCode = { parent, argument throws(RuntimeError) in
      var frame = frames.take(parent: parent)
      if size > 0 { frame.slots[0] = argument }
      let value = try evaluate(frame)
      frames.recycle(&frame)
      return value
    }
    return CheckedClosure(
      code: code, unaryCode: unaryCode, direct: body.isEmpty ? compiled.result?.direct : nil,
      resultType: compiled.result?.type ?? .void, effects: compiled.effects)
  }

  /// Checks a closure receiving values of `parameters` whose last expression is a stream.
  func checkStreamClosure(_ typed: Typed, parameters: [ScriptType], role: String)
    throws(Diagnostic) -> CheckedStreamClosure
  {
    let compiled = try compileClosure(typed, parameters: parameters, role: role, wantsStream: true)
    let body = compiled.body
    let size = compiled.size
    guard let result = compiled.result?.streamCode else {
      throw error("the closure of '\(role)' must end with a stream, such as `just(x)`", typed.range)
    }
    let runtime = self.runtime
    let code: StreamClosureCode = { parent, arguments throws(RuntimeError) in
      let frame = Frame(size: size, parent: parent)
      for index in 0..<min(arguments.count, size) { frame.slots[index] = arguments[index] }
      for statement in body {
        try statement(frame)
        if let failure = runtime.failure { throw failure }
      }
      return try result(frame)
    }
    return CheckedStreamClosure(
      code: code, elementType: compiled.result?.type ?? .never, effects: compiled.effects)
  }

  private struct CompiledClosure {
    var body: [StatementCode]
    var result: Typed?
    var size: Int
    var effects: Typed
  }

  private func compileClosure(
    _ typed: Typed, parameters: [ScriptType], role: String, wantsStream: Bool
  ) throws(Diagnostic) -> CompiledClosure {
    guard case .closure(let names, let statements) = typed.form else {
      throw error("'\(role)' needs a closure here, as in `{ value in ... }`", typed.range)
    }
    if !names.isEmpty, names.count != parameters.count {
      let count = parameters.count
      throw error(
        "this closure receives \(count) value\(count == 1 ? "" : "s"), but declares \(names.count) parameter\(names.count == 1 ? "" : "s")",
        typed.range)
    }
    let savedContext = context
    let savedLift = lift
    context = .closure
    lift = nil
    defer {
      context = savedContext
      lift = savedLift
    }
    let ((body, result, effects), size) = try withScope(
      anonymousTypes: names.isEmpty ? parameters : nil
    ) { (scope: Scope) throws(Diagnostic) -> ([StatementCode], Typed?, Typed) in
      for (name, type) in zip(names, parameters) { scope.declare(name, type: type) }
      var effects = Typed.value(.void, typed.range) { _ in .void }
      var body: [StatementCode] = []
      var result: Typed?
      for (index, statement) in statements.enumerated() {
        if index == statements.count - 1, case .expression(let expression) = statement.kind {
          let last = try check(expression)
          if wantsStream {
            result = try stream(last)
          } else {
            if last.isStream {
              throw error(
                "the closure of '\(role)' ends with a stream, where a value is needed", last.range,
                notes: [Diagnostic.Note("`flatMapLatest` switches to the stream its closure returns")])
            }
            result = try value(last)
          }
          effects = effects.merging([result!])
        } else {
          let compiled = try checkStatement(statement)
          body.append(compiled.code)
          effects = effects.merging([compiled.effects])
        }
      }
      return (body, result, effects)
    }
    return CompiledClosure(body: body, result: result, size: size, effects: effects)
  }

  /// Splits a call's arguments into plain ones and a closure (trailing or last).
  func splitClosure(_ arguments: [Argument]) throws(Diagnostic) -> ([Argument], Typed?) {
    guard let last = arguments.last, case .closure = last.value.kind else {
      return (arguments, nil)
    }
    try rejectLabel(last)
    return (Array(arguments.dropLast()), try check(last.value))
  }
}
