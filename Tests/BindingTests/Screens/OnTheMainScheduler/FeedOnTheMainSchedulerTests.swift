import BindingTest
import BindingTestExpectations
import Testing

/// The feed screen with real main-queue delivery; the service and the throttle of page
/// loads run on the virtual-time scheduler.
@MainActor @Suite(.checksResources) struct FeedOnTheMainSchedulerTests {
  private let posts = (1...7).map { Post(title: "Post \($0)", author: $0.isMultiple(of: 2) ? "Bo" : "Al") }

  private func makeScreen(_ scheduler: TestScheduler) -> (FeedViewController, FakeFeedService) {
    let service = FakeFeedService(scheduler: scheduler, posts: posts)
    let screen = FeedViewController(
      viewModel: FeedViewModel(feedService: service), navigator: Navigator(root: "Feed"),
      scheduler: scheduler)
    screen.viewDidLoad()
    return (screen, service)
  }

  @Test func theSpinnerShowsAtOnceThenTheFirstPage() {
    onTheMainScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      #expect(screen.activityIndicator.isAnimating)
      #expect(service.requestedPages == [0])
      scheduler.advance(by: 200)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.tableView.render() == "3 rows: Post 1 by Al | Post 2 by Bo | Post 3 by Al")
    }
  }

  @Test func reachingTheBottomLoadsOnePagePerBurst() {
    onTheMainScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      scheduler.advance(by: 200)
      screen.tableView.scrollToBottom()
      screen.tableView.scrollToBottom()
      #expect(service.requestedPages == [0, 1])
      scheduler.advance(by: 200)
      #expect(screen.tableView.items.count == 6)
    }
  }

  @Test func pullToRefreshShowsTheRefreshAtOnce() {
    onTheMainScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      scheduler.advance(by: 200)
      #expect(screen.tableView.pullToRefresh())
      #expect(screen.tableView.isRefreshing)
      scheduler.advance(by: 200)
      #expect(!screen.tableView.isRefreshing)
    }
  }

  @Test func selectingAPostOpensItAtOnce() {
    onTheMainScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      scheduler.advance(by: 200)
      #expect(screen.tableView.select(row: 1))
      #expect(screen.navigator.visible == "Post: Post 2")
    }
  }
}
