import BindScript
import Foundation

/// The session behind `bind`'s interactive shell: runs each entry in one ``Interpreter`` and
/// hands back what it printed, errors rendered with their source line and caret.
///
/// Entries run one at a time under a lock that ``exclusively(_:)`` also takes, so that play
/// mode can re-run the script from a page's edit (on another thread) between two entries.
public final class InterpreterSession: ShellSession, @unchecked Sendable {
  // @unchecked: the interpreter and the collector are used only while holding `lock`.
  /// The interpreter entries run in.
  public let interpreter: Interpreter
  private let usesColor: Bool
  private let collected: OutputCollector
  /// The commands the shell handles itself (`:serve`), before the language sees an entry.
  public var commands: [ShellCommand] = []
  private let lock = NSRecursiveLock()

  /// Creates a session around a new interpreter; what the interpreter prints outside an
  /// entry (while it runs a script first, say) goes to `write`.
  public init(
    options: Interpreter.Options = Interpreter.Options(), usesColor: Bool,
    write: @escaping (String) -> Void
  ) {
    let collected = OutputCollector(write: write)
    self.collected = collected
    self.usesColor = usesColor
    interpreter = Interpreter(options: options) { collected.receive($0) }
  }

  /// Runs `entry`; returns what it printed, or that it is unfinished.
  public func execute(_ entry: String) -> EntryResult {
    lock.withLock { run(entry) }
  }

  /// Runs `body` with the interpreter while no entry runs, from any thread; what the
  /// interpreter prints meanwhile is dropped.
  public func exclusively<T>(_ body: (Interpreter) -> T) -> T {
    lock.withLock { collected.muted { body(interpreter) } }
  }

  private func run(_ entry: String) -> EntryResult {
    if let (command, arguments) = ShellCommand.match(entry, in: commands) {
      return .done(output: command.run(arguments))
    }
    collected.start()
    let outcome = interpreter.execute(SourceFile(name: "<repl>", text: Self.expandingWatch(entry)))
    let output = collected.finish()
    switch outcome {
    case .incomplete: return .incomplete
    case .quit: return .quit(output: output)
    case .completed:
      let isHelp = entry.trimmingCharacters(in: .whitespaces) == ":help"
      return .done(output: isHelp ? output + commandsHelp : output)
    case .failed(let error), .expectationFailed(let error):
      return .failed(output: output, errors: error.renderedEach(usesColor: usesColor))
    }
  }

  private var commandsHelp: String {
    guard !commands.isEmpty else { return "" }
    return "In this shell also:\n" + commands.map { "  \($0.usage)\n" }.joined()
  }

  /// `watch NAME...`, a shell-only statement, as the meta command `:watch NAME...`.
  static func expandingWatch(_ entry: String) -> String {
    let words = entry.split(separator: " ")
    guard words.count >= 2, words[0] == "watch", !entry.contains("\n"),
      words.dropFirst().allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } })
    else { return entry }
    return ":" + entry.drop { $0 == " " }
  }

  /// Completion candidates from the interpreter: names, keywords, members, meta commands.
  public func completions(for prefix: String) -> (replacing: Int, candidates: [String]) {
    lock.withLock { complete(prefix) }
  }

  private func complete(_ prefix: String) -> (replacing: Int, candidates: [String]) {
    let completed = interpreter.completions(for: prefix)
    let trimmed = prefix.drop { $0 == " " }
    guard trimmed.hasPrefix(":"), !trimmed.contains(" ") else { return completed }
    let extra = commands.map(\.name).filter { $0.hasPrefix(trimmed.dropFirst()) }
    return (completed.replacing, (completed.candidates + extra).sorted())
  }
}

/// Collects what the interpreter prints during one entry, and passes on the rest.
private final class OutputCollector {
  private let write: (String) -> Void
  private var text: String?

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  func start() { text = "" }

  func finish() -> String {
    defer { text = nil }
    return text ?? ""
  }

  /// Runs `body` dropping what is printed, then collects (or passes on) as before.
  func muted<T>(_ body: () -> T) -> T {
    let saved = text
    text = ""
    defer { text = saved }
    return body()
  }

  func receive(_ piece: String) {
    if text != nil { text! += piece } else { write(piece) }
  }
}
