import Binding

/// The sign-up form: a name, a password, a button enabled once both are good, a hint when the
/// name is taken, and a status line.
final class SignUpViewModel {
  @Mutable var username = ""
  @Mutable var password = ""
  @Bindable private(set) var canSignUp = false
  @Bindable private(set) var hint = ""
  @Bindable private(set) var status = "Fill in the form"

  private let accounts: Accounts
  private let disposeBag = DisposeBag()

  init(accounts: Accounts) {
    self.accounts = accounts
    Observable.combineLatest($username, $password) { name, password in
      !name.isEmpty && password.count >= 8
    }
    .bind(to: _canSignUp)
    .disposed(by: disposeBag)

    Observable.combineLatest($username, accounts.names) { name, taken in
      taken.contains(name) ? "\(name) is taken" : ""
    }
    .distinctUntilChanged()
    .bind(to: _hint)
    .disposed(by: disposeBag)
  }

  /// The button's action.
  func signUp() {
    guard !accounts.names.value.contains(username) else {
      status = "Choose another name"
      return
    }
    accounts.add(username)
    status = "Signed up as \(username)"
  }
}
