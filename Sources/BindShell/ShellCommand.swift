/// A meta command the shell handles itself rather than the language: `:serve`, which needs
/// more than the interpreter has (a web server), is one.
///
/// ```swift
/// let serve = ShellCommand(name: "serve", usage: ":serve [PORT]") { arguments in "view: …\n" }
/// let session = InterpreterSession(usesColor: false, commands: [serve]) { print($0) }
/// ```
public struct ShellCommand {
  /// The name typed after the colon.
  public let name: String
  /// How to call it, shown by `:help` in the shell.
  public let usage: String
  /// Runs the command with the words after its name; returns what to print.
  public let run: ([String]) -> String

  /// Creates a command.
  public init(name: String, usage: String, run: @escaping ([String]) -> String) {
    self.name = name
    self.usage = usage
    self.run = run
  }

  /// The command `entry` calls and its arguments, if `entry` is `:NAME ...` for one of
  /// `commands`.
  static func match(_ entry: String, in commands: [ShellCommand]) -> (ShellCommand, [String])? {
    let words = entry.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first, first.hasPrefix(":"),
      let command = commands.first(where: { ":" + $0.name == first })
    else { return nil }
    return (command, Array(words.dropFirst()))
  }
}
