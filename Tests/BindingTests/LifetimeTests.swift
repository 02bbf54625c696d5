import BindingTest
import BindingTestExpectations
import Testing

/// What frees what: each test keeps only weak references to what it checks, then ends the
/// owner (a bag, a binding context, a view model, a control) and expects everything it held
/// to be gone, which would not happen if the library made a reference cycle.
@MainActor @Suite(.checksResources) struct LifetimeTests {
  @Test func disposingABagFreesEveryStageOfItsChains() {
    let relay = BehaviorRelay(value: 1)
    let other = PublishRelay<Int>()
    let scheduler = TestScheduler()
    var bag: DisposeBag? = DisposeBag()
    weak let weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      relay.map { $0 + token.offset }.filter { _ in token.isOn }.subscribe().disposed(by: bag!)
      Observable.combineLatest(relay, other) { a, b in a + b + token.offset }
        .subscribe().disposed(by: bag!)
      relay.flatMapLatest { _ in other.map { $0 + token.offset } }.subscribe().disposed(by: bag!)
      relay.map { $0 + token.offset }.share(replay: 1).subscribe().disposed(by: bag!)
      relay.debounce(.seconds(1), scheduler: scheduler).map { $0 + token.offset }
        .subscribe().disposed(by: bag!)
      relay.accept(2)
      other.accept(3)
    }
    #expect(weakToken != nil, "the live subscriptions hold the token")
    bag = nil
    #expect(weakToken == nil)
    relay.accept(4)
    scheduler.advance(by: 10)
  }

  @Test func endingABindingContextFreesItsViewModelAndControls() {
    var screen: FormScreen? = FormScreen()
    screen?.bind()
    weak let weakScreen = screen
    weak let weakViewModel = screen?.viewModel
    weak let weakField = screen?.field
    weak let weakLabel = screen?.label
    weak let weakButton = screen?.button
    screen?.field.type("ada")
    screen?.button.tap()
    #expect(screen?.viewModel.saved == ["ada"])
    #expect(screen?.label.text == "Hello, ada")
    screen = nil
    #expect(weakScreen == nil)
    #expect(weakViewModel == nil)
    #expect(weakField == nil && weakLabel == nil && weakButton == nil)
  }

  @Test func aViewModelIsFreedWhileTheBindingsToItsPropertiesLive() {
    let field = TextField()
    let label = Label()
    let bag = DisposeBag()
    var viewModel: FormViewModel? = FormViewModel()
    weak let weakViewModel = viewModel
    (viewModel!.$name <=> field.rx.text ?? "").disposed(by: bag)
    (viewModel!.$greeting => label.rx.text).disposed(by: bag)
    field.type("a")
    #expect(label.text == "Hello, a")
    viewModel = nil
    #expect(weakViewModel == nil, "the bindings keep the properties, not the view model")
    field.type("b")
    #expect(label.text == "Hello, a")
  }

  @Test func freeingAControlEndsWhatItFeedsAndFreesTheirStages() {
    let relay = BehaviorRelay(value: "")
    let bag = DisposeBag()
    var field: TextField? = TextField()
    weak let weakField = field
    weak let weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      (field!.rx.text.orEmpty.map { $0 + String(token.offset) } => relay).disposed(by: bag)
    }
    field?.type("a")
    #expect(relay.value == "a0")
    field = nil
    #expect(weakField == nil)
    #expect(weakToken == nil, "the control's property completed, which disposed the chain")
  }

  @Test func disposingATwoWayBindingReleasesBothSides() {
    var left: BehaviorRelay<Int>? = BehaviorRelay(value: 1)
    var right: BehaviorRelay<Int>? = BehaviorRelay(value: 2)
    weak let weakLeft = left
    weak let weakRight = right
    let binding = left! <=> right!
    left = nil
    right = nil
    #expect(weakLeft != nil && weakRight != nil, "a live binding keeps both sides")
    binding.dispose()
    #expect(weakLeft == nil && weakRight == nil)
  }
}

/// An object captured by operator closures, to watch when they are freed.
private final class Token {
  let offset = 0
  let isOn = true
}

private final class FormViewModel {
  @Mutable var name = ""
  @Bindable var greeting = "Hello"
  @ViewAction var save: () -> Void
  private(set) var saved: [String] = []
  private let bag = DisposeBag()

  init() {
    $name.subscribe(onNext: { [weak self] name in self?.greeting = "Hello, \(name)" })
      .disposed(by: bag)
    $save.emit(onNext: { [weak self] in self.map { $0.saved.append($0.name) } })
      .disposed(by: bag)
  }
}

private final class FormScreen: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel = FormViewModel()
  let field = TextField()
  let label = Label()
  let button = Button()

  func bind() {
    binding {
      viewModel.$name <=> field.rx.text ?? ""
      viewModel.$greeting => label.rx.text
      button.rx.tap => { [weak self] in self?.viewModel.save() }
    }
  }
}
