/// The names the language provides: free functions, stream operators and value members.
enum Builtins {
  /// Functions called by name: `print(x)`, `combineLatest(a, b) { ... }`.
  static let functionNames = [
    "print", "Int", "Double", "String", "combineLatest", "merge", "zip", "after", "fail", "just",
    "of", "marbles",
  ]

  /// Operators called on a stream: `query.debounce(300ms)`.
  static let operatorNames = StreamOperator.allCases.map(\.rawValue)

  /// Members of values: `name.count`, `name.uppercased()`.
  static let propertyNames = ["count", "isEmpty", "first", "last"]

  /// Methods of values: `name.uppercased()`, `items.contains(x)`.
  static let methodNames = ["uppercased", "lowercased", "contains", "hasPrefix", "hasSuffix"]

  /// The properties and methods a value of `type` has, for completion: a string's and an
  /// array's; none for numbers, `Bool` and optionals (unwrap them first).
  static func memberNames(of type: ScriptType) -> [String] {
    switch type {
    case .string: return propertyNames + methodNames
    case .array, .emptyArray: return propertyNames + ["contains"]
    default: return []
    }
  }
}
