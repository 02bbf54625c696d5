import BindingTest
import BindingTestExpectations
import Testing

/// The search screen with real main-queue delivery; the debounce and the service run on the
/// virtual-time scheduler passed to the view model.
@MainActor @Suite(.checksResources) struct SearchOnTheMainSchedulerTests {
  private func makeScreen(_ scheduler: TestScheduler) -> (SearchViewController, FakeSearchService) {
    let service = FakeSearchService(
      scheduler: scheduler,
      catalogue: [
        SearchResult(title: "Swift", subtitle: "language"),
        SearchResult(title: "SwiftUI", subtitle: "framework"),
        SearchResult(title: "Sweden", subtitle: "country"),
      ])
    let screen = SearchViewController(
      viewModel: SearchViewModel(searchService: service, scheduler: scheduler),
      navigator: Navigator(root: "Search"))
    screen.viewDidLoad()
    scheduler.advance(by: 300)
    return (screen, service)
  }

  @Test func typingSearchesAfterAPauseAndShowsTheResults() {
    onTheMainScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.searchBar.type("swif")
      #expect(screen.viewModel.searchQuery == "swif")
      scheduler.advance(by: 299)
      #expect(service.queries.isEmpty)
      scheduler.advance(by: 1)
      #expect(service.queries == ["swif"])
      #expect(screen.activityIndicator.isAnimating)
      scheduler.advance(by: 200)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.tableView.render() == "2 rows: Swift (language) | SwiftUI (framework)")
    }
  }

  @Test func selectingAResultOpensItsDetailAtOnce() {
    onTheMainScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.searchBar.type("swe")
      scheduler.advance(by: 500)
      #expect(screen.tableView.select(row: 0))
      #expect(screen.navigator.visible == "Detail: Sweden")
    }
  }
}
