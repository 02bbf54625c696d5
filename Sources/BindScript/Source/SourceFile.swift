/// The text of a script and the name it is reported under (`login.bind`, `<repl>`).
public struct SourceFile: Sendable {
  /// The name shown in diagnostics.
  public let name: String
  /// The full text.
  public let text: String
  /// The text split into lines, without line terminators.
  public let lines: [Substring]

  /// Creates a source from its name and text.
  public init(name: String, text: String) {
    self.name = name
    self.text = text
    self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
  }

  /// The text of line `number` (1-based), or an empty string past the end.
  public func line(_ number: Int) -> Substring {
    lines.indices.contains(number - 1) ? lines[number - 1] : ""
  }
}
