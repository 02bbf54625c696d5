import BindingTest
import Foundation

/// One entry of the feed.
struct Post: Equatable {
  let title: String
  let author: String

  /// The post as a row of the list: `Hello by Ada`.
  var rowText: String { "\(title) by \(author)" }
}

/// Why the fake feed service failed.
enum FeedError: LocalizedError {
  case offline

  var errorDescription: String? {
    switch self {
    case .offline: "You are offline"
    }
  }
}

/// The feed backend of the tests: posts in memory, newest first, served in pages of three,
/// each answer 200 ms after the request on the test scheduler.
final class FakeFeedService {
  private let scheduler: TestScheduler
  private var posts: [Post]

  /// How many posts a page holds.
  let pageSize = 3

  /// The error the next request fails with, if any; used once.
  var nextError: FeedError?

  /// The pages requested, in order.
  private(set) var requestedPages: [Int] = []

  init(scheduler: TestScheduler, posts: [Post]) {
    self.scheduler = scheduler
    self.posts = posts
  }

  /// Adds `post` at the top of the feed.
  func publish(_ post: Post) {
    posts.insert(post, at: 0)
  }

  /// The posts of `page` (from 0), 200 ms later; empty past the last page.
  func fetchPosts(page: Int) -> Observable<[Post]> {
    requestedPages.append(page)
    if let error = nextError {
      nextError = nil
      return Observable<Int>.timer(.milliseconds(200), scheduler: scheduler)
        .map { _ -> [Post] in throw error }
    }
    let pagePosts = Array(posts.dropFirst(page * pageSize).prefix(pageSize))
    return Observable.just(pagePosts).delay(.milliseconds(200), scheduler: scheduler)
  }
}

/// The reference's feed view model: a first load, pull to refresh and paging.
final class FeedViewModel {
  @Bindable private(set) var posts: [Post] = []
  @Bindable private(set) var isLoading = false
  @Bindable private(set) var isRefreshing = false
  @Bindable private(set) var hasError = false
  @Bindable private(set) var errorMessage = ""

  @ViewAction.NoParam var loadInitialData: () -> Void
  @ViewAction.NoParam var refresh: () -> Void
  @ViewAction.NoParam var loadMore: () -> Void
  @ViewAction var selectPost: (Post) -> Void

  private let feedService: FakeFeedService
  private let disposeBag = DisposeBag()
  private var currentPage = 0
  private var isAtEnd = false

  init(feedService: FakeFeedService) {
    self.feedService = feedService
    setUpActions()
  }

  private func show(_ error: any Error) {
    errorMessage = error.localizedDescription
    hasError = true
  }

  private func setUpActions() {
    let service = feedService

    /// Differs from the reference: `asObservable()` before `flatMapLatest` (a `Signal`'s must
    /// return a `Signal`), and `observe(on: SharingScheduler.current)` in place of
    /// `MainScheduler.instance`, as on the other screens.
    $loadInitialData.asObservable()
      .do(onNext: { [weak self] in
        self?.isLoading = true
        self?.hasError = false
      })
      .flatMapLatest { [weak self] _ -> Observable<[Post]> in
        service.fetchPosts(page: 0)
          .catch { error in
            self?.show(error)
            return .just([])
          }
      }
      .observe(on: SharingScheduler.current)
      .subscribe(onNext: { [weak self] posts in
        self?.isLoading = false
        self?.posts = posts
        self?.currentPage = 0
        self?.isAtEnd = false
      })
      .disposed(by: disposeBag)

    /// Differs from the reference: a failed refresh keeps the posts on screen and shows the
    /// error; the reference silently replaced them with an empty list.
    $refresh.asObservable()
      .do(onNext: { [weak self] in
        self?.isRefreshing = true
        self?.hasError = false
      })
      .flatMapLatest { [weak self] _ -> Observable<[Post]?> in
        service.fetchPosts(page: 0)
          .map { Optional($0) }
          .catch { error in
            self?.show(error)
            return .just(nil)
          }
      }
      .observe(on: SharingScheduler.current)
      .subscribe(onNext: { [weak self] posts in
        guard let self else { return }
        isRefreshing = false
        guard let posts else { return }
        self.posts = posts
        currentPage = 0
        isAtEnd = false
      })
      .disposed(by: disposeBag)

    /// Differs from the reference: a failed page is not counted as loaded (the reference
    /// moved on to the next page, so that one was never shown), and an empty page ends the
    /// paging instead of asking for ever further pages.
    $loadMore.asObservable()
      .filter { [weak self] in self.map { !$0.isAtEnd && !$0.isLoading } ?? false }
      .flatMapLatest { [weak self] _ -> Observable<(page: Int, posts: [Post]?)> in
        guard let self else { return .empty() }
        let page = currentPage + 1
        return service.fetchPosts(page: page)
          .map { (page, $0) }
          .catch { [weak self] error in
            self?.show(error)
            return .just((page, nil))
          }
      }
      .observe(on: SharingScheduler.current)
      .subscribe(onNext: { [weak self] page, newPosts in
        guard let self, let newPosts else { return }
        if newPosts.isEmpty {
          isAtEnd = true
        } else {
          posts.append(contentsOf: newPosts)
          currentPage = page
        }
      })
      .disposed(by: disposeBag)
  }
}

/// The reference's feed view controller, with stand-in controls.
///
/// Differs from the reference: no UIKit. The table and its `UIRefreshControl` are one
/// ``ListView`` (`rx.refresh`, `rx.isRefreshing`), the error view is the error ``Label``
/// itself, and `pushViewController` is a ``Navigator``.
@MainActor final class FeedViewController: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel: FeedViewModel
  let navigator: Navigator

  let tableView = ListView()
  let activityIndicator = ActivityIndicator()
  let errorLabel = Label()

  private let scheduler: any SchedulerType

  /// - Parameter scheduler: Runs the throttle of page loads: the main scheduler in an app
  ///   (the default, `SharingScheduler.current`), a virtual-time scheduler in tests.
  init(
    viewModel: FeedViewModel, navigator: Navigator,
    scheduler: any SchedulerType = SharingScheduler.current
  ) {
    self.viewModel = viewModel
    self.navigator = navigator
    self.scheduler = scheduler
  }

  func viewDidLoad() {
    setUpBindings()
    viewModel.loadInitialData()
  }

  private func setUpBindings() {
    binding {
      viewModel.$posts => tableView.rx.items { _, post in post.rowText }

      viewModel.$isLoading => activityIndicator.rx.isAnimating
      viewModel.$isRefreshing => tableView.rx.isRefreshing

      /// Differs from the reference: an observer has no `map`
      /// (`errorView.rx.isHidden.map { !$0 }`); the driver is mapped instead.
      viewModel.$hasError.map { !$0 } => errorLabel.rx.isHidden
      viewModel.$errorMessage => errorLabel.rx.text

      tableView.rx.refresh => { [weak self] in self?.viewModel.refresh() }

      /// Differs from the reference: the list reports selected rows, not models
      /// (`modelSelected(Post.self)`); the row is looked up in the latest posts.
      tableView.rx.itemSelected.withLatestFrom(viewModel.$posts) { row, posts in posts[row] }
        => { [weak self] post in self?.viewModel.selectPost(post) }
      viewModel.$selectPost => { [weak self] post in self?.navigator.push("Post: \(post.title)") }

      /// Differs from the reference: the list reports reaching its last row (`rx.reachedBottom`)
      /// instead of a `contentOffset` compared with the content size; the throttle runs on the
      /// scheduler passed in (not `MainScheduler.instance`) and drops the scrolls inside
      /// its window (`latest: false`), so a burst of scrolls loads one page, not a second one
      /// when the window ends.
      tableView.rx.reachedBottom
        .throttle(.seconds(1), latest: false, scheduler: scheduler)
        => { [weak self] in self?.viewModel.loadMore() }
    }
  }
}
