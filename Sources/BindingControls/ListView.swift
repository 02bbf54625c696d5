/// A stand-in table: rows of text that code sets, which the user selects, pulls to refresh
/// and scrolls to the end of.
///
/// ```swift
/// let feed = ListView()
/// viewModel.$posts => feed.rx.items { _, post in post.title }
/// viewModel.$isRefreshing => feed.rx.isRefreshing
/// feed.rx.refresh => { viewModel.refresh() }
/// feed.rx.reachedBottom => { viewModel.loadMore() }
/// feed.rx.itemSelected => { row in viewModel.open(row) }
/// feed.pullToRefresh()     // the user pulls: the list shows it refreshes, rx.refresh fires
/// feed.render()            // "3 rows: Hello | [Swift 6] | Bind (refreshing)"
/// ```
///
/// A hidden list ignores the user.
public final class ListView: ViewControl {
  private let selections = UserEvents<Int>()
  private let refreshes = UserEvents<Void>()
  private let bottomReached = UserEvents<Void>()

  /// The rows' texts; assigning them is recorded in ``history`` and clears the selection,
  /// as reloading a table does.
  public var items: [String] {
    didSet {
      history.append(items)
      selectedRow = nil
    }
  }

  /// The row the user selected last, until the items change.
  public private(set) var selectedRow: Int?

  /// Whether the refresh control spins: set by the user's ``pullToRefresh()``, cleared by
  /// code when the refresh ends.
  public var isRefreshing = false

  /// Whether the list is hidden.
  public var isHidden = false

  /// Every value assigned to ``items`` (bindings included), oldest first.
  public private(set) var history: [[String]] = []

  /// How many rows ``render()`` shows before summarising the rest.
  public var renderedRowLimit = 5

  /// Creates a list with `items`.
  public init(items: [String] = []) {
    self.items = items
  }

  /// The user selects the row at `row`: reported through `rx.itemSelected`.
  ///
  /// - Returns: `false`, changing nothing, when there is no such row or the list is hidden.
  @discardableResult
  public func select(row: Int) -> Bool {
    guard !isHidden, items.indices.contains(row) else { return false }
    selectedRow = row
    selections.send(row)
    return true
  }

  /// The user pulls the list down: it starts refreshing and `rx.refresh` fires.
  ///
  /// - Returns: `false`, changing nothing, while a refresh is already under way (a refresh
  ///   control cannot be pulled again before it ends) or the list is hidden.
  @discardableResult
  public func pullToRefresh() -> Bool {
    guard !isHidden, !isRefreshing else { return false }
    isRefreshing = true
    refreshes.send(())
    return true
  }

  /// The user scrolls to the last row: `rx.reachedBottom` fires, each time.
  ///
  /// - Returns: `false`, changing nothing, when the list is hidden.
  @discardableResult
  public func scrollToBottom() -> Bool {
    guard !isHidden else { return false }
    bottomReached.send(())
    return true
  }

  /// Forgets the recorded ``history``.
  public func clearHistory() { history.removeAll() }

  /// The row count, then the first rows separated by `|`, the selected one in brackets:
  /// `3 rows: Hello | [Swift 6] | Bind`.
  public func render() -> String {
    let limit = max(renderedRowLimit, 0)
    var rows = items.prefix(limit).enumerated().map { row, text in
      row == selectedRow ? "[\(text.singleLine)]" : text.singleLine
    }
    if items.count > limit { rows.append("… \(items.count - limit) more") }
    let count = items.count == 1 ? "1 row" : "\(items.count) rows"
    return (rows.isEmpty ? count : "\(count): " + rows.joined(separator: " | "))
      + renderedFlags(("refreshing", isRefreshing), ("hidden", isHidden))
  }

  fileprivate var itemSelectedEvent: ControlEvent<Int> { selections.controlEvent }
  fileprivate var refreshEvent: ControlEvent<Void> { refreshes.controlEvent }
  fileprivate var reachedBottomEvent: ControlEvent<Void> { bottomReached.controlEvent }
}

extension Reactive where Base: ListView {
  /// Sets the rows, at once.
  ///
  /// ```swift
  /// viewModel.$results => resultsList.rx.items
  /// ```
  public var items: Binder<[String]> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { list, items in list.items = items }
  }

  /// Sets the rows from any elements, each shown as `rowText(row, element)`, at once.
  ///
  /// ```swift
  /// viewModel.$posts => feed.rx.items { _, post in "\(post.title) by \(post.author)" }
  /// ```
  public func items<Element>(_ rowText: @escaping (Int, Element) -> String) -> Binder<[Element]> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { list, elements in
      list.items = elements.enumerated().map { rowText($0.offset, $0.element) }
    }
  }

  /// The row index of each selection the user makes.
  public var itemSelected: ControlEvent<Int> { base.itemSelectedEvent }

  /// Each pull to refresh.
  ///
  /// ```swift
  /// feed.rx.refresh => { viewModel.refresh() }
  /// ```
  public var refresh: ControlEvent<Void> { base.refreshEvent }

  /// Starts or ends the refresh indicator, at once.
  public var isRefreshing: Binder<Bool> {
    Binder(inspecting: base, scheduler: ImmediateScheduler.instance) { list, isRefreshing in
      list.isRefreshing = isRefreshing
    }
  }

  /// Each time the user scrolls to the last row, for loading the next page.
  public var reachedBottom: ControlEvent<Void> { base.reachedBottomEvent }
}
