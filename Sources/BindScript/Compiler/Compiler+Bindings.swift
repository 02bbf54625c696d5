import Binding

extension Compiler {
  /// `source => target`: every value of the source goes to a state, a control property or
  /// a closure.
  func checkBind(_ sourceExpression: Expression, _ targetExpression: Expression, _ range: SourceRange)
    throws(Diagnostic) -> CompiledStatement
  {
    let source = try checkFollowed(sourceExpression, what: "the left side of `=>`")
    let target = try check(targetExpression)
    let runtime = self.runtime
    let stream = source.streamCode
    var effects = source
    var sink: ((Frame) -> (Value) -> Void)?
    var cellTarget: CellBinding.Target?
    var targetName: String?
    switch target.form {
    case .cell(.state(let cell)):
      try requireBindable(source, into: cell.type, cell.name)
      cellTarget = .state(cell)
      targetName = cell.name
    case .cell(.property(let cell)):
      try requireBindable(source, into: cell.type, cell.name)
      cellTarget = .property(cell)
      targetName = cell.name
    case .cell(.action(let cell)):
      throw error(
        "action '\(cell.name)' cannot be the target of `=>`", target.range,
        notes: [
          Diagnostic.Note(
            "actions are dispatched by calling them: `... => { \(cell.name)(\(cell.type == .void ? "" : "$0")) }`"
          )
        ])
    case .cell(.derived(let cell)):
      throw error(
        "'\(cell.name)' is derived from other values and cannot be the target of `=>`",
        target.range)
    case .cell(.event(let cell)):
      throw error("event '\(cell.name)' is caused by the user and cannot be the target of `=>`", target.range)
    case .closure:
      let checked = try checkClosure(target, parameters: [source.type], role: "=>")
      let code = checked.unaryCode
      let call = Invocation(runtime: runtime, operator: nil, at: target.range.start)
      effects = call.edges(from: source, closure: checked.effects).merging([source])
      sink = { frame in { value in _ = call.value(code, frame, value) } }
    default:
      throw error(
        "the right side of `=>` must be a state, a control property or a closure", target.range)
    }
    if let targetName {
      effects.edges += source.triggers.map { .init(from: $0, to: targetName, kind: .binding) }
    }
    let label = targetName ?? "closure at \(target.range.start)"
    if let cellTarget {
      return CompiledStatement(range, effects: [effects]) { frame throws(RuntimeError) in
        runtime.keep(CellBinding.start(try stream(frame), into: cellTarget))
      }
    }
    guard let sink else { preconditionFailure("a binding into a closure has its sink") }
    return CompiledStatement(range, effects: [effects]) { frame throws(RuntimeError) in
      let deliver = sink(frame)
      let subscription = try stream(frame).subscribe(
        onNext: deliver,
        onError: { failure in
          runtime.recordLine(
            node: label, "binding to \(label) failed: \(ScriptFailure.message(of: failure))")
        })
      runtime.keep(subscription)
    }
  }

  private func requireBindable(_ source: Typed, into type: ScriptType, _ name: String)
    throws(Diagnostic)
  {
    guard type.accepts(source.type) else {
      throw mismatch(expected: type, got: source.type, source.range, what: "what is bound to '\(name)'")
    }
  }

  /// Checks the source of a binding or a `let`: a stream, a cell, or a value computed from
  /// cells (followed: recomputed whenever one of them changes).
  func checkFollowed(_ expression: Expression, what: String) throws(Diagnostic) -> Typed {
    let table = LiftTable(scope: scope)
    let typed = try withLift(table) { () throws(Diagnostic) in try check(expression) }
    return try follow(typed, table, what: what)
  }

  /// Runs `body` with cells read as values at this level lifted into `table`.
  func withLift<Result>(_ table: LiftTable, _ body: () throws(Diagnostic) -> Result)
    throws(Diagnostic) -> Result
  {
    let saved = lift
    lift = table
    defer { lift = saved }
    return try body()
  }

  /// `typed`, checked with `table` lifting, as a stream.
  func follow(_ typed: Typed, _ table: LiftTable, what: String) throws(Diagnostic) -> Typed {
    switch typed.form {
    case .cell, .stream:
      let stream = try self.stream(typed)
      return try lifted(stream, table)
    case .value:
      let value = try withLift(table) { () throws(Diagnostic) in try self.value(typed) }
      guard !table.entries.isEmpty else {
        throw error(
          "\(what) never changes: it must follow a state, an action, a `let`, a control or a stream",
          typed.range)
      }
      return try lifted(value, table)
    default:
      _ = try value(typed)
      return typed
    }
  }

  /// A stream recomputing `typed` each time a lifted cell changes, with the cells' latest
  /// values in their slots; `typed` itself when nothing was lifted.
  ///
  /// The cells are followed through one `combineLatest`, which recomputes once all the cells
  /// that change in a propagation have changed. A value's recomputation is the result's
  /// ``Typed/stage``, so that a `let` runs it in its own cell, as it runs a `map`, rather than
  /// in a `compactMap` after the `combineLatest` (a sink and an operator kept for each `let`);
  /// and at the top of a `let`, where every slot holds a lifted cell, it keeps nothing of the
  /// statement's frame; an expression of one cell and literals is run as a function of the
  /// cell's value (``Typed/direct``), with no frame at all.
  private func lifted(_ typed: Typed, _ table: LiftTable) throws(Diagnostic) -> Typed {
    let entries = table.entries
    if entries.isEmpty, typed.isStream { return typed }
    let size = scope.size
    let streams = entries.map { $0.reference.cell.stream! }
    let slots = entries.map(\.slot)
    let runtime = self.runtime
    let range = typed.range
    let base = LiftedFrameBase(size: size, liftedSlots: slots.count)
    var result: Typed
    switch typed.form {
    case .stream(let code):
      result = Typed.stream(typed.type, range) { parent in
        let kept = base.kept(of: parent)
        return Observable.combineLatest(streams).flatMapLatest { values in
          runtime.callback { () throws(RuntimeError) -> Observable<Value> in
            try code(base.frame(kept, slots, values))
          } ?? Observable.empty()
        }
      }
    default:
      let code = typed.valueCode
      // One cell's value as itself, several as an array: the stage takes one value. Built when
      // subscribed, not here: a `let` of one cell follows the cell itself and never asks for it.
      let combined = {
        Observable.combineLatest(streams) { values in values.count == 1 ? values[0] : .array(values) }
      }
      let upstream: StreamCode = { _ in combined() }
      let transform: (Frame) -> (Value) -> Value?
      if slots.count == 1, let direct = typed.direct {
        // Nothing but the cell's value and literals (`x0 + 1`): a function of the value, which
        // needs no frame, as `$0 + 1` in a `map`.
        transform = { _ in
          { value in runtime.callback { () throws(RuntimeError) -> Value in try direct(value) } }
        }
      } else {
        transform = { parent in
          let kept = base.kept(of: parent)
          return { combined in
            runtime.callback { () throws(RuntimeError) -> Value in
              try code(base.frame(kept, slots, combined: combined))
            }
          }
        }
      }
      result = Typed.stream(typed.type, range) { parent in combined().compactMap(transform(parent)) }
      result.stage = StreamStage(upstream: upstream, transform: transform)
      if streams.count == 1 {
        let cell = streams[0]
        result.stage?.rankedUpstream = { _ in cell }
        result.stage?.rankedDirect = typed.direct
      }
    }
    result = result.merging([typed])
    result.triggers.formUnion(entries.map { $0.reference.cell.name })
    return result
  }

  /// `model <=> control`: a `mutable` state and an observable control property (or another
  /// `mutable` state) kept equal, the model's value first.
  func checkTwoWay(_ modelExpression: Expression, _ controlExpression: Expression, _ range: SourceRange)
    throws(Diagnostic) -> CompiledStatement
  {
    let model = try check(modelExpression)
    guard case .cell(let modelReference) = model.form else {
      throw error("the left side of `<=>` must be a `mutable` state", model.range)
    }
    guard case .state(let state) = modelReference else {
      if case .property(let property) = modelReference {
        throw error(
          "the model goes on the left of `<=>`, the control on the right", model.range,
          notes: [Diagnostic.Note("as in `model <=> \(property.name)`")])
      }
      throw error("the left side of `<=>` must be a `mutable` state", model.range)
    }
    guard let relay = state.twoWayRelay else {
      throw error(
        "'\(state.name)' is \(state.kind.rawValue) state: it cannot be bound two-way", model.range,
        notes: [
          Diagnostic.Note(
            state.kind == .bindable
              ? "`bindable` state is one-way; declare it `mutable` to bind it two-way"
              : "declare it `mutable` to bind it two-way")
        ])
    }
    var fallback: Typed?
    var controlSide = controlExpression
    if case .binary(.nilCoalescing, let property, let defaultValue) = controlExpression.kind {
      controlSide = property
      fallback = try checkValue(defaultValue)
    }
    let other = try check(controlSide)
    let otherName: String
    let connect: (Frame) throws(RuntimeError) -> Disposable
    var otherType = other.type
    switch other.form {
    case .cell(.property(let property)) where property.schema.isObservable:
      otherName = property.name
      if let fallback {
        guard property.type.isOptional else {
          throw error("'\(property.name)' is not optional: it needs no `??`", controlExpression.range)
        }
        guard property.type.unwrapped.accepts(fallback.type) else {
          throw mismatch(
            expected: property.type.unwrapped, got: fallback.type, fallback.range, what: "the default")
        }
        otherType = property.type.unwrapped
        let code = fallback.valueCode
        connect = { frame throws(RuntimeError) in
          let value = try code(frame)
          return relay.bindTwoWay(property.controlProperty(fallback: value)!)
        }
      } else {
        connect = { _ in relay.bindTwoWay(property.controlProperty(fallback: nil)!) }
      }
    case .cell(.state(let second)) where second.twoWayRelay != nil && fallback == nil:
      otherName = second.name
      let secondRelay = second.twoWayRelay!
      connect = { _ in relay.bindTwoWay(secondRelay) }
    case .cell(.property(let property)):
      throw error(
        "'\(property.name)' cannot be bound two-way: the user does not change it", other.range,
        notes: [Diagnostic.Note("bind it one-way: `\(state.name) => \(property.name)`")])
    default:
      throw error(
        "the right side of `<=>` must be a control property the user changes, or a `mutable` state",
        other.range)
    }
    guard otherType == state.type else {
      var notes: [Diagnostic.Note] = []
      if otherType == .optional(state.type) {
        notes.append(
          Diagnostic.Note(
            "read `nil` as a default: `\(text(controlSide.range)) ?? \(state.type == .string ? "\"\"" : "...")`"
          ))
      }
      throw error(
        "'\(state.name)' is \(state.type) but '\(otherName)' is \(otherType): two-way bindings need one type",
        controlExpression.range, notes: notes)
    }
    let runtime = self.runtime
    var compiled = CompiledStatement(range, effects: fallback.map { [$0] } ?? []) {
      frame throws(RuntimeError) in
      runtime.keep(try connect(frame))
    }
    compiled.effects.edges.append(.init(from: state.name, to: otherName, kind: .twoWay))
    return compiled
  }
}
