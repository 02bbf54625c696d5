import Binding

/// The running state of a script: declared names, the virtual clock, the bindings, the
/// tracer and the step budget, with the rules every callback follows.
///
/// Callbacks (closures called by operators and bindings, recording of cells) go through
/// ``callback(_:)``, ``deliver(_:)`` and ``record(_:_:unchanged:)``: they count steps and,
/// once the statement is stopped (an error, the step limit), do nothing, so the
/// propagation under way drains without effect.
final class Runtime {
  let scheduler: ShellScheduler
  /// Where `observed` state reads its changes: drained after each statement's code and each
  /// timer.
  let settleQueue: SettleQueue
  let tracer = Tracer()
  let graph = DependencyGraph()
  var symbols = SymbolTable()
  /// The frame of every statement without local variables: it has no slots to write, and
  /// no parent, so statements can share it.
  let emptyFrame = Frame(size: 0)
  /// The frame recyclers closures share, by frame size.
  private var recyclers: [Int: FrameRecycler] = [:]
  let output: (String) -> Void
  /// Where new bindings go: the global bag, or a `binding` block's while it runs.
  var bag: DisposeBag
  private(set) var globalBag = DisposeBag()
  /// The bindings into cells made outside a `binding` block, disposed with ``globalBag``: 8
  /// bytes each, where the bag keeps a 40-byte `Disposable` (a script of 100,000 bindings).
  private var cellBindings: [CellEngine.Follower<CellBinding>] = []
  /// The hot state below is only touched by the thread running the script, one access at a
  /// time, which makes the run-time exclusivity checks redundant.
  @exclusivity(unchecked) private var budget: StepBudget
  private(set) var failure: RuntimeError?
  private var statementRange: SourceRange?
  /// How many callbacks are running: 0 while the statement's own code runs.
  @exclusivity(unchecked) private var callbackDepth = 0
  /// The next record is the direct effect of something the statement itself did.
  @exclusivity(unchecked) private var pendingRoot = false
  /// The change under way, which every history entry notes as its cause: a new one starts
  /// with each statement, each thing the statement itself does (see ``act(_:)``) and each
  /// timer that fires.
  var cause: Int { causes.value }
  private let causes: CauseCounter

  init(stepLimit: Int, output: @escaping (String) -> Void) {
    self.output = output
    let settleQueue = SettleQueue()
    self.settleQueue = settleQueue
    let causes = CauseCounter()
    self.causes = causes
    scheduler = ShellScheduler(causes: causes, afterEachTimer: { settleQueue.drain() })
    budget = StepBudget(limit: stepLimit)
    bag = globalBag
  }

  /// The virtual time, in milliseconds.
  var now: Int { scheduler.milliseconds }

  /// How many frame recyclers closures share: one for each frame size in use.
  var recyclerCount: Int { recyclers.count }

  /// The recycler of frames of `size` slots that closures share.
  func frames(size: Int) -> FrameRecycler {
    if let recycler = recyclers[size] { return recycler }
    let recycler = FrameRecycler(size: size)
    recyclers[size] = recycler
    return recycler
  }

  /// `true` once the running statement has been stopped.
  var isAborted: Bool { failure != nil }

  // MARK: Statements

  func beginStatement(at range: SourceRange) {
    causes.next()
    statementRange = range
    failure = nil
    budget.reset()
    quietBelow = 0
  }

  /// Delivers the changes of `observed` state the statement's code made, as changes the
  /// statement itself made.
  func settle() {
    act { settleQueue.drain() }
  }

  /// Ends the statement; returns the error that stopped it, if any.
  func endStatement() -> RuntimeError? {
    defer {
      failure = nil
      statementRange = nil
      tracer.isMuted = false
    }
    return failure
  }

  /// Stops the running statement with `error`; what is under way drains without effect.
  func abort(_ error: RuntimeError) {
    guard failure == nil else { return }
    failure = error
    quietBelow = 0
    tracer.isMuted = true
  }

  /// Asked every few hundred steps whether the user wants the statement stopped (Ctrl-C).
  var isInterrupted: (@Sendable () -> Bool)?

  /// The step count below which a step needs no check but the count.
  ///
  /// Below it, the statement is not stopped, the budget is not spent and no multiple of 256
  /// (when Ctrl-C is asked about) is reached. 0 sends every step through ``checkedTick()``.
  @exclusivity(unchecked) private var quietBelow = 0

  /// Counts a step; stops the statement when the budget is spent or the user interrupts.
  ///
  /// Most steps only count (about 8 instructions, where the checks took 27, 6 or 7 times an
  /// update); the step that reaches ``quietBelow`` runs every check.
  @inline(__always) private func tick() -> Bool {
    if budget.steps &+ 1 < quietBelow {
      _ = budget.tick()
      return true
    }
    let going = checkedTick()
    quietBelow = going && !isAborted ? min(budget.limit &+ 1, (budget.steps / 256 &+ 1) &* 256) : 0
    return going
  }

  /// Counts a step with every check.
  private func checkedTick() -> Bool {
    guard !isAborted else { return false }
    if budget.tick() {
      guard budget.steps % 256 == 0, let isInterrupted, isInterrupted() else { return true }
      if let statementRange {
        abort(RuntimeError("stopped: interrupted (Ctrl-C) after \(budget.steps) steps", at: statementRange))
      }
      return false
    }
    if let statementRange { abort(budget.exhausted(at: statementRange)) }
    return false
  }

  /// Keeps a binding the statement made, in ``bag``; a statement stopped while making it (a
  /// binding cycle, a runaway closure) leaves no binding behind.
  func keep(_ binding: Disposable) {
    if isAborted {
      binding.dispose()
    } else {
      bag.insert(binding)
    }
  }

  /// Keeps a binding into a cell as the other bindings are kept; outside a `binding`
  /// block, in ``cellBindings``.
  func keep(_ binding: CellEngine.Follower<CellBinding>) {
    if isAborted {
      binding.dispose()
    } else if bag === globalBag {
      cellBindings.append(binding)
    } else {
      bag.insert(binding.disposable)
    }
  }

  /// Counts a step of the statement's own code that calls nothing (a turn of a `for` loop),
  /// so that nested loops are stopped by the limit too; ``failure`` then says why it stopped.
  func step() {
    _ = tick()
  }

  /// Counts a step of a stream that starts again by itself (each attempt of a `retry`), so
  /// that one failing at once for ever is stopped too; `false` once the statement is stopped.
  func stepAgain() -> Bool {
    tick()
  }

  // MARK: Callbacks

  /// Runs a script closure called from a stream: `nil` when stopped or on error, which
  /// stops the statement.
  func callback<Result>(_ body: () throws(RuntimeError) -> Result) -> Result? {
    guard tick() else { return nil }
    callbackDepth += 1
    defer { callbackDepth -= 1 }
    do {
      return try body()
    } catch {
      abort(error)
      return nil
    }
  }

  /// Runs a binding's write into its target, unless the statement is stopped.
  func deliver(_ body: () -> Void) {
    guard tick() else { return }
    callbackDepth += 1
    defer { callbackDepth -= 1 }
    body()
  }

  /// Runs something a script does (sets state, dispatches, acts as the user): when the
  /// statement does it itself, rather than a closure, the change it makes starts a trace
  /// tree of its own.
  func act<Result>(_ body: () -> Result) -> Result {
    guard callbackDepth == 0 else { return body() }
    causes.next()
    pendingRoot = true
    defer { pendingRoot = false }
    return body()
  }

  // MARK: Tracing

  /// Records that `cell` took `value`, for the trace.
  func record(_ cell: Cell, _ value: Value, unchanged: Bool = false) {
    guard tick() else { return }
    guard tracer.isRecording else {
      pendingRoot = false
      return
    }
    let text = cell.describe(value) + (unchanged ? " (unchanged, not delivered)" : "")
    let isRoot = pendingRoot
    pendingRoot = false
    tracer.append(
      Trace.Entry(node: cell.name, text: text, time: now, unchanged: unchanged), isRoot: isRoot)
  }

  /// Records a line about `cell` (it failed, it completed).
  func recordLine(for cell: Cell, _ text: String) {
    recordLine(node: cell.name, text)
  }

  /// Records a line about the node `node` of the dependency graph.
  func recordLine(node: String, _ text: String) {
    guard tick(), tracer.isRecording else { return }
    tracer.append(Trace.Entry(node: node, text: text, time: now))
  }

  /// Whether ``recordDelivery(to:label:_:)`` records anything: `full` tracing, and the
  /// statement is not stopped.
  var recordsDeliveries: Bool { tracer.mode == .full && !isAborted }

  /// Records, for `full` tracing, that the closure known as `node` received `values`.
  func recordDelivery(
    to node: @autoclosure () -> String, label: @autoclosure () -> String, _ values: [Value]
  ) {
    guard recordsDeliveries else { return }
    let node = node()
    let shown = values.map(\.shortLiteral).joined(separator: ", ")
    tracer.append(
      Trace.Entry(node: node, text: "\(label()) ← \(shown)", time: now, isDelivery: true))
  }

  /// Moves the current definition of `name` aside for a new one, and says so.
  ///
  /// The shell allows declaring a name again: the earlier definition's cells and graph nodes
  /// are renamed (`total#1`), and the bindings made before keep using them. It prints
  /// `total redefined; 2 bindings still use the earlier total, shown as total#1`.
  func redefine(_ name: String) {
    guard let earlier = symbols.shadow(name) else { return }
    graph.rename(name, to: earlier)
    let users = graph.dependents(of: earlier).count
    guard users > 0 else { return print("\(name) redefined") }
    let bindings = users == 1 ? "1 binding still uses" : "\(users) bindings still use"
    print("\(name) redefined; \(bindings) the earlier \(name), shown as \(earlier)")
  }

  /// Prints a line of output.
  func print(_ text: String) {
    output(text + "\n")
  }

  // MARK: Reset

  /// Ends everything the script made: every binding, derived value and name.
  ///
  /// The closures of a script hold the runtime, and the runtime holds them through its names
  /// and bags: this breaks those cycles, so that a runtime no longer used is freed.
  func tearDown() {
    settleQueue.cancelAll()
    removeAllBindings()
    for name in symbols.names {
      if case .derived(let cell)? = symbols[name]?.symbol { cell.stop() }
    }
    for (_, entry) in symbols.shadowed {
      if case .derived(let cell) = entry.symbol { cell.stop() }
    }
    symbols = SymbolTable()
  }

  /// Disposes every binding, in the global bag and in each binding context.
  private func removeAllBindings() {
    globalBag.dispose()
    for binding in cellBindings { binding.dispose() }
    cellBindings = []
    for name in symbols.names {
      if case .context(let bag)? = symbols[name]?.symbol { bag.dispose() }
    }
    globalBag = DisposeBag()
    bag = globalBag
  }
}

/// Numbers the changes of a session, from 1: see ``Runtime/cause``.
///
/// A timer that an operator set (`debounce`, `delay`, `after` inside `flatMapLatest`) goes
/// on with the change that set it, so what an input sets off later has the input's colour;
/// the events of a `marbles(...)` input are changes of their own.
final class CauseCounter {
  /// The change under way.
  private(set) var value = 0
  private var highest = 0

  /// Starts a new change.
  func next() {
    highest += 1
    value = highest
  }

  /// Goes on with an earlier change: a timer it set fires.
  func resume(_ cause: Int) { value = cause }
}
