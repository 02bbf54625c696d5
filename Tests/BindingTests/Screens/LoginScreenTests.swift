import BindingTest
import BindingTestExpectations
import Testing

@MainActor @Suite(.checksResources) struct LoginScreenTests {
  private let accounts = ["ada": (password: "analytical", displayName: "Ada Lovelace")]

  private func makeScreen(_ scheduler: TestScheduler) -> (LoginViewController, FakeLoginService) {
    let service = FakeLoginService(scheduler: scheduler, accounts: accounts)
    let screen = LoginViewController(
      viewModel: LoginViewModel(service: service), navigator: Navigator(root: "Login"))
    screen.viewDidLoad()
    scheduler.settle()
    return (screen, service)
  }

  @Test func opensWithEmptyFieldsAndTheButtonDisabled() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      #expect(
        screen.render() == """
          [‹Username›  ]
          [‹Password›  ]
          < Log in > (disabled)
          ( ) stopped
          """)
    }
  }

  @Test func typedCredentialsReachTheViewModel() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.usernameField.type("ada")
      screen.passwordField.type("analytical")
      #expect(screen.viewModel.username == "ada")
      #expect(screen.viewModel.password == "analytical")
      scheduler.settle()
      #expect(screen.passwordField.render() == "[••••••••••  ]")
    }
  }

  @Test func buttonIsEnabledOnlyWhileBothFieldsAreFilled() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.usernameField.type("ada")
      scheduler.settle()
      #expect(!screen.loginButton.isEnabled)
      screen.passwordField.type("x")
      scheduler.settle()
      #expect(screen.loginButton.isEnabled)
      screen.usernameField.clear()
      scheduler.settle()
      #expect(!screen.loginButton.isEnabled)
      #expect(!screen.loginButton.tap())
    }
  }

  @Test func loggingInSpinsThenShowsTheHomeScreen() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.usernameField.type("ada")
      screen.passwordField.type("analytical")
      scheduler.settle()
      screen.loginButton.tap()
      scheduler.settle()
      #expect(service.requests == ["ada"])
      #expect(screen.keyboardDismissals == 1)
      #expect(screen.activityIndicator.isAnimating)
      #expect(!screen.loginButton.isEnabled)
      scheduler.advance(by: 199)
      #expect(screen.activityIndicator.isAnimating)
      #expect(screen.navigator.visible == "Login")
      scheduler.advance(by: 1)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.navigator.stack == ["Login", "Home: Ada Lovelace"])
      #expect(screen.alerts.history.isEmpty)
    }
  }

  @Test func wrongPasswordShowsAnAlertAndLetsTheUserRetry() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.usernameField.type("ada")
      screen.passwordField.type("babbage")
      scheduler.settle()
      screen.loginButton.tap()
      scheduler.advance(by: 200)
      #expect(
        screen.alerts.current
          == .init(title: "Login failed", message: "Wrong username or password", buttons: ["OK"]))
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.loginButton.isEnabled)
      #expect(screen.navigator.visible == "Login")
      screen.alerts.tap("OK")
      screen.passwordField.replaceText("analytical")
      screen.loginButton.tap()
      scheduler.advance(by: 200)
      #expect(service.requests == ["ada", "ada"])
      #expect(screen.navigator.visible == "Home: Ada Lovelace")
      #expect(screen.alerts.current == nil)
    }
  }

  @Test func tapsWhileLoggingInAreIgnored() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.usernameField.type("ada")
      screen.passwordField.type("analytical")
      scheduler.settle()
      screen.loginButton.tap()
      scheduler.advance(by: 50)
      #expect(!screen.loginButton.tap())
      scheduler.advance(by: 500)
      #expect(service.requests == ["ada"])
      #expect(screen.navigator.stack == ["Login", "Home: Ada Lovelace"])
    }
  }

  @Test func screenAndViewModelAreFreedWithTheirBindings() {
    withScreenScheduler { scheduler in
      let service = FakeLoginService(scheduler: scheduler, accounts: accounts)
      var screen: LoginViewController? = LoginViewController(
        viewModel: LoginViewModel(service: service), navigator: Navigator(root: "Login"))
      screen?.viewDidLoad()
      scheduler.settle()
      weak let weakScreen = screen
      weak let weakViewModel = screen?.viewModel
      screen = nil
      #expect(weakScreen == nil)
      #expect(weakViewModel == nil)
    }
  }
}
