import BindingTest
import Foundation

/// The account the fake login service signs in.
struct LoginUser: Equatable {
  /// What the user typed to sign in.
  let username: String
  /// The name shown once signed in.
  let displayName: String
}

/// Why the fake login service refused.
enum LoginError: LocalizedError {
  case wrongCredentials

  var errorDescription: String? {
    switch self {
    case .wrongCredentials: "Wrong username or password"
    }
  }
}

/// The login backend of the tests: accounts in memory, each answer `latency` after the request,
/// on the test scheduler.
final class FakeLoginService {
  private let scheduler: TestScheduler
  private let latency: RxTimeInterval
  private let accounts: [String: (password: String, displayName: String)]

  /// The usernames of the requests made, in order.
  private(set) var requests: [String] = []

  init(
    scheduler: TestScheduler, latency: RxTimeInterval = .milliseconds(200),
    accounts: [String: (password: String, displayName: String)]
  ) {
    self.scheduler = scheduler
    self.latency = latency
    self.accounts = accounts
  }

  /// Signs in: the user after `latency`, or ``LoginError/wrongCredentials``.
  func logIn(username: String, password: String) -> Observable<LoginUser> {
    requests.append(username)
    guard let account = accounts[username], account.password == password else {
      return Observable<Int>.timer(latency, scheduler: scheduler)
        .map { _ -> LoginUser in throw LoginError.wrongCredentials }
    }
    return Observable.just(LoginUser(username: username, displayName: account.displayName))
      .delay(latency, scheduler: scheduler)
  }
}

/// The reference's Quick Start view model, with the login it calls but does not show.
final class LoginViewModel {
  @Bindable private(set) var isLoading = false
  @Bindable private(set) var canLogIn = false
  @Mutable var username = ""
  @Mutable var password = ""
  @ViewAction var showAlert: (String) -> Void
  @ViewAction.NoParam var dismissKeyboard: () -> Void
  @ViewAction var didLogIn: (LoginUser) -> Void

  private let loginTaps = PublishRelay<Void>()
  private let disposeBag = DisposeBag()

  init(service: FakeLoginService) {
    /// Differs from the reference: it has no `canLogIn`; the login button needs one to be
    /// disabled while a field is empty or a request is running. The stream goes into the
    /// storage `_canLogIn` (an observer), since `$canLogIn` is a `Driver` and cannot receive.
    Observable.combineLatest($username, $password, $isLoading) { username, password, isLoading in
      !username.isEmpty && !password.isEmpty && !isLoading
    }
    .bind(to: _canLogIn)
    .disposed(by: disposeBag)

    loginTaps
      .do(onNext: { [weak self] in
        self?.dismissKeyboard()
        self?.isLoading = true
      })
      .flatMapLatest { [weak self] _ -> Observable<Result<LoginUser, any Error>> in
        guard let self else { return .empty() }
        return service.logIn(username: username, password: password)
          .map { .success($0) }
          .catch { .just(.failure($0)) }
      }
      .subscribe(onNext: { [weak self] result in
        self?.isLoading = false
        switch result {
        case .success(let user): self?.didLogIn(user)
        case .failure(let error): self?.showAlert(error.localizedDescription)
        }
      })
      .disposed(by: disposeBag)
  }

  /// Signs in with the typed credentials.
  func logIn() {
    loginTaps.accept(())
  }
}

/// The reference's Quick Start view controller, with stand-in controls.
///
/// Differs from the reference: a `@MainActor` class (as `UIViewController` is) without UIKit;
/// the alert goes to an ``AlertPresenter`` and a signed-in user to a ``Navigator``.
@MainActor final class LoginViewController: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel: LoginViewModel
  let navigator: Navigator
  let alerts = AlertPresenter()
  let usernameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password", isSecureTextEntry: true)
  let loginButton = Button(title: "Log in")
  let activityIndicator = ActivityIndicator()

  /// How many times the keyboard was put away.
  private(set) var keyboardDismissals = 0

  init(viewModel: LoginViewModel, navigator: Navigator) {
    self.viewModel = viewModel
    self.navigator = navigator
  }

  func viewDidLoad() {
    binding {
      viewModel.$isLoading => activityIndicator.rx.isAnimating
      viewModel.$canLogIn => loginButton.rx.isEnabled

      viewModel.$username <=> usernameField.rx.text ?? ""
      viewModel.$password <=> passwordField.rx.text ?? ""

      viewModel.$showAlert => { [weak self] message in
        self?.alerts.present(title: "Login failed", message: message)
      }
      viewModel.$dismissKeyboard => { [weak self] in self?.keyboardDismissals += 1 }
      viewModel.$didLogIn => { [weak self] user in self?.navigator.push("Home: \(user.displayName)") }

      loginButton.rx.tap => { [weak self] in self?.viewModel.logIn() }
    }
  }

  /// The screen, one control a line, top to bottom.
  func render() -> String {
    let controls: [any ControlRendering] = [
      usernameField, passwordField, loginButton, activityIndicator,
    ]
    return controls.map { $0.render() }.joined(separator: "\n")
  }
}
