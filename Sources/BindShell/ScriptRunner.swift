import BindScript
import Foundation

/// Runs `.bind` files: one as a program (`bind FILE`), several as tests (`bind test`).
public struct ScriptRunner {
  /// Whether errors are coloured.
  public var usesColor: Bool
  /// Where text goes.
  public var write: (String) -> Void
  /// Where errors go: `write` unless told otherwise.
  public var writeError: (String) -> Void

  /// Creates a runner printing with `write`, and errors with `writeError` (by default,
  /// `write` too).
  public init(
    usesColor: Bool, write: @escaping (String) -> Void, writeError: ((String) -> Void)? = nil
  ) {
    self.usesColor = usesColor
    self.write = write
    self.writeError = writeError ?? write
  }

  /// Runs the script at `path` with `options`, printing its output and, at the end, its
  /// error; returns whether it ran to the end with every `expect` holding.
  public func run(path: String, options: Interpreter.Options, in interpreter: Interpreter? = nil)
    -> Bool
  {
    guard let source = source(at: path) else { return false }
    let interpreter = interpreter ?? Interpreter(options: options, output: write)
    return execute(source, in: interpreter).isSuccess
  }

  /// Runs the script at `path` quietly and writes a self-contained HTML report of it to
  /// `reportPath` (see ``ScriptReport``), also when the script fails; prints the script's
  /// error, if any, and where the report went.
  ///
  /// - Returns: Whether the script ran to the end with every `expect` holding and the report
  ///   was written.
  public func report(path: String, to reportPath: String, options: Interpreter.Options) -> Bool {
    guard let source = source(at: path) else { return false }
    var quiet = options
    quiet.echo = false
    let interpreter = Interpreter(options: quiet) { _ in }
    let report = ScriptReport(recording: interpreter)
    let outcome = execute(source, in: interpreter)
    let title = path.split(separator: "/").last.map(String.init) ?? path
    do {
      try OutputFile.write(report.html(title: title, outcome: outcome), to: reportPath)
    } catch {
      writeError("error: \(error.description)\n")
      return false
    }
    write(
      "wrote the report of \(path.escapingControlCharacters) to "
        + "\(reportPath.escapingControlCharacters)\n")
    return outcome.isSuccess
  }

  /// The script at `path`, or `nil` after printing why it cannot be read.
  private func source(at path: String) -> SourceFile? {
    do {
      let text = try ScriptFile.read(path)
      return SourceFile(name: path, text: text)
    } catch {
      writeError("error: \(error.description)\n")
      return nil
    }
  }

  /// Runs `source` in `interpreter` and prints its error, if any.
  private func execute(_ source: SourceFile, in interpreter: Interpreter) -> Outcome {
    let outcome = interpreter.run(source)
    if let error = outcome.error { writeError(error.rendered(usesColor: usesColor)) }
    return outcome
  }

  /// Runs each script as a test, quietly, printing one line per script (and the error of a
  /// failing one), then the summary `N passed, N failed`.
  ///
  /// - Returns: The number of scripts that failed.
  public func test(paths: [String]) -> Int {
    var passed = 0
    var failed = 0
    for path in paths {
      var output = ""
      let runner = ScriptRunner(usesColor: usesColor) { output += $0 }
      if runner.run(path: path, options: Interpreter.Options(trace: .off)) {
        passed += 1
        write("PASS \(path.escapingControlCharacters)\n")
      } else {
        failed += 1
        write("FAIL \(path.escapingControlCharacters)\n")
        write(
          output.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            .joined(separator: "\n").trimmingSuffix() + "\n")
      }
    }
    write("\(passed) passed, \(failed) failed\n")
    return failed
  }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == " " || text.last == "\n" { text.removeLast() }
    return text
  }
}
