/// One script of the operator gallery: a tiny example of one operator, with its inputs as
/// `let NAME = marbles(...)` and `expect` lines for its output, as in
/// `scripts/demos/operators/NAME.bind`.
package struct GalleryScript: Sendable, Equatable {
  /// The operator's name as the gallery knows it: `debounce`, `takeWhile` for
  /// `take(while:)`; the file is `NAME.bind`.
  package let name: String
  /// The whole text of the script.
  package let source: String

  /// Creates a gallery script.
  package init(name: String, source: String) {
    self.name = name
    self.source = source
  }

  /// What the operator does, in one sentence: the script's first comment line.
  package var summary: String {
    let first = source.split(separator: "\n").first { $0.hasPrefix("#") } ?? ""
    return first.dropFirst().trimmingPrefix(" ").description
  }

  /// The statements that set the example up (its declarations and `advance`), without the
  /// comments and the `expect` lines that check it.
  package var setup: [String] {
    source.split(separator: "\n").map(String.init).filter { line in
      !line.hasPrefix("#") && !line.hasPrefix("expect ") && !line.allSatisfy(\.isWhitespace)
    }
  }
}
