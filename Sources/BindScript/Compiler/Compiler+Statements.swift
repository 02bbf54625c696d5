import Binding

/// A checked statement: its code, and the cells it follows and writes.
struct CompiledStatement {
  var code: StatementCode
  var effects: Typed

  init(_ range: SourceRange, effects: [Typed] = [], code: @escaping StatementCode) {
    self.code = code
    self.effects = Typed.value(.void, range) { _ in .void }.merging(effects)
  }
}

extension Compiler {
  /// Checks a statement that is not a declaration: inside closures, blocks, or at the top.
  func checkStatement(_ statement: Statement) throws(Diagnostic) -> CompiledStatement {
    let range = statement.range
    switch statement.kind {
    case .state, .action, .letDeclaration, .coldDeclaration, .view:
      throw error("declarations belong at the top level of a script, outside blocks and closures", range)
    case .binding:
      throw error("a binding block belongs at the top level of a script", range)
    case .dispose:
      throw error("`dispose` belongs at the top level of a script", range)
    case .meta:
      throw error("meta commands belong on a line of their own", range)
    case .bind(let source, let target):
      try requireOutsideClosure("bindings", range)
      return try checkBind(source, target, range)
    case .bindTwoWay(let model, let control):
      try requireOutsideClosure("bindings", range)
      return try checkTwoWay(model, control, range)
    case .assignment(let target, let value):
      return try checkAssignment(target, value, range)
    case .expression(let expression):
      return try checkExpressionStatement(expression, range)
    case .expect(let condition):
      try requireOutsideClosure("`expect`", range)
      return try checkExpect(condition, range)
    case .expectMarbles(let subject, let marbles, let values):
      try requireOutsideClosure("`expect`", range)
      return try checkExpectMarbles(subject, marbles, values, range)
    case .advance(let duration):
      try requireOutsideClosure("`advance`", range)
      return try checkAdvance(duration, range)
    case .ifStatement(let condition, let then, let otherwise):
      return try checkIf(condition, then, otherwise, range)
    case .forLoop(let variable, let sequence, let body):
      return try checkFor(variable, sequence, body, range)
    }
  }

  private func requireOutsideClosure(_ what: String, _ range: SourceRange) throws(Diagnostic) {
    if context == .closure {
      throw error("\(what) cannot be used inside a closure", range)
    }
  }

  /// Checks a block's statements; the code runs them in order, stopping if the statement is
  /// stopped.
  func checkBlock(_ statements: [Statement], _ range: SourceRange) throws(Diagnostic)
    -> CompiledStatement
  {
    let saved = context
    if context == .topLevel { context = .block }
    scope.pushBlock()
    defer {
      scope.popBlock()
      context = saved
    }
    var codes: [StatementCode] = []
    var effects: [Typed] = []
    for statement in statements {
      let compiled = try checkStatement(statement)
      codes.append(compiled.code)
      effects.append(compiled.effects)
    }
    let runtime = self.runtime
    return CompiledStatement(range, effects: effects) { frame throws(RuntimeError) in
      for code in codes {
        try code(frame)
        if let failure = runtime.failure { throw failure }
      }
    }
  }

  private func checkExpressionStatement(_ expression: Expression, _ range: SourceRange)
    throws(Diagnostic) -> CompiledStatement
  {
    let typed = try check(expression)
    if typed.isStream || typed.isClosure {
      throw error(
        "this does nothing on its own", range,
        notes: [Diagnostic.Note("follow a stream with `=>`, or name it with `let`")])
    }
    if case .cell(let reference) = typed.form, reference.cell.currentValue == nil,
      !(reference.cell is DerivedCell)
    {
      throw error("\(reference.description) does nothing on its own: call it, or follow it with `=>`", range)
    }
    let value = try self.value(typed)
    let code = value.valueCode
    guard context == .topLevel, value.type != .void else {
      return CompiledStatement(range, effects: [value]) { frame throws(RuntimeError) in _ = try code(frame) }
    }
    let runtime = self.runtime
    let type = value.type
    return CompiledStatement(range, effects: [value]) { frame throws(RuntimeError) in
      let result = try code(frame)
      runtime.print(result.literal)
      runtime.symbols.declare("_", .constant(type: type, value: result), at: nil)
    }
  }

  private func checkAssignment(_ target: Expression, _ value: Expression, _ range: SourceRange)
    throws(Diagnostic) -> CompiledStatement
  {
    let newValue = try checkValue(value)
    let code = newValue.valueCode
    let runtime = self.runtime
    if case .identifier(let name) = target.kind {
      if local(name) != nil {
        throw error("'\(name)' is a constant here and cannot be assigned", target.range)
      }
      if case .constant? = runtime.symbols[name]?.symbol {
        throw error("'\(name)' is a constant and cannot be assigned", target.range)
      }
    }
    if case .subscriptAccess(let base, let index) = target.kind {
      return try checkElementAssignment(base, index, newValue, range)
    }
    let destination = try check(target)
    guard case .cell(let reference) = destination.form else {
      throw error("only state and control properties can be assigned", target.range)
    }
    switch reference {
    case .state(let cell):
      try requireAssignable(newValue, to: cell.type, name: cell.name)
      var compiled = CompiledStatement(range, effects: [newValue]) { frame throws(RuntimeError) in
        let value = try code(frame)
        runtime.act { cell.set(value) }
      }
      compiled.effects.writes.insert(cell.name)
      return compiled
    case .property(let cell):
      try requireAssignable(newValue, to: cell.type, name: cell.name)
      var compiled = CompiledStatement(range, effects: [newValue]) { frame throws(RuntimeError) in
        let value = try code(frame)
        if !runtime.act({ cell.setByUser(value) }) {
          runtime.print("\(cell.controlName) ignored the change: \(cell.whyIgnored())")
        }
      }
      compiled.effects.writes.insert(cell.name)
      return compiled
    case .derived(let cell):
      throw error(
        "'\(cell.name)' is derived from other values and cannot be assigned", target.range,
        notes: [Diagnostic.Note("it changes when what it is made of changes")])
    case .action(let cell):
      throw error(
        "action '\(cell.name)' cannot be assigned", target.range,
        notes: [Diagnostic.Note("dispatch it instead: `\(cell.name)(\(cell.type == .void ? "" : "value"))`")])
    case .event(let cell):
      throw error(
        "event '\(cell.name)' cannot be assigned: the user causes it", target.range)
    }
  }

  /// `items[0] = value`: replaces one element of an array state.
  private func checkElementAssignment(
    _ base: Expression, _ index: Expression, _ newValue: Typed, _ range: SourceRange
  ) throws(Diagnostic) -> CompiledStatement {
    let owner = try check(base)
    guard case .cell(.state(let cell)) = owner.form, let element = cell.type.element else {
      throw error("only the elements of an array state can be assigned", base.range)
    }
    let position = try checkValue(index)
    try require(position, toBe: .int, what: "an index")
    try requireAssignable(newValue, to: element, name: "\(cell.name)[...]")
    let indexCode = position.valueCode
    let valueCode = newValue.valueCode
    let runtime = self.runtime
    var compiled = CompiledStatement(range, effects: [position, newValue]) {
      frame throws(RuntimeError) in
      guard case .array(var values) = cell.value, case .int(let i) = try indexCode(frame) else {
        return
      }
      guard values.indices.contains(i) else {
        throw RuntimeError(
          "index \(i) is out of range: the array has \(values.count) elements", at: index.range)
      }
      values[i] = try valueCode(frame)
      let updated = Value.array(values)
      runtime.act { cell.set(updated) }
    }
    compiled.effects.writes.insert(cell.name)
    return compiled
  }

  private func requireAssignable(_ value: Typed, to type: ScriptType, name: String)
    throws(Diagnostic)
  {
    guard type.accepts(value.type) else {
      throw mismatch(expected: type, got: value.type, value.range, what: "a value for '\(name)'")
    }
  }

  private func checkAdvance(_ duration: Expression, _ range: SourceRange) throws(Diagnostic)
    -> CompiledStatement
  {
    let typed = try checkValue(duration)
    try require(typed, toBe: .duration, what: "the time to advance")
    let code = typed.valueCode
    let scheduler = runtime.scheduler
    return CompiledStatement(range, effects: [typed]) { frame throws(RuntimeError) in
      guard case .duration(let milliseconds) = try code(frame) else { return }
      guard milliseconds >= 0 else {
        throw RuntimeError(
          "time only moves forward: \(Value.formatDuration(milliseconds))", at: duration.range)
      }
      scheduler.advance(by: milliseconds)
    }
  }

  private func checkIf(
    _ condition: Expression, _ then: [Statement], _ otherwise: [Statement]?, _ range: SourceRange
  ) throws(Diagnostic) -> CompiledStatement {
    let test = try checkValue(condition)
    try require(test, toBe: .bool, what: "a condition")
    let testCode = test.valueCode
    let first = try checkBlock(then, range)
    let second = try otherwise.map { statements throws(Diagnostic) in try checkBlock(statements, range) }
    let thenCode = first.code
    let elseCode = second?.code
    return CompiledStatement(range, effects: [test, first.effects] + (second.map { [$0.effects] } ?? [])) {
      frame throws(RuntimeError) in
      if try testCode(frame).isTrue {
        try thenCode(frame)
      } else {
        try elseCode?(frame)
      }
    }
  }

  private func checkFor(
    _ variable: Name, _ sequence: Expression, _ body: [Statement], _ range: SourceRange
  ) throws(Diagnostic) -> CompiledStatement {
    let array = try checkValue(sequence)
    guard let element = array.type.element else {
      throw error("`for` needs an array, but this is \(array.type)", array.range)
    }
    let arrayCode = array.valueCode
    let (block, size) = try withScope { (inner: Scope) throws(Diagnostic) -> CompiledStatement in
      inner.declare(variable.text, type: element)
      return try checkBlock(body, range)
    }
    let bodyCode = block.code
    let runtime = self.runtime
    let frames = FrameRecycler(size: size)
    return CompiledStatement(range, effects: [array, block.effects]) { frame throws(RuntimeError) in
      guard case .array(let elements) = try arrayCode(frame) else { return }
      for element in elements {
        runtime.step()
        if let failure = runtime.failure { throw failure }
        var inner = frames.take(parent: frame)
        inner.slots[0] = element
        try bodyCode(inner)
        frames.recycle(&inner)
        if let failure = runtime.failure { throw failure }
      }
    }
  }
}
