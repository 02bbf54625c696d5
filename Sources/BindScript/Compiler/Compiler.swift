import Binding

/// Compiles statements into code (closures over a frame's slots), checking each against the
/// declared names and types first; its `check…` methods do both for one form.
///
/// Checking is done before any of a statement runs: a statement with an unknown name, a
/// wrong type, a wrong number of arguments... is rejected whole, with a diagnostic, and
/// changes nothing.
final class Compiler {
  let runtime: Runtime
  /// The script, for quoting expressions in `expect` failures.
  let source: SourceFile
  var scope: Scope
  /// While checking the top of a `let` or a binding's source, the cells read as values.
  var lift: LiftTable?
  /// The nesting of closures and blocks being checked, for what statements may appear.
  var context: StatementContext = .topLevel
  /// Whether a declaration may take a name already declared (in the shell), shadowing it.
  var allowsRedefinition = false
  /// The name the statement being checked declares again, and the name its earlier
  /// definition will have (`total`, `total#1`).
  var shadowedName: (name: String, earlier: String)?

  /// Where a statement is.
  enum StatementContext {
    case topLevel
    case bindingBlock
    case block
    case closure
  }

  init(runtime: Runtime, source: SourceFile) {
    self.runtime = runtime
    self.source = source
    scope = Scope(parent: nil)
  }

  /// The number of slots the top-level frame needs.
  var frameSize: Int { scope.size }

  /// The source text of `range`.
  func text(_ range: SourceRange) -> String {
    source.text(of: range)
  }

  // MARK: Errors

  func error(
    _ message: String, _ range: SourceRange, suggestion: String? = nil,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(message, at: range, notes: notes, suggestion: suggestion)
  }

  /// The error for a name that is declared nowhere, with the nearest name as suggestion; the
  /// words other shells use to leave or get help (`quit`, `exit`, `help`) suggest the meta
  /// command.
  func unknownName(_ name: String, _ range: SourceRange) -> Diagnostic {
    if let command = Self.shellWords[name] {
      return error(
        "there is no value named '\(name)'; meta commands start with ':'", range,
        suggestion: command)
    }
    let candidates = scope.visibleNames + runtime.symbols.names + Builtins.functionNames
    return error(
      "there is no value named '\(name)'", range,
      suggestion: NearestName.find(name, in: candidates))
  }

  /// Words typed to leave or get help in other shells, and the meta command that does it.
  static let shellWords = ["quit": ":quit", "exit": ":quit", "help": ":help"]

  func mismatch(
    expected: ScriptType, got: ScriptType, _ range: SourceRange, what: String
  ) -> Diagnostic {
    var notes: [Diagnostic.Note] = []
    if expected == got.unwrapped || expected.unwrapped == got.unwrapped, got.isOptional {
      notes.append(Diagnostic.Note("unwrap it with `?? default`"))
    }
    return error("\(what) must be \(expected), but this is \(got)", range, notes: notes)
  }

  // MARK: Scopes

  /// Runs `body` with a new frame level (a closure or a loop body); returns its size too.
  func withScope<Result>(
    anonymousTypes: [ScriptType]? = nil, _ body: (Scope) throws(Diagnostic) -> Result
  ) throws(Diagnostic) -> (Result, size: Int) {
    let saved = scope
    let inner = Scope(parent: saved, anonymousTypes: anonymousTypes)
    scope = inner
    defer { scope = saved }
    let result = try body(inner)
    return (result, inner.size)
  }

  /// The local `name`: how many frame levels up, and its slot.
  func local(_ name: String) -> (depth: Int, local: Scope.Local)? {
    var depth = 0
    var current: Scope? = scope
    while let level = current {
      if let local = level.local(name) { return (depth, local) }
      depth += 1
      current = level.parent
    }
    return nil
  }

  /// The closure level `$n` refers to: the innermost one written without parameter names.
  func anonymous(_ index: Int) -> (depth: Int, type: ScriptType?)? {
    var depth = 0
    var current: Scope? = scope
    while let level = current {
      if let types = level.anonymousTypes {
        return (depth, types.indices.contains(index) ? types[index] : nil)
      }
      depth += 1
      current = level.parent
    }
    return nil
  }

  // MARK: Conversions

  /// The code computing `typed` as a value, and the cells it follows when lifted.
  func value(_ typed: Typed) throws(Diagnostic) -> Typed {
    let range = typed.range
    switch typed.form {
    case .value:
      return typed
    case .cell(let reference):
      if let lift, lift.scope === scope {
        guard reference.cell.stream != nil, reference.cell.currentValue != nil || isDerived(reference)
        else { throw notFollowable(reference, range) }
        let slot = lift.slot(for: reference)
        var result = Typed.value(typed.type, range) { frame in frame.slots[slot] }
        result.triggers = [reference.cell.name]
        // The followed value itself: when the only cell followed, what `lifted` runs.
        result.direct = { value in value }
        result.directIsArgument = true
        return result
      }
      return Typed.value(typed.type, range, try currentValue(of: reference, range))
    case .stream:
      throw error(
        "this is a stream of \(typed.type): it has no single value", range,
        notes: [Diagnostic.Note("follow it with `=>`, or declare it with `let` and read that")])
    case .closure:
      throw error("a closure can only be passed to an operator or be the target of `=>`", range)
    case .view(let view):
      throw error(
        "'\(view.name)' is a view, not a value", range,
        notes: [Diagnostic.Note("its controls: \(view.controlNames.joined(separator: ", "))")])
    case .control(let control):
      throw error(
        "'\(control.name)' is a \(control.kind.rawValue), not a value", range,
        notes: [Diagnostic.Note("its members: \(control.kind.memberNames.joined(separator: ", "))")])
    }
  }

  /// The code reading the current value of a cell.
  private func currentValue(of reference: CellReference, _ range: SourceRange) throws(Diagnostic)
    -> ValueCode
  {
    switch reference {
    case .state(let cell):
      return { _ in cell.value }
    case .derived(let cell):
      if cell.isCold {
        throw error(
          "'\(cell.name)' is cold: each subscriber runs it on its own, so it has no value of its own",
          range, notes: [Diagnostic.Note("follow it in a `let`, as in `let latest = \(cell.name)`")])
      }
      return { _ throws(RuntimeError) in
        guard let value = cell.latest else {
          if let error = cell.end?.error {
            let message = ScriptFailure.message(of: error)
            throw RuntimeError("'\(cell.name)' has no value: it failed with \"\(message)\"", at: range)
          }
          throw RuntimeError("'\(cell.name)' has no value yet", at: range)
        }
        return value
      }
    case .property(let cell):
      return { _ in cell.currentValue ?? Value.none }
    case .action(let cell):
      throw error(
        "action '\(cell.name)' has no value", range,
        notes: [
          Diagnostic.Note(
            "dispatch it with `\(cell.name)(\(cell.type == .void ? "" : "..."))`, or follow it with `\(cell.name) => ...`"
          )
        ])
    case .event(let cell):
      throw error(
        "event '\(cell.name)' has no value", range,
        notes: [Diagnostic.Note("follow it with `\(cell.name) => ...`")])
    }
  }

  private func isDerived(_ reference: CellReference) -> Bool {
    if case .derived = reference { return true }
    return false
  }

  private func notFollowable(_ reference: CellReference, _ range: SourceRange) -> Diagnostic {
    if case .property(let cell) = reference {
      return error(
        "'\(cell.name)' cannot be followed: the control does not report changes to it", range)
    }
    return error("\(reference.description) has no value to follow", range)
  }

  /// The code building `typed` as a stream, and the cells it follows.
  func stream(_ typed: Typed) throws(Diagnostic) -> Typed {
    let range = typed.range
    switch typed.form {
    case .stream:
      return typed
    case .cell(let reference):
      guard let stream = reference.cell.stream else { throw notFollowable(reference, range) }
      var result = Typed.stream(typed.type, range) { _ in stream }
      result.triggers = [reference.cell.name]
      return result
    case .value:
      throw error(
        "this is a value, not a stream", range,
        notes: [Diagnostic.Note("make a stream of it with `just(...)`")])
    default:
      _ = try value(typed)
      throw error("this is not a stream", range)
    }
  }

  /// Checks `expression` and returns it as a value.
  func checkValue(_ expression: Expression) throws(Diagnostic) -> Typed {
    try value(check(expression))
  }

  /// Checks `expression` and returns it as a stream.
  func checkStream(_ expression: Expression) throws(Diagnostic) -> Typed {
    try stream(check(expression))
  }

  /// Checks that a value of `typed`'s type fits where `expected` is needed.
  func require(
    _ typed: Typed, toBe expected: ScriptType, what: String
  ) throws(Diagnostic) {
    guard expected.accepts(typed.type) else {
      throw mismatch(expected: expected, got: typed.type, typed.range, what: what)
    }
  }
}
