import BindingTest
import BindingTestExpectations
import Testing

@MainActor @Suite(.checksResources) struct FeedScreenTests {
  /// Seven posts: pages of three, three and one.
  private let posts = (1...7).map { Post(title: "Post \($0)", author: $0.isMultiple(of: 2) ? "Bo" : "Al") }

  /// The screen opened; its first load is under way.
  private func makeScreen(_ scheduler: TestScheduler) -> (FeedViewController, FakeFeedService) {
    let service = FakeFeedService(scheduler: scheduler, posts: posts)
    let screen = FeedViewController(
      viewModel: FeedViewModel(feedService: service), navigator: Navigator(root: "Feed"))
    screen.viewDidLoad()
    scheduler.settle()
    return (screen, service)
  }

  /// The screen with its first page shown.
  private func makeLoadedScreen(_ scheduler: TestScheduler) -> (FeedViewController, FakeFeedService) {
    let (screen, service) = makeScreen(scheduler)
    scheduler.advance(by: 200)
    return (screen, service)
  }

  @Test func opensWithTheSpinnerThenShowsTheFirstPage() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      #expect(screen.activityIndicator.isAnimating)
      #expect(screen.tableView.render() == "0 rows")
      #expect(service.requestedPages == [0])
      scheduler.advance(by: 200)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.tableView.render() == "3 rows: Post 1 by Al | Post 2 by Bo | Post 3 by Al")
      #expect(screen.errorLabel.isHidden)
    }
  }

  @Test func pullToRefreshReloadsTheFirstPageAndStopsRefreshing() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeLoadedScreen(scheduler)
      service.publish(Post(title: "Breaking", author: "Cy"))
      #expect(screen.tableView.pullToRefresh())
      scheduler.settle()
      #expect(screen.tableView.isRefreshing)
      #expect(!screen.tableView.pullToRefresh())
      scheduler.advance(by: 200)
      #expect(service.requestedPages == [0, 0])
      #expect(
        screen.tableView.render() == "3 rows: Breaking by Cy | Post 1 by Al | Post 2 by Bo")
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.tableView.pullToRefresh())
    }
  }

  @Test func reachingTheBottomLoadsTheNextPagesUntilTheEnd() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeLoadedScreen(scheduler)
      screen.tableView.scrollToBottom()
      scheduler.advance(by: 200)
      #expect(screen.tableView.items.count == 6)
      scheduler.advance(by: 1000)
      screen.tableView.scrollToBottom()
      scheduler.advance(by: 1000)
      #expect(screen.tableView.items.count == 7)
      #expect(screen.tableView.items.last == "Post 7 by Al")
      screen.tableView.scrollToBottom()
      scheduler.advance(by: 1000)
      screen.tableView.scrollToBottom()
      scheduler.advance(by: 1000)
      #expect(service.requestedPages == [0, 1, 2, 3])
      #expect(screen.tableView.items.count == 7)
    }
  }

  @Test func aBurstOfScrollsToTheBottomLoadsOnePage() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeLoadedScreen(scheduler)
      for _ in 1...4 {
        screen.tableView.scrollToBottom()
        scheduler.advance(by: 100)
      }
      scheduler.advance(by: 2000)
      #expect(service.requestedPages == [0, 1])
      #expect(screen.tableView.items.count == 6)
    }
  }

  @Test func refreshStartsThePagingOver() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeLoadedScreen(scheduler)
      screen.tableView.scrollToBottom()
      scheduler.advance(by: 1000)
      screen.tableView.pullToRefresh()
      scheduler.advance(by: 1000)
      #expect(screen.tableView.items.count == 3)
      screen.tableView.scrollToBottom()
      scheduler.advance(by: 200)
      #expect(service.requestedPages == [0, 1, 0, 1])
      #expect(screen.tableView.items == posts.prefix(6).map(\.rowText))
    }
  }

  @Test func aFailedFirstLoadShowsTheErrorUntilARefreshWorks() {
    withScreenScheduler { scheduler in
      let service = FakeFeedService(scheduler: scheduler, posts: posts)
      service.nextError = .offline
      let screen = FeedViewController(
        viewModel: FeedViewModel(feedService: service), navigator: Navigator(root: "Feed"))
      screen.viewDidLoad()
      scheduler.advance(by: 200)
      #expect(screen.errorLabel.render() == "\"You are offline\"")
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.tableView.items.isEmpty)
      screen.tableView.pullToRefresh()
      scheduler.settle()
      #expect(screen.errorLabel.isHidden)
      scheduler.advance(by: 200)
      #expect(screen.tableView.items.count == 3)
      #expect(!screen.tableView.isRefreshing)
    }
  }

  @Test func aFailedRefreshKeepsThePostsAndShowsTheError() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeLoadedScreen(scheduler)
      service.nextError = .offline
      screen.tableView.pullToRefresh()
      scheduler.advance(by: 200)
      #expect(!screen.tableView.isRefreshing)
      #expect(screen.tableView.items.count == 3)
      #expect(screen.errorLabel.render() == "\"You are offline\"")
    }
  }

  @Test func aFailedPageIsAskedForAgainOnTheNextScroll() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeLoadedScreen(scheduler)
      service.nextError = .offline
      screen.tableView.scrollToBottom()
      scheduler.advance(by: 1000)
      #expect(!screen.errorLabel.isHidden)
      #expect(screen.tableView.items.count == 3)
      screen.tableView.scrollToBottom()
      scheduler.advance(by: 200)
      #expect(service.requestedPages == [0, 1, 1])
      #expect(screen.tableView.items.count == 6)
    }
  }

  @Test func selectingAPostOpensIt() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeLoadedScreen(scheduler)
      screen.tableView.select(row: 1)
      scheduler.settle()
      #expect(screen.navigator.stack == ["Feed", "Post: Post 2"])
    }
  }
}
