import BindingTest
import BindingTestExpectations
import Testing

/// The login screen with real main-queue delivery: everything a tap sets off has reached the
/// screen when the tap returns.
@MainActor @Suite(.checksResources) struct LoginOnTheMainSchedulerTests {
  private func makeScreen(_ scheduler: TestScheduler) -> (LoginViewController, FakeLoginService) {
    let service = FakeLoginService(
      scheduler: scheduler,
      accounts: ["ada": (password: "analytical", displayName: "Ada Lovelace")])
    let screen = LoginViewController(
      viewModel: LoginViewModel(service: service), navigator: Navigator(root: "Login"))
    screen.viewDidLoad()
    return (screen, service)
  }

  @Test func theScreenShowsTheViewModelAsSoonAsItIsBound() {
    onTheMainScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      #expect(!screen.loginButton.isEnabled)
      #expect(!screen.activityIndicator.isAnimating)
      screen.usernameField.type("ada")
      screen.passwordField.type("analytical")
      #expect(screen.loginButton.isEnabled)
    }
  }

  @Test func theSpinnerTurnsRightAfterTheTapThenTheHomeScreenShows() {
    onTheMainScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.usernameField.type("ada")
      screen.passwordField.type("analytical")
      #expect(screen.loginButton.tap())
      #expect(screen.activityIndicator.isAnimating)
      #expect(screen.keyboardDismissals == 1)
      #expect(!screen.loginButton.isEnabled)
      #expect(service.requests == ["ada"])
      scheduler.advance(by: 199)
      #expect(screen.activityIndicator.isAnimating)
      scheduler.advance(by: 1)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.navigator.stack == ["Login", "Home: Ada Lovelace"])
    }
  }

  @Test func aWrongPasswordShowsTheAlertWhenTheAnswerComes() {
    onTheMainScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.usernameField.type("ada")
      screen.passwordField.type("wrong")
      screen.loginButton.tap()
      scheduler.advance(by: 200)
      #expect(screen.alerts.current?.title == "Login failed")
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.loginButton.isEnabled)
    }
  }
}
