extension Interpreter {
  /// What completes the word before the cursor in `prefix`: declared names and keywords at
  /// the start of a word, controls after `view.`, members after `view.control.`, operators
  /// and members after any other `name.`, meta commands after a leading `:`.
  ///
  /// ```swift
  /// interpreter.completions(for: "let x = user")   // (4, ["username"])
  /// ```
  ///
  /// - Returns: How many characters at the end of `prefix` the candidates replace, and the
  ///   candidates, sorted.
  public func completions(for prefix: String) -> (replacing: Int, candidates: [String]) {
    let trimmed = prefix.drop { $0 == " " }
    if trimmed.hasPrefix(":"), !trimmed.contains(" ") {
      let word = String(trimmed.dropFirst())
      return (word.count, Self.metaCommands.filter { $0.hasPrefix(word) }.sorted())
    }
    let word = String(prefix.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    let beforeWord = prefix.dropLast(word.count)
    guard beforeWord.hasSuffix(".") else {
      let names = runtime.symbols.names + Keyword.allCases.map(\.rawValue) + Builtins.functionNames
      return (word.count, Self.matching(word, in: names))
    }
    let path = String(
      beforeWord.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        .reversed())
    return (word.count, Self.matching(word, in: memberCandidates(of: path)))
  }

  private func memberCandidates(of path: String) -> [String] {
    let parts = path.split(separator: ".").map(String.init)
    guard let first = parts.first, let entry = runtime.symbols[first] else {
      return Builtins.propertyNames + Builtins.methodNames
    }
    switch (entry.symbol, parts.count) {
    case (.view(let view), 1):
      return view.controlNames
    case (.view(let view), 2):
      return view.control(parts[1])?.kind.memberNames ?? []
    case (.view, _):
      return Builtins.propertyNames + Builtins.methodNames
    case (.state, _), (.action, _), (.derived, _):
      return Builtins.operatorNames + Builtins.propertyNames + Builtins.methodNames
    default:
      return Builtins.propertyNames + Builtins.methodNames
    }
  }

  private static func matching(_ word: String, in names: [String]) -> [String] {
    Array(Set(names.filter { $0.hasPrefix(word) && $0 != word })).sorted()
  }
}
