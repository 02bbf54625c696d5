import Binding

/// What a declared name stands for.
enum Symbol {
  case state(StateCell)
  case action(ActionCell)
  case derived(DerivedCell)
  /// Boxed: a constant's type and value take 26 bytes, and every entry of the symbol table
  /// would keep that room (a script of 100,000 `let`s, 40 bytes a name with the table's spare
  /// room).
  indirect case constant(type: ScriptType, value: Value)
  case view(ViewCell)
  case context(DisposeBag)

  /// How `:list` and errors call it: `mutable`, `action`, `let`...
  var kindName: String {
    switch self {
    case .state(let cell): return cell.kind.rawValue
    case .action: return "action"
    case .derived(let cell): return cell.isCold ? "cold stream" : "derived let"
    case .constant: return "constant let"
    case .view: return "view"
    case .context: return "binding context"
    }
  }
}

extension Symbol {
  /// Whether a new declaration may take its name in the shell: everything but a binding
  /// context, which has to be disposed first.
  var canBeRedefined: Bool {
    if case .context = self { return false }
    return true
  }

  /// Gives its cells a new name (`total` becomes `total#1`), for traces and the graph.
  func rename(to newName: String) {
    switch self {
    case .state(let cell): cell.name = newName
    case .action(let cell): cell.name = newName
    case .derived(let cell): cell.name = newName
    case .view(let view): view.rename(to: newName)
    case .constant, .context: break
    }
  }
}

/// The declared names, in declaration order, with where each was declared; and the earlier
/// definitions of names declared again in the shell, which the bindings made before still use.
struct SymbolTable {
  struct Entry {
    let symbol: Symbol
    /// Where it was declared.
    let range: SourceRange?
    /// The script it was declared in, as a position in the table's list of files (`-1` for
    /// none): 4 bytes where an optional string takes 17.
    fileprivate let fileIndex: Int32

    fileprivate init(symbol: Symbol, range: SourceRange?, fileIndex: Int32) {
      self.symbol = symbol
      self.range = range
      self.fileIndex = fileIndex
    }
  }

  /// Every name ever declared, numbered; ``slots`` holds the current entry of each (`nil`
  /// once removed or shadowed).
  ///
  /// A `[String: Entry]` kept 64 bytes a bucket, and 262,144 buckets for 100,000 names (just
  /// past 3/4 of 131,072): 168 bytes a name. The index and the array of entries take about 70.
  private var index = NameIndex()
  private var slots: [Entry?] = []
  /// The names declared now, in declaration order.
  ///
  /// - Complexity: O(n): spelt from ``order`` when asked (by completion, `:list`, the graph
  ///   and some error messages, never by running a statement).
  var names: [String] { order.map { index.names[Int($0)] } }
  /// The positions in ``index`` of the names declared now, in declaration order: 4 bytes a
  /// name, where a second array of the names took 16.
  private var order: [Int32] = []
  /// Earlier definitions of names declared again, under their new names (`total#1`), in the
  /// order they were shadowed.
  private(set) var shadowed: [(name: String, entry: Entry)] = []
  private var shadowCounts: [String: Int] = [:]

  /// The scripts names were declared in (`<repl>` for the shell), each once.
  private var files: [String] = []

  subscript(name: String) -> Entry? {
    guard let position = index.position(of: name) else { return nil }
    return slots[Int(position)]
  }

  mutating func declare(_ name: String, _ symbol: Symbol, at range: SourceRange?, in file: String? = nil) {
    let position = Int(index.insert(name))
    if position == slots.count { slots.append(nil) }
    if slots[position] == nil { order.append(Int32(position)) }
    slots[position] = Entry(symbol: symbol, range: range, fileIndex: fileIndex(of: file))
  }

  /// Forgets the current entry of `name`, keeping its number for a later declaration.
  private mutating func clear(_ name: String) {
    guard let position = index.position(of: name) else { return }
    slots[Int(position)] = nil
  }

  /// The script `entry` was declared in (`<repl>` for the shell).
  func file(of entry: Entry) -> String? {
    entry.fileIndex < 0 ? nil : files[Int(entry.fileIndex)]
  }

  /// The position of `file` in ``files``, added if new; `-1` for none.
  ///
  /// The last one is looked at first: names are declared file by file.
  private mutating func fileIndex(of file: String?) -> Int32 {
    guard let file else { return -1 }
    if let last = files.indices.last, files[last] == file { return Int32(last) }
    if let found = files.firstIndex(of: file) { return Int32(found) }
    files.append(file)
    return Int32(files.count - 1)
  }

  /// The name the current definition of `name` gets once shadowed.
  ///
  /// `total#1`, then `total#2`...: `#` cannot be typed in a name, so it never clashes with
  /// one.
  func shadowName(for name: String) -> String {
    "\(name)#\((shadowCounts[name] ?? 0) + 1)"
  }

  /// The name `shadowed` had before shadowing renamed it or its view: `total` for `total#1`,
  /// `login.user.text` for `login#2.user.text`.
  static func unshadowedName(_ shadowed: String) -> String {
    guard shadowed.utf8.contains(UInt8(ascii: "#")) else { return shadowed }
    var name = ""
    var inNumber = false
    for character in shadowed {
      if character == "#" {
        inNumber = true
      } else if !(inNumber && character.isASCII && character.isNumber) {
        inNumber = false
        name.append(character)
      }
    }
    return name
  }

  /// Moves the definition of `name` aside under ``shadowName(for:)``, renaming its cells, so
  /// that a new definition can take the name; returns the new name.
  @discardableResult
  mutating func shadow(_ name: String) -> String? {
    guard let entry = self[name] else { return nil }
    let newName = shadowName(for: name)
    entry.symbol.rename(to: newName)
    shadowed.append((newName, entry))
    shadowCounts[name, default: 0] += 1
    clear(name)
    if let position = index.position(of: name) { order.removeAll { $0 == position } }
    return newName
  }

  mutating func remove(_ name: String) {
    clear(name)
    if let position = index.position(of: name) { order.removeAll { $0 == position } }
  }

  /// Every cell that has a history: state, actions, derived values, control properties and
  /// events, by name.
  func cell(named name: String) -> Cell? {
    if let entry = self[name] ?? shadowed.last(where: { $0.name == name })?.entry {
      switch entry.symbol {
      case .state(let cell): return cell
      case .action(let cell): return cell
      case .derived(let cell): return cell
      default: return nil
      }
    }
    let parts = name.split(separator: ".").map(String.init)
    let view = parts.first.flatMap { self[$0] ?? shadowed.last(where: { $0.name == parts[0] })?.entry }
    guard parts.count == 3, case .view(let view)? = view?.symbol,
      let control = view.control(parts[1])
    else { return nil }
    return control.property(parts[2]) ?? control.event(parts[2])
  }
}
