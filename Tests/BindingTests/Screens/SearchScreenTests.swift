import BindingTest
import BindingTestExpectations
import Testing

@MainActor @Suite(.checksResources) struct SearchScreenTests {
  private let catalogue = [
    SearchResult(title: "Swift", subtitle: "language"),
    SearchResult(title: "Swing", subtitle: "toolkit"),
    SearchResult(title: "SwiftUI", subtitle: "framework"),
    SearchResult(title: "Sweden", subtitle: "country"),
  ]

  /// The screen opened and settled: the empty query has gone through the debounce.
  private func makeScreen(_ scheduler: TestScheduler, latency: Int = 200)
    -> (SearchViewController, FakeSearchService)
  {
    let service = FakeSearchService(scheduler: scheduler, catalogue: catalogue)
    service.latency = latency
    let screen = SearchViewController(
      viewModel: SearchViewModel(searchService: service), navigator: Navigator(root: "Search"))
    screen.viewDidLoad()
    scheduler.advance(by: 300)
    return (screen, service)
  }

  /// The user types `text` one character every `interval` milliseconds.
  private func typeSlowly(
    _ text: String, into field: TextField, every interval: Int, _ scheduler: TestScheduler
  ) {
    for (index, character) in text.enumerated() {
      if index > 0 { scheduler.advance(by: interval) }
      field.type(String(character))
    }
  }

  @Test func opensWithAnEmptyListAndNoEmptyState() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      #expect(screen.tableView.render() == "0 rows")
      #expect(screen.emptyStateLabel.isHidden)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(service.queries.isEmpty)
    }
  }

  @Test func everyTypedCharacterReachesTheViewModel() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      let (typed, watch) = screen.viewModel.$searchQuery.skip(1).record()
      screen.searchBar.type("swi")
      #expect(typed.values == ["s", "sw", "swi"])
      #expect(screen.viewModel.searchQuery == "swi")
      watch.dispose()
    }
  }

  @Test func searchesOnlyOnceTheUserPausesFor300Milliseconds() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      typeSlowly("swift", into: screen.searchBar, every: 250, scheduler)
      scheduler.advance(by: 299)
      #expect(service.queries.isEmpty)
      scheduler.advance(by: 1)
      #expect(service.queries == ["swift"])
    }
  }

  @Test func spinnerTurnsWhileSearchingThenTheResultsShow() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.searchBar.type("swift")
      scheduler.advance(by: 300)
      #expect(screen.activityIndicator.isAnimating)
      #expect(screen.tableView.items.isEmpty)
      scheduler.advance(by: 200)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.tableView.render() == "2 rows: Swift (language) | SwiftUI (framework)")
      #expect(screen.emptyStateLabel.isHidden)
    }
  }

  @Test func aNewQueryCancelsTheSlowAnswerOfTheOldOne() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler, latency: 500)
      screen.searchBar.type("sw")
      scheduler.advance(by: 300)
      let swStarted = scheduler.clock
      scheduler.advance(by: 100)
      screen.searchBar.type("ift")
      scheduler.advance(by: 300)
      #expect(service.queries == ["sw", "swift"])
      #expect(service.requests[0].answer.subscriptions == [Subscription(swStarted, swStarted + 400)])
      scheduler.advance(by: 500)
      #expect(screen.tableView.items == ["Swift (language)", "SwiftUI (framework)"])
      #expect(!screen.tableView.history.contains { $0.count == 4 })
      #expect(!screen.activityIndicator.isAnimating)
    }
  }

  @Test func theSameQueryAfterAnEditIsNotSentAgain() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.searchBar.type("swift")
      scheduler.advance(by: 500)
      screen.searchBar.replaceText("swif")
      scheduler.advance(by: 100)
      screen.searchBar.type("t")
      scheduler.advance(by: 1000)
      #expect(service.queries == ["swift"])
      #expect(screen.tableView.items.count == 2)
    }
  }

  @Test func aQueryWithoutMatchesShowsTheEmptyStateUntilTheFieldIsCleared() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.searchBar.type("kotlin")
      scheduler.advance(by: 500)
      #expect(screen.emptyStateLabel.render() == "\"No results\"")
      #expect(screen.tableView.render() == "0 rows")
      screen.searchBar.clear()
      scheduler.advance(by: 300)
      #expect(screen.emptyStateLabel.isHidden)
      #expect(service.queries == ["kotlin"])
    }
  }

  @Test func aFailedSearchShowsNoResultsAndStopsTheSpinner() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      service.failingQueries = ["swift"]
      screen.searchBar.type("swift")
      scheduler.advance(by: 500)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.tableView.items.isEmpty)
      #expect(!screen.emptyStateLabel.isHidden)
      screen.searchBar.type("ui")
      scheduler.advance(by: 500)
      #expect(screen.tableView.items == ["SwiftUI (framework)"])
    }
  }

  @Test func selectingAResultOpensItsDetail() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.searchBar.type("swi")
      scheduler.advance(by: 500)
      screen.tableView.select(row: 2)
      scheduler.settle()
      #expect(screen.navigator.stack == ["Search", "Detail: SwiftUI"])
    }
  }
}
