extension Compiler {
  /// `base.name` without a call: a control of a view, a property or event of a control, or
  /// a property of a value (`count`, `isEmpty`, `first`, `last`).
  func checkMember(_ base: Expression, _ name: String, _ range: SourceRange) throws(Diagnostic)
    -> Typed
  {
    let owner = try check(base)
    switch owner.form {
    case .view(let view):
      guard let control = view.control(name) else {
        throw error(
          "view '\(view.name)' has no control named '\(name)'", Self.nameRange(name, endingAt: range),
          suggestion: NearestName.find(name, in: view.controlNames))
      }
      return Typed(form: .control(control), type: .void, range: range)
    case .control(let control):
      if let property = control.property(name) {
        return Typed(form: .cell(.property(property)), type: property.type, range: range)
      }
      if let event = control.event(name) {
        return Typed(form: .cell(.event(event)), type: event.type, range: range)
      }
      if control.kind.event(triggeredBy: name) != nil || control.kind.gesture(named: name) != nil {
        throw error("'\(name)' is something the user does: call it, as in `\(control.name).\(name)()`", range)
      }
      throw error(
        "'\(control.name)' (a \(control.kind.rawValue)) has no member named '\(name)'",
        Self.nameRange(name, endingAt: range),
        suggestion: NearestName.find(name, in: control.kind.memberNames))
    case .stream:
      if Builtins.operatorNames.contains(name) {
        throw error("'\(name)' is an operator: call it, as in `.\(name)(...)`", range)
      }
      throw error(
        "a stream has no member '\(name)'", Self.nameRange(name, endingAt: range),
        suggestion: NearestName.find(name, in: Builtins.operatorNames))
    default:
      if case .cell = owner.form, Builtins.operatorNames.contains(name) {
        throw error("'\(name)' is an operator: call it, as in `.\(name)(...)`", range)
      }
      let value = try self.value(owner)
      return try valueProperty(value, name, range)
    }
  }

  private func valueProperty(_ owner: Typed, _ name: String, _ range: SourceRange)
    throws(Diagnostic) -> Typed
  {
    let type = owner.type
    if Builtins.methodNames.contains(name) {
      throw error(
        "'\(name)' is a method: call it, as in `.\(name)()`", Self.nameRange(name, endingAt: range))
    }
    if type.isOptional, Builtins.propertyNames.contains(name) {
      throw error(
        "this is optional (\(type)): unwrap it with `?? default` before using '\(name)'", range)
    }
    let result: ScriptType
    switch (name, type) {
    case ("count", .string), ("count", .array), ("count", .emptyArray): result = .int
    case ("isEmpty", .string), ("isEmpty", .array), ("isEmpty", .emptyArray): result = .bool
    case ("first", .string), ("last", .string): result = .optional(.string)
    case ("first", _), ("last", _):
      guard let element = type.element else { throw noMember(owner, name, range) }
      result = .optional(element)
    default:
      throw noMember(owner, name, range)
    }
    let code = owner.valueCode
    return Typed.value(result, range) { frame throws(RuntimeError) in
      ValueMembers.property(name, of: try code(frame))
    }.merging([owner])
  }

  func noMember(_ owner: Typed, _ name: String, _ range: SourceRange) -> Diagnostic {
    let candidates = Builtins.propertyNames + Builtins.methodNames + Builtins.operatorNames
    let subject = text(owner.range)
    let isName = subject.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    let described = isName ? "'\(subject)' (\(owner.type))" : String(describing: owner.type)
    return error(
      "\(described) has no member named '\(name)'", Self.nameRange(name, endingAt: range),
      suggestion: NearestName.find(name, in: candidates), notes: Self.notes(forMissing: name))
  }

  /// Whether `name` is one of RxSwift's ways to subscribe (`subscribe`, `bind(to:)`,
  /// `drive`...), which a script does with `let` and `=>` instead.
  static func isSubscribing(_ name: String) -> Bool {
    ["subscribe", "bind", "drive", "emit", "disposed"].contains(name)
  }

  /// What to say of a member a script does not have: for a way to subscribe, how a script
  /// does it.
  static func notes(forMissing name: String) -> [Diagnostic.Note] {
    guard isSubscribing(name) else { return [] }
    return [
      Diagnostic.Note(
        "a script does not subscribe by hand: derive with `let y = x.map { $0 * 2 }`, bind "
          + "with `x => screen.title.text`")
    ]
  }

  /// The range of the member name at the end of `range` (`count` in `name.count`).
  static func nameRange(_ name: String, endingAt range: SourceRange) -> SourceRange {
    let end = range.end
    guard end.column > name.count else { return range }
    let start = SourceLocation(
      line: end.line, column: end.column - name.count, offset: end.offset - name.utf8.count)
    return SourceRange(start: start, end: end)
  }

  /// `value.method(arguments)`: `uppercased()`, `contains(x)`...
  func checkValueMethod(
    _ owner: Typed, _ name: String, _ arguments: [Argument], _ range: SourceRange,
    callee: SourceRange
  ) throws(Diagnostic) -> Typed {
    let type = owner.type
    if type.isOptional {
      throw error(
        "this is optional (\(type)): unwrap it with `?? default` before calling '\(name)'", range)
    }
    let parameter: ScriptType?
    let result: ScriptType
    switch (name, type) {
    case ("uppercased", .string), ("lowercased", .string):
      (parameter, result) = (nil, .string)
    case ("contains", .string), ("hasPrefix", .string), ("hasSuffix", .string):
      (parameter, result) = (.string, .bool)
    case ("contains", _):
      guard let element = type.element else { throw noMember(owner, name, callee) }
      (parameter, result) = (element, .bool)
    default:
      throw noMember(owner, name, callee)
    }
    let values = try checkArguments(
      arguments, parameters: parameter.map { [$0] } ?? [], callee: name, range)
    let code = owner.valueCode
    let argument = values.first?.valueCode
    return Typed.value(result, range) { frame throws(RuntimeError) in
      ValueMembers.method(name, of: try code(frame), try argument?(frame))
    }.merging([owner] + values)
  }

  /// Checks plain value arguments against `parameters`: their number, labels and types.
  func checkArguments(
    _ arguments: [Argument], parameters: [ScriptType], callee: String, _ range: SourceRange,
    checkTypes: Bool = true
  ) throws(Diagnostic) -> [Typed] {
    guard arguments.count == parameters.count else {
      throw arityError(callee, expected: parameters.count, got: arguments.count, range)
    }
    var checked: [Typed] = []
    for (argument, parameter) in zip(arguments, parameters) {
      try rejectLabel(argument)
      let typed = try checkValue(argument.value)
      if checkTypes { try require(typed, toBe: parameter, what: "the argument of '\(callee)'") }
      checked.append(typed)
    }
    return checked
  }

  func rejectLabel(_ argument: Argument) throws(Diagnostic) {
    if let label = argument.label {
      throw error("unexpected argument label '\(label):'", argument.value.range)
    }
  }

  func arityError(_ callee: String, expected: Int, got: Int, _ range: SourceRange) -> Diagnostic {
    let wanted =
      expected == 0 ? "no arguments" : "\(expected) argument\(expected == 1 ? "" : "s")"
    return error("'\(callee)' takes \(wanted), but \(got) \(got == 1 ? "was" : "were") given", range)
  }
}

/// What the members of values compute.
enum ValueMembers {
  static func property(_ name: String, of value: Value) -> Value {
    switch (name, value) {
    case ("count", .string(let text)): return .int(text.count)
    case ("count", .array(let values)): return .int(values.count)
    case ("isEmpty", .string(let text)): return .bool(text.isEmpty)
    case ("isEmpty", .array(let values)): return .bool(values.isEmpty)
    case ("first", .string(let text)): return text.first.map { .string(String($0)) } ?? Value.none
    case ("last", .string(let text)): return text.last.map { .string(String($0)) } ?? Value.none
    case ("first", .array(let values)): return values.first ?? Value.none
    case ("last", .array(let values)): return values.last ?? Value.none
    default: return .none
    }
  }

  static func method(_ name: String, of value: Value, _ argument: Value?) -> Value {
    switch (name, value, argument) {
    case ("uppercased", .string(let text), _): return .string(text.uppercased())
    case ("lowercased", .string(let text), _): return .string(text.lowercased())
    case ("contains", .string(let text), .string(let part)?): return .bool(text.contains(part))
    case ("hasPrefix", .string(let text), .string(let part)?): return .bool(text.hasPrefix(part))
    case ("hasSuffix", .string(let text), .string(let part)?): return .bool(text.hasSuffix(part))
    case ("contains", .array(let values), let element?): return .bool(values.contains(element))
    default: return .none
    }
  }
}
