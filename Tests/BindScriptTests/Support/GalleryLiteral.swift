@testable import BindScript

/// A `let NAME = marbles("...", a: 1)` or `cold NAME = marbles(...)` line of a gallery script,
/// read with the values it names.
struct GalleryLiteral {
  /// A name the chain asks for that the script does not declare as a literal.
  struct Missing: Error, CustomStringConvertible {
    let name: String
    var description: String { "the script declares no marble literal '\(name)'" }
  }

  let name: String
  let isCold: Bool
  let diagram: String
  let values: [Character: Value]

  /// Every literal declared in `source`, by name.
  static func all(in source: String) throws -> [String: GalleryLiteral] {
    let line = /^(let|cold) (\w+) = marbles\("([^"]*)"((?:, \w: (?:-?\d+|"[^"]*"))*)\)$/
    let argument = /, (\w): (-?\d+|"[^"]*")/
    var literals: [String: GalleryLiteral] = [:]
    for text in source.split(separator: "\n") {
      guard let match = try line.wholeMatch(in: text) else { continue }
      var values: [Character: Value] = [:]
      for labelled in match.4.matches(of: argument) {
        let written = String(labelled.2)
        values[labelled.1.first!] =
          Int(written).map(Value.int) ?? .string(String(written.dropFirst().dropLast()))
      }
      let diagram = String(match.3)
      if values.isEmpty {
        for character in diagram where character.isLetter || character.isNumber {
          values[character] = .string(String(character))
        }
      }
      let name = String(match.2)
      literals[name] = GalleryLiteral(name: name, isCold: match.1 == "cold", diagram: diagram, values: values)
    }
    return literals
  }
}

extension Value {
  /// The number, for a closure of the chain; fails on any other value.
  func int() throws -> Int {
    guard case .int(let number) = self else { throw ScriptFailure(message: "\(self) is not an Int") }
    return number
  }

  /// The text, for a closure of the chain; fails on any other value.
  func string() throws -> String {
    guard case .string(let text) = self else { throw ScriptFailure(message: "\(self) is not a String") }
    return text
  }
}
