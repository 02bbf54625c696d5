import BindingTest
import BindingTestExpectations
import Testing

/// The getting-started article's sign-up screen and its two tests, with the stand-in
/// controls of `BindingTest` in place of the article's: the times the article states hold.
@MainActor @Suite(.checksResources) struct GettingStartedExampleTests {
  @Test func typingEnablesTheButtonAndSigningUpClosesTheScreen() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = SignUpViewModel(takenNames: ["ada"], scheduler: scheduler)
      let screen = SignUpScreen(viewModel: viewModel)
      scheduler.start()
      #expect(screen.signUpButton.isEnabled == false)
      screen.usernameField.type("grace")
      screen.passwordField.type("correct horse")
      scheduler.start()
      #expect(viewModel.username == "grace")
      #expect(screen.signUpButton.isEnabled)
      screen.signUpButton.tap()
      scheduler.start()
      #expect(screen.statusLabel.text == "Signed up as grace")
      #expect(screen.isClosed)
    }
  }

  @Test func theHintWaitsUntilTypingPauses() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = SignUpViewModel(takenNames: ["ada"], scheduler: scheduler)
      let screen = SignUpScreen(viewModel: viewModel)
      let hints = scheduler.createObserver(String.self)
      let recording = viewModel.$usernameHint.drive(hints)
      scheduler.scheduleAt(100) { screen.usernameField.type("a") }
      scheduler.scheduleAt(200) { screen.usernameField.type("d") }
      scheduler.scheduleAt(300) { screen.usernameField.type("a") }
      scheduler.start()
      recording.dispose()
      #expect(hints.events == [.next(1, ""), .next(601, "ada is taken")])
      #expect(screen.hintLabel.text == "ada is taken")
    }
  }
}

private final class SignUpViewModel {
  @Mutable var username = ""
  @Mutable var password = ""
  @Bindable private(set) var canSignUp = false
  @Bindable private(set) var usernameHint = ""
  @Bindable private(set) var status = "Not signed up"
  @ViewAction var showError: (String) -> Void
  @ViewAction var finished: () -> Void

  private let takenNames: Set<String>
  private let disposeBag = DisposeBag()

  init(takenNames: Set<String>, scheduler: any SchedulerType = MainScheduler.instance) {
    self.takenNames = takenNames
    Observable.combineLatest($username, $password) { name, password in
      !name.isEmpty && password.count >= 8
    }
    .bind(to: _canSignUp)
    .disposed(by: disposeBag)
    $username
      .debounce(.milliseconds(300), scheduler: scheduler)
      .map { takenNames.contains($0) ? "\($0) is taken" : "" }
      .bind(to: _usernameHint)
      .disposed(by: disposeBag)
  }

  func signUp() {
    guard !takenNames.contains(username) else {
      showError("Choose another name")
      return
    }
    status = "Signed up as \(username)"
    finished()
  }
}

@MainActor private final class SignUpScreen: BindingContext {
  let disposeBag = DisposeBag()
  let usernameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password", isSecureTextEntry: true)
  let signUpButton = Button(title: "Sign up")
  let hintLabel = Label()
  let statusLabel = Label()
  private(set) var alerts: [String] = []
  private(set) var isClosed = false

  init(viewModel: SignUpViewModel) {
    binding {
      viewModel.$username <=> usernameField.rx.text ?? ""
      viewModel.$password <=> passwordField.rx.text ?? ""
      viewModel.$canSignUp => signUpButton.rx.isEnabled
      viewModel.$usernameHint => hintLabel.rx.text
      viewModel.$status => statusLabel.rx.text
      viewModel.$showError => { [weak self] message in self?.alerts.append(message) }
      viewModel.$finished => { [weak self] in self?.isClosed = true }
      signUpButton.rx.tap => { viewModel.signUp() }
    }
  }
}
