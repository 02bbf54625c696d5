extension OperatorGallery {
  /// The marble diagram of the script named `name`, as `:help NAME` prints it: what the
  /// operator does, how the example is written, then the lanes of its inputs and output.
  ///
  /// The script runs from the start in a fresh interpreter, on its own virtual clock, so the
  /// diagram is the same each time; the lanes are drawn as `:marbles` draws them.
  package static func diagram(named name: String) -> String? {
    guard let script = script(named: name) else { return nil }
    let run = GalleryRun(script)
    var text = script.summary + "\n\n"
    text += script.setup.map { "  " + $0 + "\n" }.joined() + "\n"
    text += run.lanes.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
    if let failure = run.failure { text += "\nThis example failed: \(failure)\n" }
    let others = relatives(of: script.name)
    if !others.isEmpty {
      text += "\nSee also: " + others.map { ":help \($0)" }.joined(separator: ", ") + "\n"
    }
    return text
  }
}

/// A gallery script run to its end in an interpreter of its own, printing nothing.
private struct GalleryRun {
  /// The history of each name the script declared, in the order it declared them, drawn as
  /// `:marbles` draws them up to the end of the script.
  let lanes: String
  /// The message of the first error the script stopped at, if it stopped at one.
  let failure: String?

  init(_ script: GalleryScript) {
    let interpreter = Interpreter(options: Interpreter.Options(trace: .off)) { _ in }
    let outcome = interpreter.run(SourceFile(name: "\(script.name).bind", text: script.source))
    failure = outcome.error?.diagnostics.first?.message
    let symbols = interpreter.runtime.symbols
    let cells = symbols.names.compactMap { symbols.cell(named: $0) }
    lanes = MarbleRendering.render(cells, now: interpreter.virtualTime)
  }
}
