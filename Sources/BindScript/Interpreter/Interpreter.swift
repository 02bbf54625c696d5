import Binding

/// Runs bind scripts and REPL entries: checks each statement, runs it, and prints what it
/// set off as a tree.
///
/// ```swift
/// let interpreter = Interpreter { print($0, terminator: "") }
/// let outcome = interpreter.run(SourceFile(name: "login.bind", text: script))
/// if let error = outcome.error { print(error.rendered()) }
/// ```
///
/// The interpreter knows nothing of terminals: it writes text to `output` (each piece ends
/// with a newline), never reads standard input and never exits. What each statement did is
/// also reported as values, ``InterpreterEvent``, to whoever ``observe(_:)``s it: the echo and
/// trace it prints are drawn from the same values. Time is virtual: timers
/// fire only on `advance`. Not thread-safe: use an interpreter from one thread.
public final class Interpreter {
  /// How the interpreter reports what happens.
  public struct Options: Sendable {
    /// What is printed after each statement.
    public var trace: TraceMode
    /// Whether each statement is printed, as `› text`, before what it set off.
    public var echo: Bool
    /// How many steps (closure calls, traced deliveries) a statement may take before it is
    /// stopped as a runaway.
    public var stepLimit: Int

    /// Creates options.
    public init(trace: TraceMode = .changes, echo: Bool = false, stepLimit: Int = 1_000_000) {
      self.trace = trace
      self.echo = echo
      self.stepLimit = stepLimit
    }
  }

  /// The options; ``traceMode`` changes with `:trace`.
  public private(set) var options: Options
  private let sink: OutputSink
  private(set) var runtime: Runtime
  /// Tells the observers of ``observe(_:)`` what each statement did.
  private let events = EventFeed()
  /// The statements that ran without error since the start or the last ``reset()``, one per
  /// line: what `:save` writes, and what `:play` plays.
  public var transcriptText: String { transcript.text }
  /// How many statements ``transcriptText`` holds.
  var transcriptCount: Int { transcript.count }
  /// Where those statements are in their sources, spelt when read.
  private var transcript = Transcript()
  /// The scripts being loaded with `:load`, outermost first, as absolute paths.
  var loading: [String] = []
  /// Whether the statements running come from the shell, where a name may be declared
  /// again, rather than from a script file.
  private var runsShellEntry = false

  /// Creates an interpreter writing to `output`.
  public init(options: Options = Options(), output: @escaping (String) -> Void) {
    self.options = options
    let sink = OutputSink(output)
    self.sink = sink
    runtime = Runtime(stepLimit: options.stepLimit, output: sink.write)
    runtime.tracer.mode = options.trace
  }

  /// Writes text to `output`.
  func output(_ text: String) { sink.write(text) }

  /// The virtual time, in milliseconds since the start or the last ``reset()``.
  public var virtualTime: Int { runtime.now }

  /// What is printed after each statement.
  public var traceMode: TraceMode {
    get { runtime.tracer.mode }
    set {
      options.trace = newValue
      runtime.tracer.mode = newValue
    }
  }

  /// Asked now and then during a statement; returning `true` stops the statement with an
  /// "interrupted" error, as Ctrl-C does in the shell.
  public var isInterrupted: (@Sendable () -> Bool)? {
    didSet { runtime.isInterrupted = isInterrupted }
  }

  /// Whether each statement is printed, as `› text`, before what it set off.
  public var echo: Bool {
    get { options.echo }
    set { options.echo = newValue }
  }

  deinit { runtime.tearDown() }

  /// Forgets every declaration and binding; time starts again from 0.
  public func reset() {
    runtime.tearDown()
    runtime = Runtime(stepLimit: options.stepLimit, output: sink.write)
    runtime.tracer.mode = options.trace
    runtime.isInterrupted = isInterrupted
    transcript = Transcript()
    events.emitReset()
  }

  /// Calls `handler` with every later ``InterpreterEvent``, on the interpreter's thread, while
  /// the interpreter runs a statement; dispose the result to stop.
  ///
  /// Events cost nothing while nobody observes: the interpreter compares the graph and the
  /// histories only for observers, once a statement, never per change. Events are `Sendable`
  /// values: hand them to another thread as they are. `handler` must not run statements.
  ///
  /// ```swift
  /// let observation = interpreter.observe { event in
  ///   if case .marbles(let new) = event { queue.async { page.push(new) } }
  /// }
  /// defer { observation.dispose() }
  /// ```
  public func observe(_ handler: @escaping (InterpreterEvent) -> Void) -> Disposable {
    events.observe(handler, from: runtime)
  }

  /// What completes the word before the cursor in `prefix`: declared names and keywords at
  /// the start of a word, controls after `view.`, members after `view.control.`, operators
  /// and the members of its type after any other `name.`, meta commands after a leading `:`
  /// and their arguments after it (file names, help topics and operators, names), and an
  /// operator's argument labels (`for:` in `take(for: 1s)`) where its arguments start.
  ///
  /// ```swift
  /// interpreter.completions(for: "let x = user")   // (4, ["username"])
  /// ```
  ///
  /// - Returns: How many characters at the end of `prefix` the candidates replace, and the
  ///   candidates, sorted.
  public func completions(for prefix: String) -> (replacing: Int, candidates: [String]) {
    Completer(symbols: runtime.symbols).completions(for: prefix)
  }

  /// Runs a whole script, stopping at the first error or failed `expect`.
  ///
  /// A script with syntax errors runs nothing.
  public func run(_ source: SourceFile) -> Outcome {
    let wasShellEntry = runsShellEntry
    runsShellEntry = false
    defer { runsShellEntry = wasShellEntry }
    if let error = Script.syntaxError(in: source) { return .failed(error) }
    // The script is parsed a second time, a statement at a time, each one run as soon as it
    // is read and then let go of: a long script never holds every statement's syntax tree at
    // once (100,000 `let`s' trees took 78 MB).
    var outcome = Outcome.completed
    _ = Parser.parse(source, allowsContinuation: false) { statement in
      outcome = execute(statement, in: source)
      guard case .completed = outcome else { return false }
      return true
    }
    return outcome
  }

  /// Runs one REPL entry, which may hold several statements; each statement either runs
  /// whole or, on error, changes nothing.
  public func execute(_ source: SourceFile) -> Outcome {
    let parsed = Parser.parse(source)
    if parsed.isIncomplete { return .incomplete }
    if !parsed.diagnostics.isEmpty {
      return .failed(ScriptError(diagnostics: parsed.diagnostics, source: source))
    }
    let wasShellEntry = runsShellEntry
    runsShellEntry = true
    defer { runsShellEntry = wasShellEntry }
    return run(parsed.statements, in: source)
  }

  func run(_ statements: [Statement], in source: SourceFile) -> Outcome {
    for statement in statements {
      let outcome = execute(statement, in: source)
      guard case .completed = outcome else { return outcome }
    }
    return .completed
  }

  /// Runs one statement: echoes it, runs it, prints its trace and reports it to observers.
  private func execute(_ statement: Statement, in source: SourceFile) -> Outcome {
    let observed = events.isObserved
    // Only observers are told the comment above the statement: a plain run skips reading it.
    let info = StatementInfo(
      text: source.text(of: statement.range), file: source.name, location: statement.range.start,
      comment: observed ? source.leadingComment(above: statement.range.start.line) : nil)
    if options.echo { output(info.echo) }
    if observed {
      events.emit(.statementStarted(info))
      sink.startCapture()
    }
    let startTime = runtime.now
    let (outcome, trace) = perform(statement, in: source)
    let printed = observed ? sink.endCapture() : ""
    let lines = trace.lines
    if !lines.isEmpty { output(lines.map { $0 + "\n" }.joined()) }
    if observed {
      let graph = events.emitChanges(of: runtime, since: startTime)
      events.emit(
        .statementFinished(
          StatementReport(
            statement: info, result: .init(outcome), trace: trace, printed: printed,
            startTime: startTime, endTime: runtime.now, graph: graph)))
    }
    return outcome
  }

  /// Checks and runs one statement; returns how it ended and the changes it set off.
  private func perform(_ statement: Statement, in source: SourceFile)
    -> (Outcome, Trace)
  {
    let startTime = runtime.now
    if case .meta(let command, let arguments) = statement.kind {
      let outcome = MetaCommands(interpreter: self).run(
        command, arguments, range: statement.range, in: source)
      return (outcome, .empty)
    }
    let compiler = Compiler(runtime: runtime, source: source)
    compiler.allowsRedefinition = runsShellEntry
    let compiled: CompiledTopLevel
    do {
      compiled = try compiler.checkTopLevel(statement)
    } catch {
      return (.failed(ScriptError(diagnostics: [error], source: source)), .empty)
    }
    let runtime = self.runtime
    runtime.beginStatement(at: statement.range)
    var thrown: RuntimeError?
    do {
      // A statement without local variables runs in the runtime's one empty frame, which
      // nothing writes to: the closures of a `let` keep their frame, 48 bytes each.
      let size = compiler.frameSize
      try compiled.code(size == 0 ? runtime.emptyFrame : Frame(size: size))
    } catch {
      thrown = error
    }
    runtime.settle()
    let failure = runtime.endStatement() ?? thrown
    let recorded = runtime.tracer.take()
    if failure == nil {
      runtime.graph.add(compiled.edges, owner: compiled.owner)
      transcript.append(statement.range, of: source)
    }
    let trace = makeTrace(
      recorded, extraEdges: compiled.edges, startTime: startTime, truncated: failure != nil)
    guard let failure else { return (.completed, trace) }
    let error = ScriptError(diagnostics: [failure.diagnostic], source: source)
    return (failure.isExpectation ? .expectationFailed(error) : .failed(error), trace)
  }

  /// The statement's recorded entries as a tree; a stopped statement's trace is marked
  /// truncated.
  private func makeTrace(
    _ recorded: (records: [Trace.Entry], roots: Set<Int>, dropped: Int),
    extraEdges: [DependencyGraph.Edge],
    startTime: Int, truncated: Bool
  ) -> Trace {
    guard !recorded.records.isEmpty else { return .empty }
    var extra: [String: Set<String>] = [:]
    for edge in extraEdges {
      extra[edge.to, default: []].insert(edge.from)
      if edge.kind == .twoWay { extra[edge.from, default: []].insert(edge.to) }
    }
    let graph = runtime.graph
    let entries = TraceTree.entries(
      recorded.records, roots: recorded.roots,
      predecessors: { graph.predecessors(of: $0).union(extra[$0] ?? []) })
    return Trace(
      entries: entries, dropped: recorded.dropped, isTruncated: truncated, startTime: startTime)
  }

  static func endLocation(of source: SourceFile) -> SourceLocation {
    let line = max(1, source.lineCount)
    return SourceLocation(
      line: line, column: source.line(line).count + 1, offset: source.text.utf8.count)
  }
}
