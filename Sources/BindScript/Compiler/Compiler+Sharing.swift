import Binding

extension Compiler {
  /// `publish()`, `refCount()`, `share()`, `connect()` and `groupBy { }`: the operators that
  /// decide how many subscriptions a stream has, or split it into groups.
  func checkSharing(
    _ op: StreamOperator, receiver: Typed, _ arguments: [Argument], _ range: SourceRange
  ) throws(Diagnostic) -> Typed {
    let name = op.rawValue
    if op == .groupBy { return try checkGroupBy(receiver, arguments, range) }
    if let first = arguments.first {
      throw error("'\(name)' takes no arguments: write `.\(op.usages[0])`", first.value.range)
    }
    let published = publishedCell(receiver)
    switch op {
    case .connect:
      guard let cell = published, let connectable = cell.connectable else {
        if receiver.isPublished {
          throw error(
            "connect a published stream by its name", receiver.range,
            notes: [
              Diagnostic.Note("declare it with `let hot = ticks.publish()`, then write `hot.connect()`")
            ])
        }
        throw error(
          "'connect()' needs a stream declared with `.publish()`, and \(described(receiver)) is not one",
          receiver.range,
          notes: [Diagnostic.Note("declare one with `let hot = ticks.publish()`, then write `hot.connect()`")]
        )
      }
      let runtime = self.runtime
      return Typed.value(.void, range) { _ in
        runtime.recordLine(for: cell, "\(cell.name).connect()")
        connectable.connect().disposed(by: runtime.bag)
        return .void
      }
    case .refCount:
      if let cell = published, let connectable = cell.connectable {
        var typed = Typed.stream(cell.type, range) { _ in connectable.refCount() }
        typed.triggers = [cell.name]
        return typed
      }
      guard receiver.isPublished else {
        throw error(
          "'refCount()' needs a published stream, and \(described(receiver)) is not one", receiver.range,
          notes: [Diagnostic.Note("publish it first: `ticks.publish().refCount()`, or write `ticks.share()`")]
        )
      }
      let upstream = receiver.streamCode
      return Typed.stream(receiver.type, range) { frame throws(RuntimeError) in
        let stream = try upstream(frame)
        return (stream as? ConnectableObservable<Value>)?.refCount() ?? stream
      }.merging([receiver])
    default:
      let source = try stream(receiver)
      let upstream = source.streamCode
      let isPublish = op == .publish
      var typed = Typed.stream(source.type, range) { frame throws(RuntimeError) -> Observable<Value> in
        let stream = try upstream(frame)
        return isPublish ? stream.publish() : stream.share()
      }.merging([source])
      typed.isPublished = isPublish
      return typed
    }
  }

  /// The `let` or `cold` stream `typed` names, when it was declared `publish()`ed.
  private func publishedCell(_ typed: Typed) -> DerivedCell? {
    guard case .cell(.derived(let cell)) = typed.form, cell.connectable != nil else { return nil }
    return cell
  }

  private func described(_ typed: Typed) -> String {
    if case .cell(let reference) = typed.form { return reference.description }
    return "this stream"
  }

  /// `groupBy { key }`: a stream of each group's key as the group opens; at the top of a
  /// `let`, also a lane per group.
  private func checkGroupBy(_ receiver: Typed, _ arguments: [Argument], _ range: SourceRange)
    throws(Diagnostic) -> Typed
  {
    let source = try stream(receiver)
    let (values, closure) = try splitClosure(arguments)
    guard values.isEmpty, let closure else {
      throw error(
        "'groupBy' takes a closure giving each value's key, as in `.groupBy { $0 % 2 }`", range)
    }
    let checked = try checkClosure(closure, parameters: [source.type], role: "groupBy")
    let keyTypes: [ScriptType] = [.int, .string, .bool]
    guard keyTypes.contains(checked.resultType) else {
      throw error(
        "the closure of 'groupBy' must return a key, an Int, a String or a Bool, but returns \(checked.resultType)",
        closure.range,
        notes: [Diagnostic.Note("each value goes to the group of its key, as in `.groupBy { $0 % 2 }`")])
    }
    let code = checked.unaryCode
    let at = closure.range.start
    let call = Invocation(runtime: runtime, operator: "groupBy", at: at)
    let effects = call.edges(from: source, closure: checked.effects)
    let key: (Frame) -> (Value) -> Value = { frame in { value in call.value(code, frame, value) ?? .none } }
    let upstream = source.streamCode
    var typed = Typed.stream(checked.resultType, range) { frame throws(RuntimeError) in
      try upstream(frame).groupBy(keySelector: key(frame)).map(\.key)
    }.merging([source, effects])
    typed.grouping = GroupingStage(upstream: upstream, key: key)
    return typed
  }
}
