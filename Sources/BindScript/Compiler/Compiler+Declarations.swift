import Binding

/// A checked top-level statement: its code, the dependency edges it adds once it ran, and
/// the binding context owning them.
struct CompiledTopLevel {
  var code: StatementCode
  var edges: [DependencyGraph.Edge]
  var owner: String?
}

extension Compiler {
  /// Checks a statement at the top level of a script or REPL entry, declarations included.
  func checkTopLevel(_ statement: Statement) throws(Diagnostic) -> CompiledTopLevel {
    shadowedName = nil
    var compiled = try checkTopLevelStatement(statement)
    if let (name, earlier) = shadowedName {
      compiled.edges = compiled.edges.map { edge in
        edge.from == name ? DependencyGraph.Edge(from: earlier, to: edge.to, kind: edge.kind) : edge
      }
    }
    return compiled
  }

  private func checkTopLevelStatement(_ statement: Statement) throws(Diagnostic)
    -> CompiledTopLevel
  {
    let runtime = self.runtime
    switch statement.kind {
    case .state(let kind, let name, let annotation, let initial):
      let declare = try declaration(of: name)
      let value = try checkValue(initial)
      let type = try declaredType(annotation, value, name)
      let code = value.valueCode
      return CompiledTopLevel(
        code: { frame throws(RuntimeError) in
          let initial = try code(frame)
          declare(
            .state(StateCell(name: name.text, kind: kind, type: type, initial: initial, runtime: runtime)))
        }, edges: [], owner: nil)
    case .action(let name, let payload):
      let declare = try declaration(of: name)
      let type = try payload.map { annotation throws(Diagnostic) in try scriptType(annotation) } ?? .void
      return CompiledTopLevel(
        code: { _ in declare(.action(ActionCell(name: name.text, payload: type, runtime: runtime))) },
        edges: [], owner: nil)
    case .letDeclaration(let name, let value):
      return try checkLet(name, value)
    case .coldDeclaration(let name, let value):
      return try checkLet(name, value, cold: true)
    case .view(let name, let controls):
      return try checkView(name, controls)
    case .binding(let name, let body):
      let declare = try declaration(of: name)
      let saved = context
      context = .bindingBlock
      defer { context = saved }
      scope.pushBlock()
      defer { scope.popBlock() }
      var codes: [StatementCode] = []
      var edges: [DependencyGraph.Edge] = []
      for statement in body {
        let compiled = try checkStatement(statement)
        codes.append(compiled.code)
        edges += compiled.effects.edges
      }
      return CompiledTopLevel(
        code: { frame throws(RuntimeError) in
          let bag = DisposeBag()
          let outer = runtime.bag
          runtime.bag = bag
          defer { runtime.bag = outer }
          do throws(RuntimeError) {
            for code in codes {
              try code(frame)
              if let failure = runtime.failure { throw failure }
            }
          } catch {
            bag.dispose()
            throw error
          }
          declare(.context(bag))
        }, edges: edges, owner: name.text)
    case .dispose(let name):
      guard let entry = runtime.symbols[name.text] else {
        let contexts = runtime.symbols.names.filter {
          if case .context? = runtime.symbols[$0]?.symbol { return true }
          return false
        }
        throw error(
          "there is no binding context named '\(name.text)'", name.range,
          suggestion: NearestName.find(name.text, in: contexts))
      }
      guard case .context(let bag) = entry.symbol else {
        throw error("'\(name.text)' is a \(entry.symbol.kindName), not a binding context", name.range)
      }
      return CompiledTopLevel(
        code: { _ in
          bag.dispose()
          runtime.symbols.remove(name.text)
          runtime.graph.removeEdges(ownedBy: name.text)
        }, edges: [], owner: nil)
    default:
      let compiled = try checkStatement(statement)
      return CompiledTopLevel(code: compiled.code, edges: compiled.effects.edges, owner: nil)
    }
  }

  /// Checks that `name` may be declared here, and returns what declares it when the
  /// statement runs.
  ///
  /// A script declares each name once: a second declaration is an error that says where the
  /// first is. In the shell (``allowsRedefinition``) a new declaration shadows the earlier
  /// one, as in ghci: what is typed afterwards sees the new one, bindings made before keep
  /// the old (``Runtime/redefine(_:)``), and dependency edges from the name in this very
  /// statement (`let total = total + 1`) are the old one's.
  private func declaration(of name: Name) throws(Diagnostic) -> (Symbol) -> Void {
    if Builtins.functionNames.contains(name.text) {
      throw error("'\(name.text)' is the name of a built-in function", name.range)
    }
    let runtime = self.runtime
    let file = source.name
    guard let entry = runtime.symbols[name.text] else {
      return { runtime.symbols.declare(name.text, $0, at: name.range, in: file) }
    }
    guard allowsRedefinition, entry.symbol.canBeRedefined else {
      throw alreadyDeclared(name, entry)
    }
    shadowedName = (name.text, runtime.symbols.shadowName(for: name.text))
    return { symbol in
      runtime.redefine(name.text)
      runtime.symbols.declare(name.text, symbol, at: name.range, in: file)
    }
  }

  /// The error for a second declaration of a name, with a note saying where the first is.
  private func alreadyDeclared(_ name: Name, _ entry: SymbolTable.Entry) -> Diagnostic {
    var notes: [Diagnostic.Note] = []
    if let earlier = entry.range, let file = runtime.symbols.file(of: entry) {
      if file == "<repl>" {
        notes.append(Diagnostic.Note("'\(name.text)' was declared in an earlier entry"))
      } else if file == source.name {
        notes.append(Diagnostic.Note("'\(name.text)' was declared here", range: earlier))
      } else {
        let place = "\(file):\(earlier.start.line):\(earlier.start.column)"
        notes.append(Diagnostic.Note("'\(name.text)' was declared at \(place)"))
      }
    }
    if case .context = entry.symbol {
      notes.append(Diagnostic.Note("dispose it first (`dispose \(name.text)`) to declare the name again"))
    } else if !allowsRedefinition {
      notes.append(
        Diagnostic.Note("a script declares each name once; in the shell, declaring it again replaces it"))
    }
    return error("'\(name.text)' is already declared", name.range, notes: notes)
  }

  private func declaredType(_ annotation: TypeAnnotation?, _ value: Typed, _ name: Name)
    throws(Diagnostic) -> ScriptType
  {
    if let annotation {
      let type = try scriptType(annotation)
      guard type.accepts(value.type) else {
        throw mismatch(
          expected: type, got: value.type, value.range, what: "the initial value of '\(name.text)'")
      }
      return type
    }
    guard value.type.isConcrete else {
      throw error(
        "the type of '\(name.text)' cannot be told from \(value.type == .nilLiteral ? "`nil`" : "`[]`") alone",
        value.range,
        notes: [
          Diagnostic.Note(
            "write it: `\(name.text): \(value.type == .nilLiteral ? "String?" : "[String]") = ...`")
        ])
    }
    guard value.type != .void else {
      throw error("'\(name.text)' would hold no value: this is Void", value.range)
    }
    return value.type
  }

  /// The type a written annotation stands for.
  func scriptType(_ annotation: TypeAnnotation) throws(Diagnostic) -> ScriptType {
    switch annotation.kind {
    case .optional(let wrapped): return .optional(try scriptType(wrapped))
    case .array(let element): return .array(try scriptType(element))
    case .named(let name):
      let known: [String: ScriptType] = [
        "Int": .int, "Double": .double, "Bool": .bool, "String": .string, "Void": .void,
      ]
      guard let type = known[name] else {
        throw error(
          "there is no type named '\(name)'", annotation.range,
          suggestion: NearestName.find(name, in: known.keys.sorted()))
      }
      return type
    }
  }

  private func checkLet(_ name: Name, _ expression: Expression, cold: Bool = false)
    throws(Diagnostic) -> CompiledTopLevel
  {
    let declare = try declaration(of: name)
    let runtime = self.runtime
    let table = LiftTable(scope: scope)
    let typed = try withLift(table) { () throws(Diagnostic) in try check(expression) }
    if cold, !typed.isStream, !(typed.isCell) {
      throw error(
        "a 'cold' declaration needs a stream, as in `cold ticks = marbles(\"-1-2|\")`",
        expression.range,
        notes: [Diagnostic.Note("a value is declared with `let`")])
    }
    if case .value = typed.form {
      let value = try withLift(table) { () throws(Diagnostic) in try self.value(typed) }
      if table.entries.isEmpty {
        let type = try declaredType(nil, value, name)
        let code = value.valueCode
        return CompiledTopLevel(
          code: { frame throws(RuntimeError) in
            declare(.constant(type: type, value: try code(frame)))
          }, edges: [], owner: nil)
      }
    }
    let followed = try follow(typed, table, what: "'\(name.text)'")
    let stream = followed.streamCode
    let stage = followed.stage
    let type = followed.type
    var edges = followed.edges
    edges += followed.triggers.map { .init(from: $0, to: name.text, kind: .derived) }
    let closures = NameSet(
      followed.edges.filter { $0.kind == .trace && $0.to.utf8.contains(UInt8(ascii: "@")) }.map(\.to))
    edges += closures.map { .init(from: $0, to: name.text, kind: .trace) }
    let grouping = cold ? nil : followed.grouping
    let keepsEveryEvent = playsMarbles(followed)
    return CompiledTopLevel(
      code: { frame throws(RuntimeError) in
        let cell = DerivedCell(
          name: name.text, type: type, cold: cold, keepsEveryEvent: keepsEveryEvent,
          runtime: runtime)
        if let grouping {
          let groups = try grouping.upstream(frame).groupBy(keySelector: grouping.key(frame))
          declare(.derived(cell))
          cell.start(groups: groups)
          return
        }
        if !cold, let stage, let rankedUpstream = stage.rankedUpstream {
          let source = try rankedUpstream(frame)
          declare(.derived(cell))
          let work = stage.rankedDirect.map(RankedStage.Work.direct) ?? .closure(stage.transform(frame))
          let ranked = RankedStage.node(for: cell, followedRank: CellEngine.rank(of: source))
          cell.start(source, stage: .ranked(ranked, work))
          return
        }
        let source = try (stage?.upstream ?? stream)(frame)
        declare(.derived(cell))
        if let directMap = stage?.directMap {
          cell.start(source, stage: .map(directMap))
        } else {
          cell.start(source, stage: stage.map { .closure($0.transform(frame)) })
        }
      }, edges: edges, owner: nil)
  }

  /// Whether a `let` of `typed` keeps every event.
  ///
  /// It does when it plays a `marbles(...)` diagram, or follows a `let` that keeps every
  /// event. A `let` of values (states, controls, `let`s of them) keeps only changes.
  private func playsMarbles(_ typed: Typed) -> Bool {
    typed.playsMarbles
      || typed.triggers.contains { name in
        if case .derived(let cell)? = runtime.symbols[name]?.symbol { return cell.keepsEveryEvent }
        return false
      }
  }

  private func checkView(_ name: Name, _ controls: [ControlDeclaration]) throws(Diagnostic)
    -> CompiledTopLevel
  {
    let declare = try declaration(of: name)
    var seen: [String: SourceRange] = [:]
    var kinds: [(String, ControlKind)] = []
    for control in controls {
      guard let kind = ControlKind(rawValue: control.kind.text) else {
        throw error(
          "there is no control kind named '\(control.kind.text)'", control.kind.range,
          suggestion: NearestName.find(control.kind.text, in: ControlKind.allCases.map(\.rawValue)),
          notes: [
            Diagnostic.Note("the kinds: \(ControlKind.allCases.map(\.rawValue).joined(separator: ", "))")
          ])
      }
      if let earlier = seen[control.name.text] {
        throw error(
          "view '\(name.text)' already has a control named '\(control.name.text)'", control.name.range,
          notes: [Diagnostic.Note("declared here", range: earlier)])
      }
      seen[control.name.text] = control.name.range
      kinds.append((control.name.text, kind))
    }
    let runtime = self.runtime
    return CompiledTopLevel(
      code: { _ in
        let cells = kinds.map { control, kind in
          ControlCell(name: "\(name.text).\(control)", kind: kind, runtime: runtime)
        }
        declare(.view(ViewCell(name: name.text, controls: cells)))
      }, edges: [], owner: nil)
  }
}
