import ArgumentParser
import BindScript
import BindShell
import Foundation
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
    usage: """
      bind [<file>] [--interactive] [--trace <trace>] [--quiet] [--step-limit <n>] [--no-color]
      bind <subcommand>
      """,
    discussion: """
      With no file, opens the interactive shell (type :help there), or runs the statements \
      piped to it. With a file, runs it as a script. Either way it exits non-zero when a \
      statement failed or an expect did not hold. Errors go to standard error, everything \
      else to standard output.
      Examples:
        bind                          open the shell
        bind scripts/demos/tour.bind  run the guided tour
        bind -i login.bind            run a script, then continue in the shell
        bind -q report.bind | sort    pass on only what the script prints
        bind < statements.bind        run statements from a pipe
        bind test scripts/demos/*.bind
        bind report login.bind -o login.html
        bind serve tour.bind          the shell, with the session live in a browser
        bind play marbles.bind        drag the script's marbles in a browser
        bind present login.bind       one statement at a time, for an audience
      """,
    version: BindVersion.current,
    subcommands: [
      Run.self, Test.self, Report.self, Serve.self, Play.self, Present.self, Inspect.self,
    ],
    defaultSubcommand: Run.self)

  /// Runs the command line; `bind --help` also lists the options of `bind` alone (those of
  /// `run`), which the default help leaves out.
  static func main() {
    AllocatorTuning.apply()
    InterruptSignal.quitQuietly()
    if asksForRootHelp(CommandLine.arguments.dropFirst()) {
      print(helpIncludingRun())
      return
    }
    // `nil`: the parser reads the arguments itself. An array made here would still be held
    // when the parser ends the process with `exit`, which valgrind reports as a leak.
    main(nil)
  }

  /// Whether `arguments` (the program's name left out) are exactly a request for help.
  static func asksForRootHelp(_ arguments: ArraySlice<String>) -> Bool {
    arguments.count == 1 && ["--help", "-h", "help"].contains(arguments.first!)
  }

  /// The root help, then the help of `run`, which is what `bind` does with no subcommand.
  static func helpIncludingRun() -> String {
    helpMessage() + "\n\nbind with no subcommand is bind run:\n\n" + helpMessage(for: Run.self)
  }
}

extension Bind {
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run a script, or open the shell when no file is given (what bind does alone).")

    @OptionGroup var options: RunOptions

    func validate() throws { try options.validate() }

    func run() throws { try options.run() }
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
      let runner = ScriptRunner(
        usesColor: outputOptions.usesColor, write: Output.write, writeError: Output.writeError)
      let options = Interpreter.Options(trace: trace)
      throw ExitCode(runner.report(path: file, to: output, options: options) ? 0 : 1)
    }
  }
}

extension TraceMode: ExpressibleByArgument {}
