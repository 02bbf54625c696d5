import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ListViewTests {
  @Test func itemsBinderSetsTheRowsAtOnce() {
    let list = ListView()
    let results = BehaviorRelay(value: ["a", "b"])
    let binding = results => list.rx.items
    #expect(list.items == ["a", "b"])
    results.accept([])
    #expect(list.history == [["a", "b"], []])
    binding.dispose()
  }

  @Test func itemsOfAnyElementUseTheRowText() {
    let list = ListView()
    let binding = Observable.just([3, 5]) => list.rx.items { row, number in "\(row): \(number)" }
    #expect(list.items == ["0: 3", "1: 5"])
    binding.dispose()
  }

  @Test func selectingARowReportsItsIndex() {
    let list = ListView(items: ["a", "b", "c"])
    let (log, subscription) = list.rx.itemSelected.record()
    #expect(list.select(row: 2))
    #expect(!list.select(row: 3))
    #expect(!list.select(row: -1))
    #expect(log.values == [2])
    #expect(list.selectedRow == 2)
    subscription.dispose()
  }

  @Test func newItemsClearTheSelection() {
    let list = ListView(items: ["a"])
    list.select(row: 0)
    list.items = ["b"]
    #expect(list.selectedRow == nil)
  }

  @Test func pullToRefreshStartsRefreshingUntilCodeEndsIt() {
    let list = ListView()
    let refreshing = PublishRelay<Bool>()
    var refreshes = 0
    let bindings = [list.rx.refresh => { refreshes += 1 }, refreshing => list.rx.isRefreshing]
    #expect(list.pullToRefresh())
    #expect(list.isRefreshing)
    #expect(!list.pullToRefresh())
    refreshing.accept(false)
    #expect(list.pullToRefresh())
    #expect(refreshes == 2)
    bindings.forEach { $0.dispose() }
  }

  @Test func scrollingToTheBottomFiresEachTime() {
    let list = ListView(items: ["a"])
    var reached = 0
    let binding = list.rx.reachedBottom => { reached += 1 }
    list.scrollToBottom()
    list.scrollToBottom()
    #expect(reached == 2)
    binding.dispose()
  }

  @Test func hiddenListIgnoresTheUser() {
    let list = ListView(items: ["a"])
    list.isHidden = true
    #expect(!list.select(row: 0))
    #expect(!list.pullToRefresh())
    #expect(!list.scrollToBottom())
  }

  @Test func eventsCompleteWhenTheListIsFreed() {
    var list: ListView? = ListView()
    let (selected, a) = list!.rx.itemSelected.record()
    let (refresh, b) = list!.rx.refresh.record()
    let (bottom, c) = list!.rx.reachedBottom.record()
    list = nil
    #expect(selected.isCompleted && refresh.isCompleted && bottom.isCompleted)
    [a, b, c].forEach { $0.dispose() }
  }

  @Test func rendersRowsSelectionAndRefreshing() {
    let list = ListView(items: ["Hello", "Swift 6", "Bind"])
    #expect(list.render() == "3 rows: Hello | Swift 6 | Bind")
    list.select(row: 1)
    list.pullToRefresh()
    #expect(list.render() == "3 rows: Hello | [Swift 6] | Bind (refreshing)")
    list.isRefreshing = false
    list.items = ["one"]
    list.renderedRowLimit = 0
    #expect(list.render() == "1 row: … 1 more")
    #expect(ListView().render() == "0 rows")
    list.items = (1...7).map { "\($0)" }
    list.renderedRowLimit = 2
    #expect(list.render() == "7 rows: 1 | 2 | … 5 more")
  }
}
