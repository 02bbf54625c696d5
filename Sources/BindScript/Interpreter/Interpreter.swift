import BindingTest

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
/// with a newline), never reads standard input and never exits. Time is virtual: timers
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
  let output: (String) -> Void
  private(set) var runtime: Runtime
  /// The source text of each statement that ran without error, for `:save`.
  private(set) var transcript: [String] = []
  /// The scripts being loaded with `:load`, outermost first, as absolute paths.
  var loading: [String] = []

  /// Creates an interpreter writing to `output`.
  public init(options: Options = Options(), output: @escaping (String) -> Void) {
    self.options = options
    self.output = output
    runtime = Runtime(stepLimit: options.stepLimit, output: output)
    runtime.tracer.mode = options.trace
  }

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
    runtime = Runtime(stepLimit: options.stepLimit, output: output)
    runtime.tracer.mode = options.trace
    runtime.isInterrupted = isInterrupted
    transcript = []
  }

  /// Runs a whole script, stopping at the first error or failed `expect`.
  ///
  /// A script with syntax errors runs nothing.
  public func run(_ source: SourceFile) -> Outcome {
    let parsed = Parser.parse(source, allowsContinuation: false)
    if !parsed.diagnostics.isEmpty {
      return .failed(ScriptError(diagnostics: parsed.diagnostics, source: source))
    }
    if parsed.isIncomplete {
      let end = Self.endLocation(of: source)
      let diagnostic = Diagnostic(
        "the script ends inside an open bracket or string", at: SourceRange(start: end, end: end))
      return .failed(ScriptError(diagnostics: [diagnostic], source: source))
    }
    return run(parsed.statements, in: source)
  }

  /// Runs one REPL entry, which may hold several statements; each statement either runs
  /// whole or, on error, changes nothing.
  public func execute(_ source: SourceFile) -> Outcome {
    let parsed = Parser.parse(source)
    if parsed.isIncomplete { return .incomplete }
    if !parsed.diagnostics.isEmpty {
      return .failed(ScriptError(diagnostics: parsed.diagnostics, source: source))
    }
    return run(parsed.statements, in: source)
  }

  func run(_ statements: [Statement], in source: SourceFile) -> Outcome {
    for statement in statements {
      let outcome = execute(statement, in: source)
      guard case .completed = outcome else { return outcome }
    }
    return .completed
  }

  private func execute(_ statement: Statement, in source: SourceFile) -> Outcome {
    let text = source.text(of: statement.range)
    if options.echo {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      output("› " + lines.joined(separator: "\n  ") + "\n")
    }
    if case .meta(let command, let arguments) = statement.kind {
      return runMeta(command, arguments, range: statement.range, in: source)
    }
    let checker = Checker(runtime: runtime, source: source)
    let compiled: CompiledTopLevel
    do {
      compiled = try checker.checkTopLevel(statement)
    } catch {
      return .failed(ScriptError(diagnostics: [error], source: source))
    }
    let runtime = self.runtime
    let startTime = runtime.now
    runtime.beginStatement(at: statement.range)
    var thrown: RuntimeError?
    do {
      try compiled.code(Frame(size: checker.frameSize))
    } catch {
      thrown = error
    }
    let failure = runtime.endStatement() ?? thrown
    let trace = runtime.tracer.take()
    if failure == nil {
      runtime.graph.add(compiled.edges, owner: compiled.owner)
      transcript.append(text)
    }
    printTrace(trace, extraEdges: compiled.edges, startTime: startTime, truncated: failure != nil)
    guard let failure else { return .completed }
    let error = ScriptError(diagnostics: [failure.diagnostic], source: source)
    return failure.isExpectation ? .expectationFailed(error) : .failed(error)
  }

  /// Prints the statement's trace tree; a stopped statement shows only its beginning.
  private func printTrace(
    _ trace: (records: [Tracer.Record], dropped: Int), extraEdges: [DependencyGraph.Edge],
    startTime: Int, truncated: Bool
  ) {
    let records = trace.records
    guard !records.isEmpty else { return }
    var extra: [String: Set<String>] = [:]
    for edge in extraEdges {
      extra[edge.to, default: []].insert(edge.from)
      if edge.kind == .twoWay { extra[edge.from, default: []].insert(edge.to) }
    }
    let graph = runtime.graph
    let limit = truncated ? 12 : Int.max
    var lines = TraceTree.render(
      records, predecessors: { graph.predecessors(of: $0).union(extra[$0] ?? []) },
      startTime: startTime, limit: limit)
    let total = records.count + trace.dropped
    if truncated, total > lines.count {
      lines.append("… \(total) changes in all")
    } else if trace.dropped > 0 {
      lines.append("… and \(trace.dropped) more changes")
    }
    output(lines.map { $0 + "\n" }.joined())
  }

  private static func endLocation(of source: SourceFile) -> SourceLocation {
    let line = max(1, source.lines.count)
    return SourceLocation(
      line: line, column: source.line(line).count + 1, offset: source.text.utf8.count)
  }
}
