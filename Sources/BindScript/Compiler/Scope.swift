/// The local variables of one frame level while checking: a closure's parameters and the
/// variables of `for` loops, each in a slot of the runtime ``Frame``.
final class Scope {
  /// A local variable.
  struct Local {
    let type: ScriptType
    let slot: Int
  }

  let parent: Scope?
  /// The types of the anonymous parameters (`$0`, `$1`) of a closure without names.
  let anonymousTypes: [ScriptType]?
  private var blocks: [[String: Local]] = [[:]]
  private(set) var size = 0

  init(parent: Scope?, anonymousTypes: [ScriptType]? = nil) {
    self.parent = parent
    self.anonymousTypes = anonymousTypes
    if let anonymousTypes { size = anonymousTypes.count }
  }

  /// Adds a variable in the innermost block; returns its slot.
  @discardableResult
  func declare(_ name: String, type: ScriptType) -> Int {
    let slot = size
    size += 1
    blocks[blocks.count - 1][name] = Local(type: type, slot: slot)
    return slot
  }

  func pushBlock() { blocks.append([:]) }

  func popBlock() { blocks.removeLast() }

  /// The variable `name` in this frame level, innermost block first.
  func local(_ name: String) -> Local? {
    for block in blocks.reversed() {
      if let local = block[name] { return local }
    }
    return nil
  }

  /// Every visible variable name, for "did you mean".
  var visibleNames: [String] {
    blocks.flatMap(\.keys) + (parent?.visibleNames ?? [])
  }
}

/// The cells a `let` or a binding's source reads as values at its top level: each is
/// followed, and its latest value is handed to the expression in a slot.
final class LiftTable {
  private(set) var entries: [(reference: CellReference, slot: Int)] = []
  let scope: Scope

  init(scope: Scope) {
    self.scope = scope
  }

  /// The slot holding `reference`'s value, added on first use.
  func slot(for reference: CellReference) -> Int {
    if let entry = entries.first(where: { $0.reference.cell === reference.cell }) {
      return entry.slot
    }
    let slot = scope.declare("\u{0}\(reference.cell.name)", type: reference.cell.type)
    entries.append((reference, slot))
    return slot
  }
}
