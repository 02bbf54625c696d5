import BindingTimeline
import Foundation

/// Why a meta command could not run: turned into a diagnostic on the command's line.
struct MetaError: Error {
  let message: String
  var suggestion: String?

  init(_ message: String, suggestion: String? = nil) {
    self.message = message
    self.suggestion = suggestion
  }
}

/// Lays out rows of cells in left-aligned columns, two spaces apart, without trailing
/// spaces.
enum Columns {
  static func render(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: count)
    for row in rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], cell.terminalColumns)
      }
    }
    return rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[index] - cell.terminalColumns)
      }
      .joined(separator: "  ")
      .trimmingTrailingSpaces()
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
