import BindingTest
import BindingTestExpectations
import Testing

/// A tap that sets off three nested deliveries, on the real main scheduler.
///
/// The case of issue 13: a tap calls a `@ViewAction`, whose subscriber in the view model sets
/// a `@Bindable`, which the screen shows through `=>`. Each delivery runs inside the previous
/// one, and all are done when the tap returns.
@MainActor @Suite(.checksResources) struct TapToSpinnerTests {
  @Test func theSpinnerHasChangedRightAfterTheTap() {
    onTheMainScheduler { _ in
      let screen = RefreshScreen(viewModel: RefreshViewModel())
      #expect(!screen.spinner.isAnimating)
      #expect(screen.refreshButton.tap())
      #expect(screen.spinner.isAnimating)
      #expect(screen.status.text == "Refreshing…")
      #expect(screen.viewModel.refreshes == 1)
    }
  }

  @Test func laterTapsAndTheirDeliveriesStaySynchronousAndInOrder() {
    onTheMainScheduler { _ in
      let screen = RefreshScreen(viewModel: RefreshViewModel())
      for round in 1...3 {
        screen.refreshButton.tap()
        #expect(screen.spinner.isAnimating)
        #expect(screen.viewModel.refreshes == round)
        screen.viewModel.finish()
        #expect(!screen.spinner.isAnimating)
        #expect(screen.status.text == "Up to date")
      }
      #expect(
        screen.statusHistory == [
          "Up to date", "Refreshing…", "Up to date", "Refreshing…", "Up to date", "Refreshing…", "Up to date",
        ])
    }
  }
}

/// The same screen under `SharingScheduler.mock`, as in the "Testing view models" article:
/// every delivery waits for the test scheduler.
@MainActor @Suite(.checksResources) struct TapToSpinnerMockedTests {
  @Test func theSpinnerShowsOnceTheTestSchedulerRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      let screen = RefreshScreen(viewModel: RefreshViewModel())
      scheduler.start()
      #expect(screen.status.text == "Up to date")
      screen.refreshButton.tap()
      #expect(!screen.spinner.isAnimating)
      scheduler.start()
      #expect(screen.spinner.isAnimating)
      #expect(screen.status.text == "Refreshing…")
    }
  }
}

private final class RefreshViewModel {
  @Bindable private(set) var isLoading = false
  @ViewAction var refresh: () -> Void
  private(set) var refreshes = 0
  private let disposeBag = DisposeBag()

  init() {
    $refresh
      .emit(onNext: { [weak self] in
        self?.refreshes += 1
        self?.isLoading = true
      })
      .disposed(by: disposeBag)
  }

  func finish() { isLoading = false }
}

@MainActor private final class RefreshScreen: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel: RefreshViewModel
  let refreshButton = Button(title: "Refresh")
  let spinner = ActivityIndicator()
  let status = Label()
  private(set) var statusHistory: [String] = []

  init(viewModel: RefreshViewModel) {
    self.viewModel = viewModel
    binding {
      refreshButton.rx.tap => { [weak self] in self?.viewModel.refresh() }
      viewModel.$isLoading => spinner.rx.isAnimating
      viewModel.$isLoading.map { $0 ? "Refreshing…" : "Up to date" } => { [weak self] text in
        self?.status.text = text
        self?.statusHistory.append(text)
      }
    }
  }
}
