import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct MainActorContextTests {
  @MainActor @Test func mainActorScreenBindsItsViewModel() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let screen = LoginScreen()
      screen.viewDidLoad()
      scheduler.start()
      #expect(screen.username.text == "")
      #expect(!screen.login.isEnabled)
      screen.username.type("ada")
      screen.password.type("secret")
      scheduler.start()
      #expect(screen.login.isEnabled)
      screen.login.tap()
      scheduler.start()
      #expect(screen.spinner.isAnimating)
      #expect(screen.message.text == "Welcome, ada")
    }
  }
}

private final class MainActorLoginViewModel {
  @Mutable var username = ""
  @Mutable var password = ""
  @Bindable private(set) var isLoading = false
  @ViewAction var showMessage: (String) -> Void

  var canLogin: Driver<Bool> {
    Observable.combineLatest($username, $password) { !$0.isEmpty && $1.count >= 4 }
      .asDriver(onErrorJustReturn: false)
  }

  func login() {
    isLoading = true
    showMessage("Welcome, \(username)")
  }
}

@MainActor private final class LoginScreen: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel = MainActorLoginViewModel()
  let username = TextField(placeholder: "Username")
  let password = TextField(placeholder: "Password", isSecureTextEntry: true)
  let login = Button(title: "Log in")
  let spinner = ActivityIndicator()
  let message = Label()

  func viewDidLoad() {
    binding {
      viewModel.$username <=> username.rx.text ?? ""
      viewModel.$password <=> password.rx.text ?? ""
      viewModel.canLogin => login.rx.isEnabled
      viewModel.$isLoading => spinner.rx.isAnimating
      viewModel.$showMessage => message.rx.text
      login.rx.tap => { [weak self] in self?.viewModel.login() }
    }
  }
}
