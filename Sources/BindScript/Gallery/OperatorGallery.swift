/// The operator gallery: one tiny script per stream operator and combining function of the
/// language, as RxMarbles has one diagram per operator.
///
/// The scripts live, readable and runnable, in `scripts/demos/operators/`;
/// `scripts/generate-gallery` copies them into ``scripts`` so that an installed `bind` has
/// them too. `:help NAME` runs one in a fresh interpreter and draws its marbles
/// (``diagram(named:)``).
///
/// ```swift
/// if let script = OperatorGallery.script(named: "debounce") {
///   print(script.summary)   // debounce emits a value only once 300ms pass without another value.
/// }
/// ```
package enum OperatorGallery {
  /// The name of every script, in alphabetical order.
  package static var names: [String] { scripts.map(\.name) }

  /// The script named `name` (`debounce`), or `nil`.
  ///
  /// The name may also be written as in the language, with a label: `take(while:)` finds
  /// `takeWhile`, `element(at:)` finds `elementAt`; so may an operator with one form only,
  /// without its label: `element`.
  package static func script(named name: String) -> GalleryScript? {
    let wanted = canonicalName(name)
    if let script = scripts.first(where: { $0.name == wanted }) { return script }
    let forms = relatives(of: wanted)
    return forms.count == 1 ? scripts.first { $0.name == forms[0] } : nil
  }

  /// The gallery names that are forms of the operator `name` other than itself: `takeFor`,
  /// `takeLast`, `takeUntil` and `takeWhile` for `take`.
  package static func relatives(of name: String) -> [String] {
    names.filter { $0 != name && $0.hasPrefix(name) && $0.dropFirst(name.count).first?.isUppercase == true }
  }

  /// `take(while:)` as `takeWhile`: each label capitalised after the name.
  static func canonicalName(_ name: String) -> String {
    guard let open = name.firstIndex(of: "(") else { return name }
    let labels = name[name.index(after: open)...].split { ":,() ".contains($0) }
    return name[..<open] + labels.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
