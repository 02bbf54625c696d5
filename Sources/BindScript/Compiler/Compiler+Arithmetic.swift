extension Compiler {
  func checkUnary(_ op: UnaryOperator, _ operand: Expression, _ range: SourceRange)
    throws(Diagnostic) -> Typed
  {
    let typed = try checkValue(operand)
    let code = typed.valueCode
    switch op {
    case .not:
      try require(typed, toBe: .bool, what: "the operand of '!'")
      return Typed.value(.bool, range) { frame throws(RuntimeError) in .bool(!(try code(frame).isTrue)) }
        .merging([typed])
    case .negate:
      guard typed.type.isNumeric else {
        throw error("'-' needs an Int or a Double, but this is \(typed.type)", typed.range)
      }
      return Typed.value(typed.type, range) { frame throws(RuntimeError) in
        try Arithmetic.negate(code(frame), at: range)
      }.merging([typed])
    }
  }

  func checkBinary(
    _ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression, _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    let left = try checkValue(lhs)
    let right = try checkValue(rhs)
    let type = try resultType(op, left, right, range)
    let a = left.valueCode
    let b = right.valueCode
    let code: ValueCode
    switch op {
    case .and:
      code = { frame throws(RuntimeError) in
        .bool(try a(frame).isTrue ? try b(frame).isTrue : false)
      }
    case .or:
      code = { frame throws(RuntimeError) in
        .bool(try a(frame).isTrue ? true : try b(frame).isTrue)
      }
    case .nilCoalescing:
      code = { frame throws(RuntimeError) in
        let value = try a(frame)
        return value == .none ? try b(frame) : value
      }
    default:
      code = arithmetic(op, lhs, a, rhs, b, range)
    }
    var typed = Typed.value(type, range, code).merging([left, right])
    switch op {
    case .and, .or, .nilCoalescing: break
    default:
      if let da = left.direct, let db = right.direct {
        typed.direct = direct(op, da, leftIsArgument: left.directIsArgument, rhs, db, range)
      }
    }
    return typed
  }

  /// `lhs op rhs` as a function of the closure's first argument (or of the one followed
  /// cell's value), for sides that read nothing else: `$0 + 1` and `let y = x + 1` are one call
  /// with no frame.
  private func direct(
    _ op: BinaryOperator, _ a: @escaping DirectCode, leftIsArgument: Bool, _ rhs: Expression,
    _ b: @escaping DirectCode, _ range: SourceRange
  ) -> DirectCode {
    guard let constant = Self.literal(rhs) else {
      return { argument throws(RuntimeError) in
        try Arithmetic.apply(op, try a(argument), try b(argument), at: range)
      }
    }
    if leftIsArgument {
      // The literal kept as itself (8 bytes or 1), not as a `Value` (17): with the operator and
      // the range, the closure's context is 56 bytes (64 from `malloc`) where it took 68 (80),
      // in every `let` of `$0 + 1`, `x + 1` or `b == false`.
      switch constant {
      case .int(let number):
        return { [op, number, range] argument throws(RuntimeError) in
          try Arithmetic.apply(op, argument, .int(number), at: range)
        }
      case .bool(let flag):
        return { [op, flag, range] argument throws(RuntimeError) in
          try Arithmetic.apply(op, argument, .bool(flag), at: range)
        }
      default: break
      }
      return { argument throws(RuntimeError) in
        try Arithmetic.apply(op, argument, constant, at: range)
      }
    }
    return { argument throws(RuntimeError) in
      try Arithmetic.apply(op, try a(argument), constant, at: range)
    }
  }

  /// The code of `lhs op rhs`, with `a` and `b` computing each side.
  ///
  /// A literal on the right (`$0 + 1`) is kept as its value, and a closure's own `$0` on the
  /// left is read from its slot: one closure where there were three, which saves two calls
  /// at each run and two objects (about 100 bytes) for each such expression.
  private func arithmetic(
    _ op: BinaryOperator, _ lhs: Expression, _ a: @escaping ValueCode, _ rhs: Expression,
    _ b: @escaping ValueCode, _ range: SourceRange
  ) -> ValueCode {
    guard let constant = Self.literal(rhs) else {
      return { frame throws(RuntimeError) in
        try Arithmetic.apply(op, try a(frame), try b(frame), at: range)
      }
    }
    if case .anonymousArgument(let index) = lhs.kind, let (depth, type) = anonymous(index), depth == 0,
      type != nil
    {
      return { frame throws(RuntimeError) in
        try Arithmetic.apply(op, frame.slots[index], constant, at: range)
      }
    }
    return { frame throws(RuntimeError) in
      try Arithmetic.apply(op, try a(frame), constant, at: range)
    }
  }

  /// The value of a number, `Bool` or duration literal.
  private static func literal(_ expression: Expression) -> Value? {
    switch expression.kind {
    case .integer(let number): return .int(number)
    case .double(let number): return .double(number)
    case .boolean(let flag): return .bool(flag)
    case .duration(let milliseconds): return .duration(milliseconds: milliseconds)
    default: return nil
    }
  }

  private func resultType(_ op: BinaryOperator, _ left: Typed, _ right: Typed, _ range: SourceRange)
    throws(Diagnostic) -> ScriptType
  {
    let l = left.type
    let r = right.type
    func mixed() -> Diagnostic {
      var notes: [Diagnostic.Note] = []
      if l.isNumeric && r.isNumeric {
        notes.append(Diagnostic.Note("Int and Double do not mix: convert one, as in Double(n)"))
      }
      return error("'\(op.rawValue)' cannot combine \(l) and \(r)", range, notes: notes)
    }
    switch op {
    case .and, .or:
      try require(left, toBe: .bool, what: "the left side of '\(op.rawValue)'")
      try require(right, toBe: .bool, what: "the right side of '\(op.rawValue)'")
      return .bool
    case .nilCoalescing:
      guard l.isOptional else {
        throw error("the left side of '??' must be optional, but this is \(l)", left.range)
      }
      if l == .nilLiteral { return r }
      let wrapped = l.unwrapped
      if r.isOptional {
        guard let joined = l.joined(with: r) else { throw mixed() }
        return joined
      }
      guard let joined = wrapped.joined(with: r), !joined.isOptional else { throw mixed() }
      return joined
    case .equal, .notEqual:
      guard l.joined(with: r) != nil else { throw mixed() }
      return .bool
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard l == r, l.isNumeric || l == .string || l == .duration else { throw mixed() }
      return .bool
    case .add:
      if l == r, l.isNumeric || l == .string || l == .duration { return l }
      if l.element != nil, r.element != nil, let joined = l.joined(with: r) { return joined }
      throw mixed()
    case .subtract:
      guard l == r, l.isNumeric || l == .duration else { throw mixed() }
      return l
    case .multiply, .divide:
      guard l == r, l.isNumeric else { throw mixed() }
      return l
    case .remainder:
      guard l == .int, r == .int else { throw mixed() }
      return .int
    }
  }
}

/// What the operators do to values, once the compiler has made sure the types fit.
enum Arithmetic {
  static func negate(_ value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
    switch value {
    case .int(let number):
      guard number != .min else { throw overflow(range) }
      return .int(-number)
    case .double(let number): return .double(-number)
    default: return value
    }
  }

  static func apply(_ op: BinaryOperator, _ a: Value, _ b: Value, at range: SourceRange)
    throws(RuntimeError) -> Value
  {
    switch op {
    case .equal: return .bool(a == b)
    case .notEqual: return .bool(a != b)
    case .less: return .bool(compare(a, b) < 0)
    case .lessOrEqual: return .bool(compare(a, b) <= 0)
    case .greater: return .bool(compare(a, b) > 0)
    case .greaterOrEqual: return .bool(compare(a, b) >= 0)
    default: break
    }
    switch (a, b) {
    case (.int(let x), .int(let y)): return .int(try integer(op, x, y, range))
    case (.double(let x), .double(let y)): return .double(real(op, x, y))
    case (.string(let x), .string(let y)):
      guard x.utf8.count + y.utf8.count <= Value.sizeLimit else {
        throw Value.tooLarge("string", at: range)
      }
      return .string(x + y)
    case (.array(let x), .array(let y)): return try Value.limited(.array(x + y), at: range)
    case (.duration(let x), .duration(let y)):
      return .duration(milliseconds: try integer(op, x, y, range))
    default: return .none
    }
  }

  private static func integer(_ op: BinaryOperator, _ x: Int, _ y: Int, _ range: SourceRange)
    throws(RuntimeError) -> Int
  {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case .add: result = x.addingReportingOverflow(y)
    case .subtract: result = x.subtractingReportingOverflow(y)
    case .multiply: result = x.multipliedReportingOverflow(by: y)
    case .divide, .remainder:
      guard y != 0 else { throw RuntimeError("division by zero", at: range) }
      result = op == .divide ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
    default: return 0
    }
    guard !result.overflow else { throw overflow(range) }
    return result.partialValue
  }

  private static func real(_ op: BinaryOperator, _ x: Double, _ y: Double) -> Double {
    switch op {
    case .add: return x + y
    case .subtract: return x - y
    case .multiply: return x * y
    case .divide: return x / y
    default: return 0
    }
  }

  /// -1, 0 or 1, for values of one comparable type.
  private static func compare(_ a: Value, _ b: Value) -> Int {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y ? -1 : (x == y ? 0 : 1)
    case (.double(let x), .double(let y)): return x < y ? -1 : (x == y ? 0 : 1)
    case (.string(let x), .string(let y)): return x < y ? -1 : (x == y ? 0 : 1)
    case (.duration(let x), .duration(let y)): return x < y ? -1 : (x == y ? 0 : 1)
    default: return 0
    }
  }

  private static func overflow(_ range: SourceRange) -> RuntimeError {
    RuntimeError("arithmetic overflow", at: range)
  }
}
