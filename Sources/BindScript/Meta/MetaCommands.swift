import Foundation

/// Runs the meta commands of an interpreter's session (`:help`, `:graph svg FILE`, `:load`...):
/// what a statement that starts with `:` does.
struct MetaCommands {
  /// The meta commands, for `:help` and "did you mean".
  static let names = [
    "help", "list", "graph", "show", "marbles", "trace", "watch", "load", "save", "reset",
    "quit",
  ]

  /// The interpreter whose session the commands read and change.
  let interpreter: Interpreter
  private var runtime: Runtime { interpreter.runtime }

  /// Runs a meta command (`:help`, `:trace off`...).
  func run(_ command: String, _ arguments: [String], range: SourceRange, in source: SourceFile)
    -> Outcome
  {
    do {
      switch command {
      case "quit", "q":
        return .quit
      case "load":
        return try load(arguments, from: source)
      default:
        interpreter.output(try metaOutput(command, arguments))
        return .completed
      }
    } catch {
      let diagnostic = Diagnostic(error.message, at: range, suggestion: error.suggestion)
      return .failed(ScriptError(diagnostics: [diagnostic], source: source))
    }
  }

  private func metaOutput(_ command: String, _ arguments: [String]) throws(MetaError) -> String {
    switch command {
    case "help":
      guard let topic = arguments.first else { return HelpTopics.overview + "\n" }
      if let diagram = OperatorGallery.diagram(named: topic) { return diagram }
      if let text = HelpTopics.text(topic) { return text + "\n" }
      throw MetaError(
        "there is no help topic or operator '\(topic)'; the topics: \(HelpTopics.names.joined(separator: ", ")); "
          + "`:help operators` lists the operators",
        suggestion: NearestName.find(
          topic, in: HelpTopics.names + OperatorGallery.names + Builtins.operatorNames))
    case "list":
      return SymbolListing.render(runtime.symbols)
    case "graph":
      switch (arguments.first, arguments.count) {
      case (nil, _): return GraphRendering.text(interpreter.graphSnapshot())
      case ("dot", 1): return GraphRendering.dot(interpreter.graphSnapshot())
      case ("svg", 2): return try write(interpreter.graphSVG(), to: arguments[1], what: "the graph")
      case ("svg", 3) where arguments[2] == "--no-values":
        return try write(interpreter.graphSVG(values: false), to: arguments[1], what: "the graph")
      case ("svg", _): throw MetaError("usage: :graph svg FILE [--no-values]")
      default:
        throw MetaError("usage: :graph [dot | svg FILE], not ':graph \(arguments.joined(separator: " "))'")
      }
    case "show":
      guard arguments.count == 1 else { throw MetaError("usage: :show VIEW") }
      return ViewMockup.render(try view(arguments[0]))
    case "marbles":
      if arguments.first == "svg", arguments.count >= 2 {
        let names = Array(arguments.dropFirst(2))
        let lanes = try cells(names).flatMap(\.lanes).map(MarbleLane.init)
        let svg = MarblePicture.svg(lanes, now: runtime.now)
        let count = lanes.count
        return try write(svg, to: arguments[1], what: "\(count) marble lane\(count == 1 ? "" : "s")")
      }
      return MarbleRendering.render(try cells(arguments), now: runtime.now)
    case "watch":
      guard !arguments.isEmpty else { throw MetaError("usage: :watch NAME...") }
      return try watch(cells(arguments))
    case "trace":
      guard let word = arguments.first else { return "tracing is \(interpreter.traceMode.rawValue)\n" }
      guard arguments.count == 1, let mode = TraceMode(rawValue: word) else {
        throw MetaError("usage: :trace off|changes|full")
      }
      interpreter.traceMode = mode
      return ""
    case "save":
      guard arguments.count == 1 else { throw MetaError("usage: :save FILE") }
      return try save(to: arguments[0])
    case "reset":
      interpreter.reset()
      return "everything is forgotten; the time is 0ms again\n"
    default:
      throw MetaError(
        "there is no meta command ':\(command)'",
        suggestion: NearestName.find(command, in: Self.names))
    }
  }

  private func view(_ name: String) throws(MetaError) -> ViewCell {
    if case .view(let view)? = runtime.symbols[name]?.symbol { return view }
    let views = runtime.symbols.names.filter {
      if case .view? = runtime.symbols[$0]?.symbol { return true }
      return false
    }
    throw MetaError(
      "there is no view named '\(name)'", suggestion: NearestName.find(name, in: views))
  }

  /// The cells named, or every state, action and derived value when none is.
  ///
  /// Prints every later value of each cell as it arrives, until `:reset`.
  private func watch(_ cells: [Cell]) throws(MetaError) -> String {
    var watched: [String] = []
    for cell in cells {
      guard let stream = cell.stream else {
        throw MetaError("'\(cell.name)' cannot be watched")
      }
      let runtime = self.runtime
      let changes = cell.currentValue == nil ? stream : stream.skip(1)
      changes.subscribe(onNext: { value in
        runtime.print("watch: \(cell.describe(value)) (at \(runtime.now)ms)")
      }).disposed(by: runtime.globalBag)
      watched.append(cell.name)
    }
    return "watching \(watched.joined(separator: ", ")): each change is printed as it happens\n"
  }

  private func cells(_ names: [String]) throws(MetaError) -> [Cell] {
    guard !names.isEmpty else {
      let all = runtime.symbols.names.compactMap { runtime.symbols.cell(named: $0) }
      guard !all.isEmpty else { throw MetaError("nothing has a history yet") }
      return all
    }
    var cells: [Cell] = []
    for name in names {
      guard let cell = runtime.symbols.cell(named: name) else {
        throw MetaError(
          "there is nothing named '\(name)' with a history",
          suggestion: NearestName.find(name, in: runtime.symbols.names))
      }
      cells.append(cell)
    }
    return cells
  }

  private func save(to path: String) throws(MetaError) -> String {
    let count = interpreter.transcriptCount
    return try write(
      interpreter.transcriptText, to: path,
      what: "\(count) statement\(count == 1 ? "" : "s")", verb: "saved")
  }

  /// Writes `text` to the file at `path` whole, or not at all; says what it wrote.
  private func write(_ text: String, to path: String, what: String, verb: String = "wrote")
    throws(MetaError) -> String
  {
    do {
      try OutputFile.write(text, to: path)
    } catch {
      throw MetaError(error.description)
    }
    return "\(verb) \(what) to \(path.escapingControlCharacters)\n"
  }

  /// Runs the script named, echoing each statement before its trace (unless tracing is off),
  /// as a script run does.
  private func load(_ arguments: [String], from source: SourceFile) throws(MetaError) -> Outcome {
    guard arguments.count == 1 else { throw MetaError("usage: :load FILE") }
    let path = Self.resolve(arguments[0], from: source)
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    if interpreter.loading.contains(absolute) {
      let cycle = (interpreter.loading.drop { $0 != absolute } + [absolute]).joined(separator: " -> ")
      throw MetaError("cannot load \(path): it is already being loaded (\(cycle))")
    }
    let text: String
    do {
      text = try ScriptFile.read(path)
    } catch {
      throw MetaError("could not read \(error.description)")
    }
    interpreter.loading.append(absolute)
    let echoed = interpreter.echo
    if interpreter.traceMode != .off { interpreter.echo = true }
    defer {
      interpreter.loading.removeLast()
      interpreter.echo = echoed
    }
    return interpreter.run(SourceFile(name: path, text: text))
  }

  /// The file `path` names when written in `source`.
  ///
  /// In a script file, a relative path is taken from the script's folder (a script and the
  /// scripts it loads travel together); at the prompt, from the current folder. `~/` stands
  /// for the home folder.
  static func resolve(_ path: String, from source: SourceFile) -> String {
    let expanded = (path as NSString).expandingTildeInPath
    guard !expanded.hasPrefix("/"), !source.name.hasPrefix("<") else { return expanded }
    let folder = (source.name as NSString).deletingLastPathComponent
    return folder.isEmpty ? expanded : folder + "/" + expanded
  }
}
