/// Something that owns bindings: everything created in its ``binding(_:)`` blocks is put in
/// its ``disposeBag`` and ends with it.
///
/// ```swift
/// @MainActor final class LoginViewController: BindingContext {
///   let disposeBag = DisposeBag()
///   func viewDidLoad() {
///     binding {
///       viewModel.$isLoading => spinner.rx.isAnimating
///       viewModel.$username <=> usernameField.rx.text ?? ""
///     }
///   }
/// }
/// ```
///
/// A `@MainActor` class conforms by declaring `let disposeBag`, as above.
public protocol BindingContext: AnyObject {
  /// The bag that holds this context's bindings.
  var disposeBag: DisposeBag { get }
}

extension BindingContext {
  /// Runs `bindings` and puts every disposable it produces into ``disposeBag``.
  ///
  /// The block may use `if`, `if`/`else`, `switch`, `for`, optional disposables and arrays
  /// of them.
  public func binding(@BindingBuilder _ bindings: () -> [Disposable]) {
    let disposables = bindings()
    // An attached inspector names the bag's bindings by this context's type.
    if Inspection.isAttached { Inspection.report(holder: self, of: disposeBag) }
    disposeBag.insert(disposables)
  }
}
