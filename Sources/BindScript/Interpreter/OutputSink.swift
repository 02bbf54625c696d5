/// Where an interpreter's text goes: on to its `output`, and also, while a statement runs
/// for observers, into the text its report carries.
final class OutputSink {
  private let output: (String) -> Void
  /// One capture per statement under way (`:load` runs statements inside its own); text goes
  /// to the innermost.
  private var captures: [String] = []

  init(_ output: @escaping (String) -> Void) {
    self.output = output
  }

  func write(_ text: String) {
    if !captures.isEmpty { captures[captures.count - 1] += text }
    output(text)
  }

  func startCapture() { captures.append("") }

  func endCapture() -> String { captures.popLast() ?? "" }
}
