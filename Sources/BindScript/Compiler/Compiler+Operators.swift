import BindingControls

extension Compiler {
  /// `receiver.name(arguments)` for a stream operator.
  func checkOperator(
    _ name: String, receiver: Typed, _ arguments: [Argument], _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    if let op = StreamOperator(rawValue: name), op.isSharing {
      return try checkSharing(op, receiver: receiver, arguments, range)
    }
    let source = try stream(receiver)
    let element = source.type
    let upstream = source.streamCode
    // A labelled closure is an argument (`take(while: { ... })`), not a trailing closure.
    let (values, closure) =
      arguments.last?.label == nil ? try splitClosure(arguments) : (arguments, nil)
    let runtime = self.runtime
    let scheduler = runtime.scheduler
    let at = closure?.range.start ?? range.start
    let call = Invocation(runtime: runtime, operator: name, at: at)

    func needsClosure(_ count: Int = 0) throws(Diagnostic) -> Typed {
      guard values.count == count, let closure else {
        throw error(
          "'\(name)' takes \(count == 0 ? "" : "\(count) argument\(count == 1 ? "" : "s") and ")a closure, as in `.\(name) { value in ... }`",
          range)
      }
      return closure
    }
    func noClosure(_ parameters: [ScriptType]) throws(Diagnostic) -> [Typed] {
      if let closure { throw error("'\(name)' takes no closure", closure.range) }
      return try checkArguments(values, parameters: parameters, callee: name, range)
    }
    func result(_ type: ScriptType, _ extra: [Typed], _ code: @escaping StreamCode) -> Typed {
      Typed.stream(type, range, code).merging([source] + extra)
    }

    guard let op = StreamOperator(rawValue: name) else {
      throw error(
        "there is no operator named '\(name)'", range,
        suggestion: NearestName.find(name, in: Builtins.operatorNames))
    }
    switch op {
    case .map, .filter, .compactMap:
      let checked = try checkClosure(needsClosure(), parameters: [element], role: name)
      let code = checked.unaryCode
      let effects = call.edges(from: source, closure: checked.effects)
      let type: ScriptType
      let transform: (Frame) -> (Value) -> Value?
      var directMap: DirectMap?
      switch name {
      case "map":
        type = checked.resultType
        if let direct = checked.direct {
          // No frame at each value; a derived cell keeps `directMap` itself.
          transform = { _ in { value in call.value(direct: direct, value) } }
          directMap = DirectMap(
            code: direct, line: Int32(clamping: at.line), column: Int32(clamping: at.column))
        } else {
          transform = { frame in { value in call.value(code, frame, value) } }
        }
      case "filter":
        guard checked.resultType == .bool else {
          throw error("the closure of 'filter' must return Bool, but returns \(checked.resultType)", range)
        }
        type = element
        transform = { frame in { value in call.value(code, frame, value)?.isTrue == true ? value : nil } }
      default:
        guard checked.resultType.isOptional else {
          throw error(
            "the closure of 'compactMap' must return an optional, but returns \(checked.resultType)",
            range, notes: [Diagnostic.Note("use `map` for a closure that always has a result")])
        }
        type = checked.resultType == .nilLiteral ? ScriptType.never : checked.resultType.unwrapped
        transform = { frame in
          { value in
            guard let mapped = call.value(code, frame, value), mapped != .none else { return nil }
            return mapped
          }
        }
      }
      var typed = result(type, [effects]) { frame throws(RuntimeError) in
        try upstream(frame).compactMap(transform(frame))
      }
      typed.stage = StreamStage(upstream: upstream, transform: transform, directMap: directMap)
      return typed
    case .distinctUntilChanged:
      guard let closure else {
        _ = try noClosure([])
        return result(element, []) { frame throws(RuntimeError) in try upstream(frame).distinctUntilChanged()
        }
      }
      _ = try needsClosure()
      let checked = try checkPredicate(closure, parameters: [element, element], role: name)
      let code = checked.code
      return result(element, [call.edges(from: source, closure: checked.effects)]) {
        frame throws(RuntimeError) in
        try upstream(frame).distinctUntilChanged { a, b in call.value(code, frame, [a, b])?.isTrue == true }
      }
    case .scan, .reduce:
      return try checkScan(op, source, values, needsClosure(1), call, range)
    case .takeLast, .element, .retry:
      return try checkCounted(op, source, values, closure, range)
    case .ignoreElements:
      _ = try noClosure([])
      return result(.never, []) { frame throws(RuntimeError) in
        try upstream(frame).ignoreElements().map { (nothing: Never) -> Value in }
      }
    case .publish, .refCount, .share, .connect, .groupBy:
      preconditionFailure("checked by checkSharing")
    case .concat, .amb:
      return try checkPairing(op, source, values, closure, range)
    case .skip, .take:
      if values.count == 1, let label = values[0].label, label == "while" || label == "until" {
        if let closure { throw error("'\(name)(\(label):)' takes no trailing closure", closure.range) }
        return try checkCondition(op, source, values[0], call, range)
      }
      if values.count == 1, values[0].label == "for" {
        if let closure { throw error("'\(name)' takes no closure", closure.range) }
        let duration = try checkValue(values[0].value)
        try require(duration, toBe: .duration, what: "the argument of '\(name)(for:)'")
        let durationCode = duration.valueCode
        return result(element, [duration]) { frame throws(RuntimeError) in
          guard case .duration(let milliseconds) = try durationCode(frame) else { return try upstream(frame) }
          let interval = RxTimeInterval.milliseconds(milliseconds)
          let stream = try upstream(frame)
          return op == .skip
            ? stream.skip(for: interval, scheduler: scheduler)
            : stream.take(for: interval, scheduler: scheduler)
        }
      }
      let count = try noClosure([.int])[0]
      let countCode = count.valueCode
      let countRange = count.range
      return result(element, [count]) { frame throws(RuntimeError) in
        guard case .int(let n) = try countCode(frame), n >= 0 else {
          throw RuntimeError("'\(name)' needs a count of at least 0", at: countRange)
        }
        let stream = try upstream(frame)
        return op == .skip ? stream.skip(n) : stream.take(n)
      }
    case .startWith, .catchAndReturn:
      let first = try checkArguments(values, parameters: [.never], callee: name, range, checkTypes: false)[0]
      if let closure { throw error("'\(name)' takes no closure", closure.range) }
      guard let type = element.joined(with: first.type) else {
        throw mismatch(expected: element, got: first.type, first.range, what: "the argument of '\(name)'")
      }
      let valueCode = first.valueCode
      return result(type, [first]) { frame throws(RuntimeError) in
        let value = try valueCode(frame)
        let stream = try upstream(frame)
        return op == .startWith ? stream.startWith(value) : stream.catchAndReturn(value)
      }
    case .debounce, .throttle, .delay, .timeout:
      let duration = try noClosure([.duration])[0].valueCode
      return result(element, []) { frame throws(RuntimeError) in
        guard case .duration(let milliseconds) = try duration(frame) else { return try upstream(frame) }
        let interval = RxTimeInterval.milliseconds(milliseconds)
        let stream = try upstream(frame)
        switch op {
        case .debounce: return stream.debounce(interval, scheduler: scheduler)
        case .throttle: return stream.throttle(interval, scheduler: scheduler)
        case .timeout: return stream.timeout(interval, scheduler: scheduler)
        default: return stream.delay(interval, scheduler: scheduler)
        }
      }
    case .sample:
      guard values.count == 1 else { throw arityError(name, expected: 1, got: values.count, range) }
      if let closure { throw error("'\(name)' takes no closure", closure.range) }
      try rejectLabel(values[0])
      let ticks = try checkStream(values[0].value)
      let ticksCode = ticks.streamCode
      return result(element, [ticks]) { frame throws(RuntimeError) in
        try upstream(frame).sample(try ticksCode(frame))
      }
    case .buffer:
      if let closure { throw error("'\(name)' takes no closure", closure.range) }
      guard values.count == 2, values[0].label == "timeSpan", values[1].label == "count" else {
        throw error("'buffer' is written `buffer(timeSpan: 1s, count: 3)`", range)
      }
      let span = try checkValue(values[0].value)
      try require(span, toBe: .duration, what: "the time span of 'buffer'")
      let count = try checkValue(values[1].value)
      try require(count, toBe: .int, what: "the count of 'buffer'")
      let spanCode = span.valueCode
      let countCode = count.valueCode
      let countRange = count.range
      let spanRange = span.range
      return result(.array(element), [span, count]) { frame throws(RuntimeError) in
        // A window of no time would close and reopen at the same instant for ever.
        guard case .duration(let milliseconds) = try spanCode(frame), milliseconds > 0 else {
          throw RuntimeError("'buffer' needs a time span longer than 0ms", at: spanRange)
        }
        guard case .int(let n) = try countCode(frame), n > 0
        else { throw RuntimeError("'buffer' needs a count of at least 1", at: countRange) }
        return try upstream(frame).buffer(
          timeSpan: .milliseconds(milliseconds), count: n, scheduler: scheduler
        )
        .map { Value.array($0) }
      }
    case .flatMapLatest, .flatMapFirst, .concatMap, .catch:
      let parameters = op == .catch ? [ScriptType.string] : [element]
      let checked = try checkStreamClosure(needsClosure(), parameters: parameters, role: name)
      let code = checked.code
      let effects = call.edges(from: source, closure: checked.effects)
      if op != .catch {
        return result(checked.elementType, [effects]) { frame throws(RuntimeError) in
          let stream = try upstream(frame)
          let inner = { (value: Value) in call.stream(code, frame, [value]) }
          switch op {
          case .flatMapFirst: return stream.flatMapFirst(inner)
          case .concatMap: return stream.concatMap(inner)
          default: return stream.flatMapLatest(inner)
          }
        }
      }
      guard let type = element.joined(with: checked.elementType) else {
        throw error(
          "the closure of 'catch' must give a stream of \(element), but gives one of \(checked.elementType)",
          range)
      }
      return result(type, [effects]) { frame throws(RuntimeError) in
        try upstream(frame).catch { failure in
          call.stream(code, frame, [.string(ScriptFailure.message(of: failure))])
        }
      }
    case .withLatestFrom:
      guard values.count == 1 else { throw arityError(name, expected: 1, got: values.count, range) }
      try rejectLabel(values[0])
      let other = try checkStream(values[0].value)
      let otherCode = other.streamCode
      guard let closure else {
        return result(other.type, [other]) { frame throws(RuntimeError) in
          try upstream(frame).withLatestFrom(try otherCode(frame))
        }
      }
      let checked = try checkClosure(closure, parameters: [element, other.type], role: name)
      let code = checked.code
      let effects = call.edges(from: source, closure: checked.effects)
      return result(checked.resultType, [other, effects]) { frame throws(RuntimeError) in
        try upstream(frame).withLatestFrom(try otherCode(frame)) { ($0, $1) }
          .compactMap { pair in call.value(code, frame, [pair.0, pair.1]) }
      }
    }
  }

  /// `scan(seed) { total, x in ... }` and `reduce(seed) { total, x in ... }`.
  private func checkScan(
    _ op: StreamOperator, _ source: Typed, _ values: [Argument], _ closure: Typed,
    _ call: Invocation, _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    let name = op.rawValue
    try rejectLabel(values[0])
    let seed = try checkValue(values[0].value)
    var accumulator = seed.type
    var checked = try checkClosure(closure, parameters: [accumulator, source.type], role: name)
    if accumulator != checked.resultType, let joined = accumulator.joined(with: checked.resultType),
      joined != accumulator
    {
      accumulator = joined
      checked = try checkClosure(closure, parameters: [accumulator, source.type], role: name)
    }
    guard accumulator.accepts(checked.resultType) else {
      throw error(
        "the closure of '\(name)' must return \(accumulator), the type of its seed, but returns \(checked.resultType)",
        range)
    }
    let seedCode = seed.valueCode
    let upstream = source.streamCode
    let code = checked.code
    let effects = call.edges(from: source, closure: checked.effects)
    return Typed.stream(accumulator, range) { frame throws(RuntimeError) in
      let initial = try seedCode(frame)
      let step = { (total: Value, value: Value) in call.value(code, frame, [total, value]) ?? total }
      let stream = try upstream(frame)
      return op == .reduce
        ? stream.reduce(initial, accumulator: step) : stream.scan(initial, accumulator: step)
    }.merging([source, seed, effects])
  }
}

/// Calls a script closure from a stream, through the runtime's callback rules, recording
/// the values it receives for `full` tracing.
struct Invocation {
  let runtime: Runtime
  /// The closure's node in the dependency graph: `map@3:14`, `closure@5:9`; spelt when
  /// asked, so that the stage of each `let` keeps 16 bytes less.
  var node: String { "\(operatorName ?? "closure")@\(line):\(column)" }
  /// The operator the closure is given to, or `nil` for a closure on the right of `=>`.
  private let operatorName: String?
  /// Where the closure is written: kept as two numbers and spelt only when `full` tracing
  /// shows a delivery, so that a script of many closures keeps no label string for each.
  private let line: Int32
  private let column: Int32

  /// A closure given to the operator `name` (`nil` for the right side of `=>`), written at
  /// `location`.
  init(runtime: Runtime, operator name: String?, at location: SourceLocation) {
    self.runtime = runtime
    self.operatorName = name
    self.line = Int32(clamping: location.line)
    self.column = Int32(clamping: location.column)
  }

  /// How `full` tracing shows it: `map closure at 3:14`, `closure at 5:9`.
  var label: String {
    "\(operatorName.map { "\($0) " } ?? "")closure at \(line):\(column)"
  }

  func value(_ code: ClosureCode, _ frame: Frame, _ arguments: [Value]) -> Value? {
    runtime.callback { () throws(RuntimeError) -> Value in
      runtime.recordDelivery(to: node, label: self.label, arguments)
      return try code(frame, arguments)
    }
  }

  /// Calls a closure that is one expression of its argument (see ``CheckedClosure/direct``).
  func value(direct: DirectCode, _ argument: Value) -> Value? {
    runtime.callback { () throws(RuntimeError) -> Value in
      if runtime.recordsDeliveries { runtime.recordDelivery(to: node, label: self.label, [argument]) }
      return try direct(argument)
    }
  }

  /// Calls a closure of one parameter with `argument`.
  func value(_ code: UnaryClosureCode, _ frame: Frame, _ argument: Value) -> Value? {
    runtime.callback { () throws(RuntimeError) -> Value in
      if runtime.recordsDeliveries { runtime.recordDelivery(to: node, label: self.label, [argument]) }
      return try code(frame, argument)
    }
  }

  func stream(_ code: StreamClosureCode, _ frame: Frame, _ arguments: [Value]) -> Observable<Value> {
    runtime.callback { () throws(RuntimeError) -> Observable<Value> in
      runtime.recordDelivery(to: node, label: self.label, arguments)
      return try code(frame, arguments)
    } ?? Observable.empty()
  }

  /// The closure's effects with the edges that place its deliveries and writes in the
  /// trace: from what `source` follows to the closure, and from the closure to what it sets.
  func edges(from source: Typed, closure effects: Typed) -> Typed {
    var result = effects
    for trigger in source.triggers {
      result.edges.append(.init(from: trigger, to: node, kind: .trace))
      for write in effects.writes {
        result.edges.append(.init(from: trigger, to: write, kind: .closure))
      }
    }
    for write in effects.writes {
      result.edges.append(.init(from: node, to: write, kind: .trace))
    }
    return result
  }
}
