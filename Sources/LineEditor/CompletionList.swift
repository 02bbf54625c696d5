/// Lays out completion candidates as `ls` does: in columns down then across, each as wide as
/// the longest candidate, as many as fit the terminal, so that no candidate wraps mid-word.
enum CompletionList {
  /// The candidates in columns that fit `width`, one line each row, each line ending with a
  /// line break; one candidate a line when even two do not fit.
  ///
  /// ```swift
  /// CompletionList.columns(["map", "filter", "scan"], width: 20)
  /// // "map     scan\nfilter\n": map and filter down the first column
  /// ```
  static func columns(_ candidates: [String], width: Int) -> String {
    guard !candidates.isEmpty else { return "" }
    let cell = (candidates.map(\.count).max() ?? 0) + 2
    let columns = max(1, min(candidates.count, (width + 2) / cell))
    let rows = (candidates.count + columns - 1) / columns
    var text = ""
    for row in 0..<rows {
      var line = ""
      for column in 0..<columns {
        let index = column * rows + row
        guard index < candidates.count else { break }
        let candidate = candidates[index]
        let isLast = column == columns - 1 || index + rows >= candidates.count
        line += isLast ? candidate : candidate + String(repeating: " ", count: cell - candidate.count)
      }
      text += line + "\n"
    }
    return text
  }
}
