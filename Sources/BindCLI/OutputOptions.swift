import ArgumentParser
import LineEditor

/// Options shared by every subcommand.
struct OutputOptions: ParsableArguments {
  @Flag(name: .long, help: "Never colour the output (NO_COLOR in the environment does the same).")
  var noColor = false

  var usesColor: Bool { !noColor && Terminal.supportsColor }
}
