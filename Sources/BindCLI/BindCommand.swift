import ArgumentParser
import BindScript
import BindShell
import LineEditor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@main
struct Bind: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bind",
    abstract: "Explore bindings: a shell and script runner for the bind language.",
    discussion: """
      With no file, opens the interactive shell (type :help there). With a file, runs it as a \
      script and exits non-zero at its first error or failed expect.
      Examples:
        bind                          open the shell
        bind scripts/demos/tour.bind  run the guided tour
        bind -i login.bind            run a script, then continue in the shell
        bind test scripts/demos/*.bind
        bind report login.bind -o login.html
        bind serve tour.bind          the shell, with the session live in a browser
        bind present login.bind       one statement at a time, for an audience
      """,
    subcommands: [Run.self, Test.self, Report.self, Serve.self, Present.self],
    defaultSubcommand: Run.self)
}

/// Options shared by every subcommand.
struct OutputOptions: ParsableArguments {
  @Flag(name: .long, help: "Never colour the output (NO_COLOR in the environment does the same).")
  var noColor = false

  var usesColor: Bool { !noColor && Terminal.supportsColor }
}

extension Bind {
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run a script, or open the shell when no file is given.")

    @ArgumentParser.Argument(help: "The .bind script to run.")
    var file: String?

    @Flag(name: .shortAndLong, help: "After running the file, continue in the shell.")
    var interactive = false

    @Option(name: .long, help: "What to print after each statement: off, changes or full.")
    var trace: TraceMode = .changes

    @Option(
      name: .long,
      help: ArgumentHelp(
        "How many steps (closure calls, traced changes) one statement may take before it is stopped as a runaway.",
        valueName: "n"))
    var stepLimit = 1_000_000

    @OptionGroup var output: OutputOptions

    func validate() throws {
      if stepLimit < 1 { throw ValidationError("--step-limit must be at least 1") }
    }

    func run() throws {
      let options = Interpreter.Options(trace: trace, echo: file != nil, stepLimit: stepLimit)
      let session = InterpreterSession(options: options, usesColor: output.usesColor) {
        print($0, terminator: "")
      }
      let live = LiveViewControl(interpreter: session.interpreter)
      defer { live.stop() }
      session.commands = [live.command]
      if let file {
        let runner = ScriptRunner(usesColor: output.usesColor) { print($0, terminator: "") }
        let succeeded = runner.run(path: file, options: options, in: session.interpreter)
        guard interactive else { throw ExitCode(succeeded ? 0 : 1) }
        session.interpreter.echo = false
      }
      Shell.open(session)
    }
  }

  struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run scripts as tests and print 'N passed, N failed'.")

    @ArgumentParser.Argument(help: "The .bind scripts to run.")
    var files: [String]

    @OptionGroup var output: OutputOptions

    func validate() throws {
      if files.isEmpty { throw ValidationError("name at least one .bind script to test") }
    }

    func run() throws {
      let runner = ScriptRunner(usesColor: output.usesColor) { print($0, terminator: "") }
      let failures = runner.test(paths: files)
      throw ExitCode(failures == 0 ? 0 : 1)
    }
  }
}

extension Bind {
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run a script and write one self-contained HTML page of it, for handouts.",
      discussion: """
        The page shows each statement, what it printed and its trace tree, then the \
        dependency graph, the marble lanes and the views at the end. It is written also when \
        the script fails, showing where; the exit status is then non-zero.
        """)

    @ArgumentParser.Argument(help: "The .bind script to run.")
    var file: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the page.", valueName: "out.html"))
    var output: String

    @Option(name: .long, help: "What the page shows after each statement: off, changes or full.")
    var trace: TraceMode = .changes

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
      let runner = ScriptRunner(usesColor: outputOptions.usesColor) { print($0, terminator: "") }
      let options = Interpreter.Options(trace: trace)
      throw ExitCode(runner.report(path: file, to: output, options: options) ? 0 : 1)
    }
  }
}

extension TraceMode: ExpressibleByArgument {}
