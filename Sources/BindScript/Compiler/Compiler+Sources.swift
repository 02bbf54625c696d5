import BindingControls

extension Compiler {
  /// The free functions that make streams: `combineLatest`, `zip`, `merge`, `after`,
  /// `fail`, `just`, `of`.
  func checkSource(_ name: String, _ arguments: [Argument], _ range: SourceRange)
    throws(Diagnostic) -> Typed
  {
    let (values, closure) = try splitClosure(arguments)
    let runtime = self.runtime
    if closure != nil, name != "combineLatest", name != "zip" {
      throw error("'\(name)' takes no closure", closure!.range)
    }
    switch name {
    case "combineLatest", "zip":
      return try checkCombination(name, values, closure, range)
    case "merge":
      let streams = try checkStreams(values, name, range)
      let type = try commonType(streams, name, range)
      let codes = streams.map(\.streamCode)
      return Typed.stream(type, range) { frame throws(RuntimeError) in
        var sources: [Observable<Value>] = []
        for code in codes { sources.append(try code(frame)) }
        return Observable.merge(sources)
      }.merging(streams)
    case "after":
      let checked = try checkArguments(
        values, parameters: [.duration, .never], callee: name, range, checkTypes: false)
      try require(checked[0], toBe: .duration, what: "the first argument of 'after'")
      let delay = checked[0].valueCode
      let value = checked[1].valueCode
      let scheduler = runtime.scheduler
      return Typed.stream(checked[1].type, range) { frame throws(RuntimeError) in
        guard case .duration(let milliseconds) = try delay(frame) else { return .empty() }
        let payload = try value(frame)
        return Observable<Int>.timer(.milliseconds(milliseconds), scheduler: scheduler)
          .map { _ in payload }
      }.merging(checked)
    case "fail":
      let message = try checkArguments(values, parameters: [.string], callee: name, range)[0]
      let code = message.valueCode
      return Typed.stream(.never, range) { frame throws(RuntimeError) in
        Observable.error(ScriptFailure(message: try code(frame).text))
      }.merging([message])
    case "just":
      let value = try checkArguments(
        values, parameters: [.never], callee: name, range, checkTypes: false)[0]
      let code = value.valueCode
      return Typed.stream(value.type, range) { frame throws(RuntimeError) in
        Observable.just(try code(frame))
      }.merging([value])
    default:
      guard !values.isEmpty else { throw error("'of' needs at least one value", range) }
      var checked: [Typed] = []
      for argument in values {
        try rejectLabel(argument)
        checked.append(try checkValue(argument.value))
      }
      let type = try commonType(checked, name, range)
      let codes = checked.map(\.valueCode)
      return Typed.stream(type, range) { frame throws(RuntimeError) in
        var elements: [Value] = []
        for code in codes { elements.append(try code(frame)) }
        return Observable.from(elements)
      }.merging(checked)
    }
  }

  private func checkStreams(_ arguments: [Argument], _ name: String, _ range: SourceRange)
    throws(Diagnostic) -> [Typed]
  {
    guard !arguments.isEmpty else { throw error("'\(name)' needs at least one stream", range) }
    var streams: [Typed] = []
    for argument in arguments {
      try rejectLabel(argument)
      streams.append(try checkStream(argument.value))
    }
    return streams
  }

  private func commonType(_ typed: [Typed], _ name: String, _ range: SourceRange)
    throws(Diagnostic) -> ScriptType
  {
    var type = typed[0].type
    for other in typed.dropFirst() {
      guard let joined = type.joined(with: other.type) else {
        throw error(
          "the arguments of '\(name)' must have one type, but \(type) and \(other.type) differ",
          other.range)
      }
      type = joined
    }
    return type
  }

  private func checkCombination(
    _ name: String, _ values: [Argument], _ closure: Typed?, _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    let streams = try checkStreams(values, name, range)
    let codes = streams.map(\.streamCode)
    let isZip = name == "zip"
    func sources(_ frame: Frame) throws(RuntimeError) -> Observable<[Value]> {
      var sources: [Observable<Value>] = []
      for code in codes { sources.append(try code(frame)) }
      return isZip ? Observable.zip(sources) : Observable.combineLatest(sources)
    }
    guard let closure else {
      let type: ScriptType
      do {
        type = try commonType(streams, name, range)
      } catch {
        throw self.error(
          "'\(name)' without a closure makes arrays, so its streams must have one type", range,
          notes: [Diagnostic.Note("add a closure that combines the values: `{ a, b in ... }`")])
      }
      return Typed.stream(.array(type), range) { frame throws(RuntimeError) in
        try sources(frame).map { Value.array($0) }
      }.merging(streams)
    }
    let checked = try checkClosure(closure, parameters: streams.map(\.type), role: name)
    let code = checked.code
    let at = closure.range.start
    let call = Invocation(runtime: runtime, operator: name, at: at)
    var combined = Typed.stream(.void, range) { _ in .empty() }.merging(streams)
    combined = call.edges(from: combined, closure: checked.effects)
    return Typed.stream(checked.resultType, range) { frame throws(RuntimeError) in
      try sources(frame).compactMap { values in call.value(code, frame, values) }
    }.merging(streams + [combined])
  }
}
