import BindingCore
import Testing

@testable import BindingInspector

/// The program's live subscriptions: where each was made, the bag that holds it, and what a
/// stretch of the program left alive (mark and compare). In the recorder's serialized suite,
/// since an inspector is attached for the whole process.
extension InspectorRecorderTests {
  @Test func listsALiveSubscriptionWithItsLineAndTheBagThatHoldsIt() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let bagLine = #line + 1
    let bag = DisposeBag()
    let relay = PublishRelay<Int>()
    let line = #line + 1
    relay.map { $0 + 1 }.subscribe(onNext: { _ in }).disposed(by: bag)
    let snapshot = inspector.snapshot()

    let subscription = try #require(snapshot.subscriptions.first)
    #expect(snapshot.subscriptions.count == 1)
    let subscriber = try #require(snapshot.nodes.first { $0.id == subscription.node })
    let source = try #require(snapshot.nodes.first { $0.id == subscription.source })
    #expect(subscriber.name == "subscribe")
    #expect(subscriber.site == "InspectorRecorderTests+Subscriptions.swift:\(line)")
    #expect(source.name == "map")
    #expect(subscription.owner?.name == "DisposeBag")
    #expect(subscription.owner?.site == "InspectorRecorderTests+Subscriptions.swift:\(bagLine)")
    #expect((0...snapshot.time).contains(subscription.since))
  }

  @Test func aSubscriptionInNoBagHasNoOwnerAndLeavesTheListWhenDisposed() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = BehaviorRelay(value: "a")
    let subscription = relay.subscribe(onNext: { _ in })
    let alive = inspector.snapshot().subscriptions
    subscription.dispose()

    #expect(alive.count == 1)
    #expect(alive.first?.owner == nil)
    #expect(inspector.snapshot().subscriptions.isEmpty)
  }

  @Test func aBagGoingAwayEndsItsSubscriptionsInTheList() {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    var bag: DisposeBag? = DisposeBag()
    relay.subscribe(onNext: { _ in }).disposed(by: bag!)
    relay.filter { $0 > 0 }.subscribe(onNext: { _ in }).disposed(by: bag!)
    let owners = Set(inspector.snapshot().subscriptions.compactMap(\.owner?.id))
    bag = nil

    #expect(owners.count == 1)
    #expect(inspector.snapshot().subscriptions.isEmpty)
  }

  /// As a two-way binding returns its two subscriptions: a composite of one and a holder.
  @Test func theSubscriptionsInsideACompositeInABagAreHeldByIt() {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let bag = DisposeBag()
    let relay = PublishRelay<Int>()
    let holder = SingleAssignmentDisposable()
    let serial = SerialDisposable()
    holder.setDisposable(relay.map { $0 }.subscribe(onNext: { _ in }))
    serial.disposable = relay.filter { $0 > 0 }.subscribe(onNext: { _ in })
    Disposables.create(relay.subscribe(onNext: { _ in }), holder, serial).disposed(by: bag)
    let subscriptions = inspector.snapshot().subscriptions

    #expect(subscriptions.count == 3)
    #expect(subscriptions.allSatisfy { $0.owner?.name == "DisposeBag" })
  }

  @Test func compareListsWhatWasMadeAfterTheMarkAndIsStillAlive() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let before = relay.subscribe(onNext: { _ in })
    defer { before.dispose() }
    let mark = inspector.mark()
    do {
      let screenBag = DisposeBag()
      relay.map { $0 * 2 }.subscribe(onNext: { _ in }).disposed(by: screenBag)
    }
    let leakLine = #line + 1
    _ = relay.filter { $0 > 1 }.subscribe(onNext: { _ in })
    let snapshot = inspector.snapshot()
    let left = snapshot.leftAlive(since: mark)

    #expect(snapshot.subscriptions.count == 2)
    let leaked = try #require(left.first)
    #expect(left.count == 1)
    #expect(leaked.owner == nil)
    #expect(
      snapshot.nodes.first { $0.id == leaked.node }?.site
        == "InspectorRecorderTests+Subscriptions.swift:\(leakLine)")
    #expect(snapshot.nodes.first { $0.id == leaked.source }?.name == "filter")
    #expect(snapshot.mark.subscriptionsMade >= mark.subscriptionsMade + 2)
  }

  @Test func thePageListsTheSubscriptionsByTheGraphsNames() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let bag = DisposeBag()
    let relay = PublishRelay<Int>().inspected("taps")
    relay.subscribe(onNext: { _ in }).disposed(by: bag)
    let snapshot = inspector.snapshot()
    let state = InspectorPage(snapshot).state(snapshot, changed: [], sequence: 1)
    let list = try #require(state.subscriptions)

    #expect(list.made == snapshot.subscriptionsMade)
    #expect(list.entries.count == 1)
    #expect(list.entries.first?.source == "taps")
    #expect(
      list.entries.first?.subscriber.hasPrefix("subscribe InspectorRecorderTests+Subscriptions.swift:")
        == true)
    #expect(
      list.entries.first?.owner?.hasPrefix("DisposeBag InspectorRecorderTests+Subscriptions.swift:") == true)
  }
}
