/// Completes what is typed at the prompt from the names an interpreter's session declared:
/// what ``Interpreter/completions(for:)`` answers.
struct Completer {
  /// The session's declarations.
  let symbols: SymbolTable

  /// What completes the word before the cursor in `prefix`; see
  /// ``Interpreter/completions(for:)``.
  func completions(for prefix: String) -> (replacing: Int, candidates: [String]) {
    let trimmed = prefix.drop { $0 == " " }
    if trimmed.hasPrefix(":") {
      guard let space = trimmed.firstIndex(of: " ") else {
        let word = String(trimmed.dropFirst())
        return (word.count, MetaCommands.names.filter { $0.hasPrefix(word) }.sorted())
      }
      let command = String(trimmed[trimmed.index(after: trimmed.startIndex)..<space])
      let words = trimmed[space...].split(separator: " ", omittingEmptySubsequences: true)
      let word = trimmed.last == " " ? "" : words.last.map(String.init) ?? ""
      let before = words.dropLast(word.isEmpty ? 0 : 1).map(String.init)
      return metaArgumentCompletions(command, before: before, word: word)
    }
    let word = String(prefix.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    let beforeWord = prefix.dropLast(word.count)
    guard beforeWord.hasSuffix(".") else {
      let names = symbols.names + Keyword.allCases.map(\.rawValue) + Builtins.functionNames
      let labels = Self.argumentLabels(before: beforeWord)
      let others = Self.matching(word, in: names).filter { !labels.contains($0) }
      return (word.count, labels.map { $0 + ":" }.filter { $0.hasPrefix(word) } + others)
    }
    let path = String(
      beforeWord.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        .reversed())
    return (word.count, Self.matching(word, in: memberCandidates(of: path)))
  }

  /// What completes the argument `word` of the meta command `command` after the arguments
  /// `before`: files where a command takes one, topics and operators after `:help`, names
  /// where it takes names.
  private func metaArgumentCompletions(_ command: String, before: [String], word: String)
    -> (replacing: Int, candidates: [String])
  {
    let cells = symbols.names.filter { symbols.cell(named: $0) != nil }
    let views = symbols.names.filter {
      if case .view? = symbols[$0]?.symbol { return true }
      return false
    }
    let names: [String]
    switch (command, before.first, before.count) {
    case ("load", nil, _): return FileCompletion.complete(word, extensions: ["bind"])
    case ("save", nil, _): return FileCompletion.complete(word, extensions: ["bind"])
    case ("graph", "svg", 1), ("marbles", "svg", 1): return FileCompletion.complete(word, extensions: ["svg"])
    case ("help", nil, _):
      let operators = Set(OperatorGallery.names + StreamOperator.allCases.map(\.rawValue))
      names = HelpTopics.names + operators.sorted()
    case ("graph", nil, _): names = ["dot", "svg"]
    case ("trace", nil, _): names = TraceMode.allCases.map(\.rawValue)
    case ("show", nil, _): names = views
    case ("marbles", nil, _): names = ["svg"] + cells
    case ("marbles", _, _), ("watch", _, _): names = cells
    default: names = []
    }
    return (word.count, Self.matching(word, in: names))
  }

  private func memberCandidates(of path: String) -> [String] {
    let parts = path.split(separator: ".").map(String.init)
    guard let first = parts.first, let entry = symbols[first] else {
      return Builtins.propertyNames + Builtins.methodNames
    }
    switch (entry.symbol, parts.count) {
    case (.view(let view), 1):
      return view.controlNames
    case (.view(let view), 2):
      return view.control(parts[1])?.kind.memberNames ?? []
    case (.view, _):
      return Builtins.propertyNames + Builtins.methodNames
    case (.state(let cell), 1):
      return Builtins.operatorNames + Builtins.memberNames(of: cell.type)
    case (.derived(let cell), 1):
      return Builtins.operatorNames + Builtins.memberNames(of: cell.type)
    case (.action, 1):
      return Builtins.operatorNames
    case (.constant(let type, _), 1):
      return Builtins.memberNames(of: type)
    default:
      return Builtins.propertyNames + Builtins.methodNames
    }
  }

  /// The argument labels of the operator whose call `text` ends inside, at the start of an
  /// argument (`query.take(` or `query.buffer(timeSpan: 1s, `); none elsewhere.
  private static func argumentLabels(before text: Substring) -> [String] {
    let beforeArgument = text.reversed().drop { $0 == " " }
    guard let last = beforeArgument.first, last == "(" || last == "," else { return [] }
    var depth = 0
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      switch text[index] {
      case ")", "]", "}": depth += 1
      case "[", "{": depth -= 1
      case "(" where depth == 0:
        let name = String(
          text[..<index].reversed().prefix { $0.isLetter || $0.isNumber }.reversed())
        let isMember = text[..<index].dropLast(name.count).hasSuffix(".")
        return isMember ? StreamOperator(rawValue: name)?.argumentLabels ?? [] : []
      case "(": depth -= 1
      default: break
      }
      if depth < 0 { return [] }
    }
    return []
  }

  private static func matching(_ word: String, in names: [String]) -> [String] {
    Array(Set(names.filter { $0.hasPrefix(word) && $0 != word })).sorted()
  }
}
