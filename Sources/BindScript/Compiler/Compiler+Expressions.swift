import Binding

extension Compiler {
  /// Checks an expression in any position; callers convert the result with ``value(_:)`` or
  /// ``stream(_:)``.
  func check(_ expression: Expression) throws(Diagnostic) -> Typed {
    let range = expression.range
    switch expression.kind {
    case .integer(let number):
      var typed = Typed.value(.int, range) { _ in .int(number) }
      typed.direct = { _ in .int(number) }
      return typed
    case .double(let number):
      var typed = Typed.value(.double, range) { _ in .double(number) }
      typed.direct = { _ in .double(number) }
      return typed
    case .boolean(let flag):
      var typed = Typed.value(.bool, range) { _ in .bool(flag) }
      typed.direct = { _ in .bool(flag) }
      return typed
    case .nilLiteral:
      return .value(.nilLiteral, range) { _ in .none }
    case .duration(let milliseconds):
      return .value(.duration, range) { _ in .duration(milliseconds: milliseconds) }
    case .string(let parts):
      return try checkString(parts, range)
    case .array(let elements):
      return try checkArray(elements, range)
    case .identifier(let name):
      return try checkIdentifier(name, range)
    case .anonymousArgument(let index):
      return try checkAnonymous(index, range)
    case .member(let base, let name):
      return try checkMember(base, name, range)
    case .call(let callee, let arguments):
      return try checkCall(callee, arguments, range)
    case .subscriptAccess(let base, let index):
      return try checkSubscript(base, index, range)
    case .closure(let parameters, let body):
      return Typed(form: .closure(parameters: parameters, body: body), type: .void, range: range)
    case .unary(let op, let operand):
      return try checkUnary(op, operand, range)
    case .binary(let op, let lhs, let rhs):
      return try checkBinary(op, lhs, rhs, range)
    case .ternary(let condition, let then, let otherwise):
      return try checkTernary(condition, then, otherwise, range)
    }
  }

  private func checkString(_ parts: [StringPart], _ range: SourceRange) throws(Diagnostic) -> Typed {
    var pieces: [ValueCode] = []
    var children: [Typed] = []
    // The same parts as functions of the closure's `$0` or the followed cell's value, while
    // every interpolated part has that form.
    var directPieces: [DirectInterpolationPiece]? = []
    for part in parts {
      switch part {
      case .text(let text):
        pieces.append { _ in .string(text) }
        directPieces?.append(.text(text))
      case .interpolation(let expression):
        let typed = try checkValue(expression)
        guard case .value(let code) = typed.form else { continue }
        pieces.append(code)
        children.append(typed)
        if typed.directIsArgument {
          directPieces?.append(.argument)
        } else if let direct = typed.direct {
          directPieces?.append(.code(direct))
        } else {
          directPieces = nil
        }
      }
    }
    let code: ValueCode = { frame throws(RuntimeError) in
      try Self.join(pieces, at: range) { piece throws(RuntimeError) in try piece(frame) }
    }
    var typed = Typed.value(.string, range, code).merging(children)
    if let directPieces, !children.isEmpty {
      typed.direct = Self.directInterpolation(directPieces, range)
    }
    return typed
  }

  /// One part of an interpolation run as a function of one value (``Typed/direct``).
  private enum DirectInterpolationPiece {
    case text(String)
    /// The value itself: `"\($0)"`, or the followed cell in `let s = "\(t)"`.
    case argument
    case code(DirectCode)
  }

  /// An interpolation as a function of one value: `"\(t)"` keeps no array and no closure per
  /// part (about 250 bytes a `let` of 100,000 chained ones).
  private static func directInterpolation(_ pieces: [DirectInterpolationPiece], _ range: SourceRange)
    -> DirectCode
  {
    if pieces.count == 1, case .argument = pieces[0] {
      return { argument throws(RuntimeError) in
        try join(CollectionOfOne(argument), at: range) { $0 }
      }
    }
    let pieces = ContiguousArray(pieces)
    return { argument throws(RuntimeError) in
      try join(pieces, at: range) { piece throws(RuntimeError) in
        switch piece {
        case .text(let text): return .string(text)
        case .argument: return argument
        case .code(let code): return try code(argument)
        }
      }
    }
  }

  /// The texts of `pieces`' values joined, within ``Value/sizeLimit``.
  private static func join<Pieces: Sequence>(
    _ pieces: Pieces, at range: SourceRange,
    _ value: (Pieces.Element) throws(RuntimeError) -> Value
  ) throws(RuntimeError) -> Value {
    var text = ""
    for piece in pieces {
      text += try value(piece).text
      guard text.utf8.count <= Value.sizeLimit else { throw Value.tooLarge("string", at: range) }
    }
    return .string(text)
  }

  private func checkArray(_ elements: [Expression], _ range: SourceRange) throws(Diagnostic)
    -> Typed
  {
    var type: ScriptType = .emptyArray
    var codes: [ValueCode] = []
    var children: [Typed] = []
    var elementType: ScriptType?
    for element in elements {
      let typed = try checkValue(element)
      if let current = elementType {
        guard let joined = current.joined(with: typed.type) else {
          throw error(
            "an array's elements must have one type: \(current) and \(typed.type) do not mix",
            typed.range)
        }
        elementType = joined
      } else {
        elementType = typed.type
      }
      if case .value(let code) = typed.form { codes.append(code) }
      children.append(typed)
    }
    if let elementType { type = .array(elementType) }
    let code: ValueCode = { frame throws(RuntimeError) in
      var values: [Value] = []
      values.reserveCapacity(codes.count)
      for code in codes { values.append(try code(frame)) }
      return try Value.limited(.array(values), at: range)
    }
    return Typed.value(type, range, code).merging(children)
  }

  private func checkIdentifier(_ name: String, _ range: SourceRange) throws(Diagnostic) -> Typed {
    if let (depth, local) = local(name) {
      let slot = local.slot
      if depth == 0 {
        return .value(local.type, range) { frame in frame.slots[slot] }
      }
      return .value(local.type, range) { frame in frame.ancestor(depth).slots[slot] }
    }
    if let entry = runtime.symbols[name] {
      switch entry.symbol {
      case .state(let cell):
        return Typed(form: .cell(.state(cell)), type: cell.type, range: range)
      case .derived(let cell):
        return Typed(form: .cell(.derived(cell)), type: cell.type, range: range)
      case .action(let cell):
        return Typed(form: .cell(.action(cell)), type: cell.type, range: range)
      case .constant(let type, let value):
        return .value(type, range) { _ in value }
      case .view(let view):
        return Typed(form: .view(view), type: .void, range: range)
      case .context:
        throw error(
          "'\(name)' is a binding context: it can only be disposed (`dispose \(name)`)", range)
      }
    }
    if Builtins.functionNames.contains(name) {
      throw error("'\(name)' is a function: call it, as in `\(name)(...)`", range)
    }
    throw unknownName(name, range)
  }

  private func checkAnonymous(_ index: Int, _ range: SourceRange) throws(Diagnostic) -> Typed {
    guard let (depth, type) = anonymous(index) else {
      throw error("$\(index) can only be used inside a closure", range)
    }
    guard let type else {
      let count = scope.anonymousTypes?.count ?? 0
      throw error(
        "$\(index) does not exist: this closure receives \(count) value\(count == 1 ? "" : "s")",
        range)
    }
    if depth == 0 {
      var typed = Typed.value(type, range) { frame in frame.slots[index] }
      if index == 0 {
        typed.direct = { argument in argument }
        typed.directIsArgument = true
      }
      return typed
    }
    return .value(type, range) { frame in frame.ancestor(depth).slots[index] }
  }

  private func checkSubscript(_ base: Expression, _ index: Expression, _ range: SourceRange)
    throws(Diagnostic) -> Typed
  {
    let array = try checkValue(base)
    let position = try checkValue(index)
    guard let element = array.type.element else {
      throw error("only arrays can be subscripted; this is \(array.type)", array.range)
    }
    try require(position, toBe: .int, what: "an index")
    guard case .value(let arrayCode) = array.form, case .value(let indexCode) = position.form
    else { return array }
    let indexRange = index.range
    let code: ValueCode = { frame throws(RuntimeError) in
      guard case .array(let values) = try arrayCode(frame), case .int(let i) = try indexCode(frame)
      else { return .none }
      guard values.indices.contains(i) else {
        throw RuntimeError(
          "index \(i) is out of range: the array has \(values.count) elements", at: indexRange)
      }
      return values[i]
    }
    return Typed.value(element, range, code).merging([array, position])
  }

  private func checkTernary(
    _ condition: Expression, _ then: Expression, _ otherwise: Expression, _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    let test = try checkValue(condition)
    try require(test, toBe: .bool, what: "a condition")
    guard case .value(let testCode) = test.form else { return test }
    let first = try check(then)
    let second = try check(otherwise)
    if first.isStream || second.isStream {
      let a = try stream(first)
      let b = try stream(second)
      guard let type = a.type.joined(with: b.type) else {
        throw error("the two branches have different types: \(a.type) and \(b.type)", range)
      }
      guard case .stream(let aCode) = a.form, case .stream(let bCode) = b.form else { return a }
      return Typed.stream(type, range) { frame throws(RuntimeError) in
        try testCode(frame).isTrue ? try aCode(frame) : try bCode(frame)
      }.merging([test, a, b])
    }
    let a = try value(first)
    let b = try value(second)
    guard let type = a.type.joined(with: b.type) else {
      throw error("the two branches have different types: \(a.type) and \(b.type)", range)
    }
    guard case .value(let aCode) = a.form, case .value(let bCode) = b.form else { return a }
    return Typed.value(type, range) { frame throws(RuntimeError) in
      try testCode(frame).isTrue ? try aCode(frame) : try bCode(frame)
    }.merging([test, a, b])
  }
}
