/// The result builder of ``BindingContext/binding(_:)``: collects the disposables of a block,
/// in order, through `if`, `switch`, `for` and optionals.
///
/// ```swift
/// binding {
///   name => label.rx.text
///   if showsDetails { details => detailLabel.rx.text }
///   for (row, field) in fields.enumerated() { values[row] <=> field.rx.text ?? "" }
/// }
/// ```
@resultBuilder
public enum BindingBuilder {
  /// One disposable.
  public static func buildExpression(_ disposable: Disposable) -> [Disposable] { [disposable] }

  /// An optional disposable: nothing when `nil`.
  public static func buildExpression(_ disposable: Disposable?) -> [Disposable] {
    disposable.map { [$0] } ?? []
  }

  /// An array of disposables.
  public static func buildExpression(_ disposables: [Disposable]) -> [Disposable] { disposables }

  /// An empty block.
  public static func buildBlock() -> [Disposable] { [] }

  /// The first statement of a block.
  public static func buildPartialBlock(first: [Disposable]) -> [Disposable] { first }

  /// Each further statement of a block.
  public static func buildPartialBlock(accumulated: [Disposable], next: [Disposable])
    -> [Disposable]
  {
    accumulated + next
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [Disposable]?) -> [Disposable] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [Disposable]) -> [Disposable] { component }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [Disposable]) -> [Disposable] { component }

  /// A `for` loop.
  public static func buildArray(_ components: [[Disposable]]) -> [Disposable] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: [Disposable]) -> [Disposable] {
    component
  }
}
