import BindingTest
import Foundation

/// One hit of a search.
struct SearchResult: Equatable {
  let title: String
  let subtitle: String

  /// The result as a row of the list: `Swift (language)`.
  var rowText: String { "\(title) (\(subtitle))" }
}

/// The search backend of the tests: a catalogue filtered by title, each answer a cold
/// ``TestableObservable`` sent `latency` ticks after it is subscribed, kept so that tests can
/// see when each request was cancelled.
final class FakeSearchService {
  private let scheduler: TestScheduler
  private let catalogue: [SearchResult]

  /// How many milliseconds each answer takes.
  var latency = 200

  /// Queries answered with an error.
  var failingQueries: Set<String> = []

  /// Each query made, with the answer it got, in order.
  private(set) var requests: [(query: String, answer: TestableObservable<[SearchResult]>)] = []

  init(scheduler: TestScheduler, catalogue: [SearchResult]) {
    self.scheduler = scheduler
    self.catalogue = catalogue
  }

  /// The queries made, in order.
  var queries: [String] { requests.map(\.query) }

  /// The results whose title contains `query`, ignoring case, after ``latency``.
  func search(query: String) -> Observable<[SearchResult]> {
    let answer: TestableObservable<[SearchResult]>
    if failingQueries.contains(query) {
      answer = scheduler.createColdObservable([.error(latency, TestError("search is down"))])
    } else {
      let hits = catalogue.filter { $0.title.localizedCaseInsensitiveContains(query) }
      answer = scheduler.createColdObservable([.next(latency, hits), .completed(latency)])
    }
    requests.append((query, answer))
    return answer.asObservable()
  }
}

/// The reference's search view model: debounced, de-duplicated queries whose stale answers
/// are dropped.
final class SearchViewModel {
  @Mutable var searchQuery = ""
  @Bindable private(set) var results: [SearchResult] = []
  @Bindable private(set) var isSearching = false
  @Bindable private(set) var isEmpty = false

  @ViewAction var selectResult: (SearchResult) -> Void

  private let searchService: FakeSearchService
  private let scheduler: any SchedulerType
  private let disposeBag = DisposeBag()

  /// - Parameter scheduler: Runs the debounce: the main scheduler in an app (the default,
  ///   `SharingScheduler.current`), a virtual-time scheduler in tests.
  init(searchService: FakeSearchService, scheduler: any SchedulerType = SharingScheduler.current) {
    self.searchService = searchService
    self.scheduler = scheduler
    setUpSearch()
  }

  private func setUpSearch() {
    /// Differs from the reference: `debounce` and `observe(on:)` take a scheduler (the
    /// reference's `debounce(.milliseconds(300))` does not compile on an `Observable`): the
    /// debounce runs on the one passed in, the delivery on `SharingScheduler.current`, the
    /// main one in an app and the test scheduler under `SharingScheduler.mock`.
    /// `isEmpty` is only set for a query that found nothing: the reference also showed the
    /// empty state for an empty search field.
    $searchQuery
      .debounce(.milliseconds(300), scheduler: scheduler)
      .distinctUntilChanged()
      .do(onNext: { [weak self] _ in self?.isSearching = true })
      .flatMapLatest { [searchService] query -> Observable<(String, [SearchResult])> in
        guard !query.isEmpty else { return .just((query, [])) }
        return searchService.search(query: query)
          .catch { _ in .just([]) }
          .map { (query, $0) }
      }
      .observe(on: SharingScheduler.current)
      .subscribe(onNext: { [weak self] query, results in
        self?.isSearching = false
        self?.results = results
        self?.isEmpty = results.isEmpty && !query.isEmpty
      })
      .disposed(by: disposeBag)
  }
}

/// The reference's search view controller, with stand-in controls.
///
/// Differs from the reference: no UIKit. The `UISearchBar` is a ``TextField``, the table a
/// ``ListView`` whose rows are text (no cells), and `pushViewController` a ``Navigator``.
@MainActor final class SearchViewController: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel: SearchViewModel
  let navigator: Navigator

  let searchBar = TextField(placeholder: "Search")
  let tableView = ListView()
  let activityIndicator = ActivityIndicator()
  let emptyStateLabel = Label(text: "No results")

  init(viewModel: SearchViewModel, navigator: Navigator) {
    self.viewModel = viewModel
    self.navigator = navigator
  }

  func viewDidLoad() {
    binding {
      viewModel.$searchQuery <=> searchBar.rx.text ?? ""

      viewModel.$results => tableView.rx.items { _, result in result.rowText }

      viewModel.$isSearching => activityIndicator.rx.isAnimating

      /// Differs from the reference: it wrote `emptyStateLabel.rx.isHidden.map { !$0 }`, but an
      /// observer has no `map`; the driver is mapped instead.
      viewModel.$isEmpty.map { !$0 } => emptyStateLabel.rx.isHidden

      /// Differs from the reference: the list reports selected rows, not models
      /// (`modelSelected(SearchResult.self)`); the row is looked up in the latest results.
      tableView.rx.itemSelected.withLatestFrom(viewModel.$results) { row, results in results[row] }
        => { [weak self] result in self?.viewModel.selectResult(result) }

      viewModel.$selectResult => { [weak self] result in
        self?.navigator.push("Detail: \(result.title)")
      }
    }
  }
}
