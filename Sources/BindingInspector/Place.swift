/// Where a call stack comes from in the program: `File.swift:LINE`, and the function there.
struct Place: Sendable, Equatable {
  let site: String
  let function: String?

  /// The type that an `init` or a stored property's initial value of the site belongs to:
  /// what holds an object made there (`let disposeBag = DisposeBag()` in `SignUpViewModel`
  /// runs in `SignUpViewModel.init`); `nil` for code of any other function.
  var initializedType: String? {
    guard var name = function else { return nil }
    // A private type is demangled `(Model in _5F3A)`.
    while let privacy = name.range(of: " in _"), let open = name[..<privacy.lowerBound].lastIndex(of: "("),
      let close = name[privacy.upperBound...].firstIndex(of: ")")
    {
      name.replaceSubrange(open...close, with: name[name.index(after: open)..<privacy.lowerBound])
    }
    // `closure #1 in X.init()` is made by `X.init()`.
    while let range = name.range(of: " in "), name.hasPrefix("closure") || name.hasPrefix("implicit closure")
    {
      name = String(name[range.upperBound...])
    }
    let property = "variable initialization expression of "
    let isProperty = name.hasPrefix(property)
    if isProperty { name = String(name.dropFirst(property.count)) }
    if let end = name.firstIndex(where: { "( <:".contains($0) }) { name = String(name[..<end]) }
    var parts = name.split(separator: ".")
    // The name may lead with its module (`M.Model.init`) or not (`Model.init`).
    guard let member = parts.popLast(), isProperty || member == "init", let type = parts.last
    else { return nil }
    return String(type)
  }
}
