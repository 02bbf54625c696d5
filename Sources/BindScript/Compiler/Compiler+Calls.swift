extension Compiler {
  /// A call: a function, an action dispatch, an operator, a control's user event or
  /// gesture, or a method of a value.
  func checkCall(_ callee: Expression, _ arguments: [Argument], _ range: SourceRange)
    throws(Diagnostic) -> Typed
  {
    switch callee.kind {
    case .identifier(let name):
      return try checkFunctionCall(name, callee.range, arguments, range)
    case .member(let base, let name):
      let owner = try check(base)
      switch owner.form {
      case .control(let control):
        return try checkControlCall(control, name, arguments, range, callee: callee.range)
      case .stream, .cell:
        if Builtins.operatorNames.contains(name) {
          return try checkOperator(name, receiver: owner, arguments, range)
        }
        if owner.isStream {
          throw error(
            "there is no operator named '\(name)'", Self.nameRange(name, endingAt: callee.range),
            suggestion: NearestName.find(name, in: Builtins.operatorNames),
            notes: Self.notes(forMissing: name))
        }
        // Before the value is read: a `cold` let, which has none, is subscribed to all the same.
        if Self.isSubscribing(name) { throw noMember(owner, name, callee.range) }
        return try checkValueMethod(value(owner), name, arguments, range, callee: callee.range)
      case .value:
        if Builtins.operatorNames.contains(name) {
          throw error(
            "'\(name)' is an operator of streams, and this is a value", owner.range,
            notes: [Diagnostic.Note("make a stream of it with `just(...)`")])
        }
        return try checkValueMethod(owner, name, arguments, range, callee: callee.range)
      default:
        _ = try value(owner)
        throw error("this cannot be called", callee.range)
      }
    default:
      throw error("this cannot be called", callee.range)
    }
  }

  private func checkFunctionCall(
    _ name: String, _ nameRange: SourceRange, _ arguments: [Argument], _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    if local(name) != nil {
      throw error("'\(name)' is a value, not a function", nameRange)
    }
    if let entry = runtime.symbols[name] {
      guard case .action(let action) = entry.symbol else {
        throw error("'\(name)' is a \(entry.symbol.kindName), not something to call", nameRange)
      }
      return try checkDispatch(action, arguments, range)
    }
    switch name {
    case "print": return try checkPrint(arguments, range)
    case "Int", "Double", "String": return try checkConversion(name, arguments, range)
    case "combineLatest", "zip", "merge", "after", "fail", "just", "of":
      return try checkSource(name, arguments, range)
    case "marbles":
      return try checkMarbleSource(arguments, range)
    default:
      if let command = Self.shellWords[name] {
        throw error(
          "there is no function named '\(name)'; meta commands start with ':'", nameRange,
          suggestion: command)
      }
      let actions = runtime.symbols.names.filter {
        if case .action? = runtime.symbols[$0]?.symbol { return true }
        return false
      }
      throw error(
        "there is no function or action named '\(name)'", nameRange,
        suggestion: NearestName.find(name, in: Builtins.functionNames + actions))
    }
  }

  private func checkDispatch(_ action: ActionCell, _ arguments: [Argument], _ range: SourceRange)
    throws(Diagnostic) -> Typed
  {
    let parameters = action.type == .void ? [] : [action.type]
    let values = try checkArguments(arguments, parameters: parameters, callee: action.name, range)
    let payload = values.first?.valueCode
    let runtime = self.runtime
    var result = Typed.value(.void, range) { frame throws(RuntimeError) in
      let value = try payload?(frame) ?? .void
      runtime.act { action.dispatch(value) }
      return .void
    }.merging(values)
    result.writes.insert(action.name)
    return result
  }

  private func checkControlCall(
    _ control: ControlCell, _ name: String, _ arguments: [Argument], _ range: SourceRange,
    callee: SourceRange
  ) throws(Diagnostic) -> Typed {
    let runtime = self.runtime
    if let event = control.kind.event(triggeredBy: name) {
      let parameters = event.payload == .void ? [] : [event.payload]
      let values = try checkArguments(arguments, parameters: parameters, callee: name, range)
      let payload = values.first?.valueCode
      var result = Typed.value(.void, range) { frame throws(RuntimeError) in
        let value = try payload?(frame) ?? .void
        if !runtime.act({ control.trigger(event, value) }) {
          runtime.print(
            "\(control.name) ignored \(name)(\(value == .void ? "" : value.literal)): \(control.ignoresUserBecause)"
          )
        }
        return .void
      }.merging(values)
      result.writes.insert("\(control.name).\(event.name)")
      return result
    }
    if let gesture = control.kind.gesture(named: name) {
      let values = try checkArguments(
        arguments, parameters: gesture.parameter.map { [$0] } ?? [], callee: name, range)
      let argument = values.first?.valueCode
      var result = Typed.value(.void, range) { frame throws(RuntimeError) in
        let value = try argument?(frame)
        if !control.perform(gesture, value, runtime: runtime) {
          runtime.print("\(control.name) ignored \(name)(): \(control.ignoresUserBecause)")
        }
        return .void
      }.merging(values)
      if let property = control.properties.first(where: { $0.schema.isObservable }) {
        result.writes.insert(property.name)
      }
      return result
    }
    if control.property(name) != nil || control.event(name) != nil {
      throw error("'\(control.name).\(name)' cannot be called", range)
    }
    throw error(
      "'\(control.name)' (a \(control.kind.rawValue)) has no member named '\(name)'",
      Self.nameRange(name, endingAt: callee),
      suggestion: NearestName.find(name, in: control.kind.memberNames))
  }

  private func checkPrint(_ arguments: [Argument], _ range: SourceRange) throws(Diagnostic)
    -> Typed
  {
    var values: [Typed] = []
    for argument in arguments {
      try rejectLabel(argument)
      values.append(try checkValue(argument.value))
    }
    let codes = values.map(\.valueCode)
    let runtime = self.runtime
    return Typed.value(.void, range) { frame throws(RuntimeError) in
      var texts: [String] = []
      for code in codes { texts.append(try code(frame).text) }
      runtime.print(texts.joined(separator: " "))
      return .void
    }.merging(values)
  }

  private func checkConversion(_ name: String, _ arguments: [Argument], _ range: SourceRange)
    throws(Diagnostic) -> Typed
  {
    guard arguments.count == 1 else {
      throw arityError(name, expected: 1, got: arguments.count, range)
    }
    try rejectLabel(arguments[0])
    let input = try checkValue(arguments[0].value)
    let result: ScriptType
    switch (name, input.type) {
    case ("String", _): result = .string
    case ("Int", .int), ("Int", .double), ("Double", .int), ("Double", .double):
      result = name == "Int" ? .int : .double
    case ("Int", .string): result = .optional(.int)
    case ("Double", .string): result = .optional(.double)
    default:
      throw error("\(name)(...) cannot convert \(input.type)", input.range)
    }
    let code = input.valueCode
    return Typed.value(result, range) { frame throws(RuntimeError) in
      try Conversions.convert(try code(frame), to: name, at: range)
    }.merging([input])
  }
}

/// What `Int(x)`, `Double(x)` and `String(x)` compute.
enum Conversions {
  static func convert(_ value: Value, to name: String, at range: SourceRange) throws(RuntimeError)
    -> Value
  {
    switch (name, value) {
    case ("String", _): return .string(value.text)
    case ("Int", .int), ("Double", .double): return value
    case ("Int", .double(let number)):
      guard let integer = Int(exactly: number.rounded(.towardZero)) else {
        throw RuntimeError("\(Value.format(number)) does not fit in an Int", at: range)
      }
      return .int(integer)
    case ("Double", .int(let number)): return .double(Double(number))
    case ("Int", .string(let text)): return Int(text).map(Value.int) ?? Value.none
    case ("Double", .string(let text)): return Double(text).map(Value.double) ?? Value.none
    default: return .none
    }
  }
}
