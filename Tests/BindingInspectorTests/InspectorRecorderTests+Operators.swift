import BindingCore
import Testing

@testable import BindingInspector

/// The edges into operators that subscribe more than one source or subscribe sources of their
/// own (`flatMap` and its kin, `merge`, `concat`, `catch`, multicasting, `startWith`), and their
/// lanes. In the recorder's serialized suite, since an inspector is attached for the process.
extension InspectorRecorderTests {
  @Test func drawsAnEdgeFromEachInnerSequenceIntoFlatMap() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let ids = PublishRelay<Int>()
    let first = BehaviorRelay(value: "a")
    let second = BehaviorRelay(value: "b")
    let subscription = ids.flatMap { $0 == 0 ? first : second }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    ids.accept(0)
    ids.accept(1)
    first.accept("c")
    let snapshot = inspector.snapshot()

    let flatMap = try #require(snapshot.nodes.first { $0.name == "flatMap" })
    #expect(sources(of: flatMap, in: snapshot) == ["BehaviorRelay", "BehaviorRelay", "PublishRelay"])
    #expect(values(snapshot, flatMap) == ["a", "b", "c"])
  }

  @Test func drawsAnEdgeFromTheLatestInnerSequenceIntoFlatMapLatest() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let query = PublishRelay<Int>()
    let results = BehaviorRelay(value: "none")
    let subscription = query.flatMapLatest { n in results.map { "\($0) \(n)" } }
      .subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    query.accept(1)
    results.accept("some")
    let snapshot = inspector.snapshot()

    let latest = try #require(snapshot.nodes.first { $0.name == "flatMapLatest" })
    #expect(sources(of: latest, in: snapshot) == ["PublishRelay", "map"])
    #expect(values(snapshot, latest) == ["none 1", "some 1"])
  }

  @Test func drawsAnEdgeFromEachMergedSourceIntoMerge() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let left = PublishRelay<Int>()
    let right = PublishRelay<Int>()
    let subscription = Observable.merge(left.asObservable(), right.asObservable())
      .subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    left.accept(1)
    right.accept(2)
    let snapshot = inspector.snapshot()

    let merge = try #require(snapshot.nodes.first { $0.name == "flatMap" })
    #expect(sources(of: merge, in: snapshot).filter { $0 == "PublishRelay" }.count == 2)
    #expect(values(snapshot, merge) == ["1", "2"])
  }

  @Test func drawsAnEdgeFromEachConcatenatedSourceIntoConcat() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let first = PublishSubject<Int>()
    let second = BehaviorRelay(value: 2)
    let subscription = first.concat(second).subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    first.onNext(1)
    first.onCompleted()
    let snapshot = inspector.snapshot()

    let concat = try #require(snapshot.nodes.first { $0.name == "concat" })
    #expect(sources(of: concat, in: snapshot) == ["BehaviorRelay", "PublishSubject"])
    #expect(values(snapshot, concat) == ["1", "2"])
  }

  @Test func drawsAnEdgeFromTheFallbackIntoCatch() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let requests = PublishSubject<String>()
    let cached = BehaviorRelay(value: "cached")
    let subscription = requests.catch { _ in cached.asObservable() }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    requests.onNext("fresh")
    requests.onError(TestError())
    let snapshot = inspector.snapshot()

    let fallback = try #require(snapshot.nodes.first { $0.name == "catch" })
    #expect(sources(of: fallback, in: snapshot) == ["BehaviorRelay", "PublishSubject"])
    #expect(values(snapshot, fallback) == ["fresh", "cached"])
  }

  @Test func drawsTheEdgesThroughShareFromTheSourceToEachSubscriber() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let shared = relay.map { $0 * 10 }.share()
    let one = shared.subscribe(onNext: { _ in })
    let two = shared.subscribe(onNext: { _ in })
    defer {
      one.dispose()
      two.dispose()
    }
    relay.accept(1)
    let snapshot = inspector.snapshot()

    let multicast = try #require(snapshot.nodes.first { $0.name == "multicast" })
    let refCount = try #require(snapshot.nodes.first { $0.name == "refCount" })
    #expect(sources(of: multicast, in: snapshot) == ["map"])
    #expect(sources(of: refCount, in: snapshot) == ["multicast"])
    #expect(snapshot.edges.filter { $0.from == refCount.id }.count == 2)
    #expect(values(snapshot, refCount) == ["10"])
  }

  @Test func drawsAnEdgeFromTheSourceIntoStartWith() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let subscription = relay.startWith(0).subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    relay.accept(1)
    let snapshot = inspector.snapshot()

    let startWith = try #require(snapshot.nodes.first { $0.name == "startWith" })
    #expect(sources(of: startWith, in: snapshot) == ["PublishRelay"])
    #expect(values(snapshot, startWith) == ["0", "1"])
  }

  @Test func drawsAnEdgeFromTheSourceIntoSubscribeOn() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = BehaviorRelay(value: 1)
    let subscription = relay.subscribe(on: CurrentThreadScheduler.instance)
      .subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    relay.accept(2)
    let snapshot = inspector.snapshot()

    let subscribeOn = try #require(snapshot.nodes.first { $0.name == "subscribeOn" })
    #expect(sources(of: subscribeOn, in: snapshot) == ["BehaviorRelay"])
    #expect(values(snapshot, subscribeOn) == ["1", "2"])
  }

  /// The names of the nodes with an edge into `node`, sorted.
  private func sources(of node: InspectedNode, in snapshot: InspectorSnapshot) -> [String] {
    snapshot.edges.filter { $0.to == node.id }.compactMap { edge in
      snapshot.nodes.first { $0.id == edge.from }?.name
    }.sorted()
  }
}

private struct TestError: Error {}

/// The edges into the operators that subscribe without an operator's usual subscription
/// (`do`'s wrapper of its subscription callbacks, `groupBy` and its groups, `window` and its
/// windows), and the names of the operators one class serves (`concat`, `retry`, `catch`).
extension InspectorRecorderTests {
  @Test func drawsAnEdgeIntoDosSubscriptionWrapperAndStillCallsItsCallbacks() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    var calls: [String] = []
    let subscription = relay.do(
      onSubscribe: { calls.append("subscribe") }, onSubscribed: { calls.append("subscribed") },
      onDispose: { calls.append("dispose") }
    )
    .subscribe(onNext: { _ in })
    relay.accept(1)
    let snapshot = inspector.snapshot()
    subscription.dispose()

    let dos = snapshot.nodes.filter { $0.name == "do" }
    #expect(dos.count == 2)
    let inner = try #require(dos.first { sources(of: $0, in: snapshot) == ["PublishRelay"] })
    let outer = try #require(dos.first { $0.id != inner.id })
    #expect(sources(of: outer, in: snapshot) == ["do"])
    #expect(values(snapshot, outer) == ["1"])
    #expect(calls == ["subscribe", "subscribed", "dispose"])
  }

  @Test func drawsEdgesIntoGroupByAndEachOfItsGroups() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let subscription = relay.groupBy { $0 % 2 }.flatMap { $0 }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    relay.accept(1)
    relay.accept(2)
    relay.accept(3)
    let snapshot = inspector.snapshot()

    let groupBy = try #require(snapshot.nodes.first { $0.name == "groupBy" })
    #expect(sources(of: groupBy, in: snapshot) == ["PublishRelay"])
    let groups = snapshot.nodes.filter { $0.name == "group" }
    #expect(groups.count == 2)
    #expect(groups.allSatisfy { sources(of: $0, in: snapshot) == ["groupBy"] && $0.kind == .operator })
    #expect(groups.map { values(snapshot, $0) }.sorted { $0.count > $1.count } == [["1", "3"], ["2"]])
  }

  @Test func drawsEdgesIntoWindowAndEachOfItsWindows() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let scheduler = HistoricalScheduler()
    let subscription = relay.window(timeSpan: .seconds(60), count: 2, scheduler: scheduler)
      .flatMap { $0 }.subscribe(onNext: { _ in })
    defer { subscription.dispose() }
    relay.accept(1)
    relay.accept(2)
    relay.accept(3)
    let snapshot = inspector.snapshot()

    let window = try #require(snapshot.nodes.first { $0.name == "window" })
    #expect(sources(of: window, in: snapshot) == ["PublishRelay"])
    let windows = snapshot.nodes.filter { $0.name == "group" }
    #expect(windows.count == 2)
    #expect(windows.allSatisfy { sources(of: $0, in: snapshot) == ["window"] })
  }

  @Test func namesConcatRetryAndCatchSequenceByTheirOperators() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let relay = PublishRelay<Int>()
    let subscriptions = [
      Observable.concat([relay.asObservable(), .just(1)]).subscribe(onNext: { _ in }),
      relay.asObservable().retry(2).subscribe(onNext: { _ in }),
      Observable.catch(sequence: [relay.asObservable()]).subscribe(onNext: { _ in }),
    ]
    defer { subscriptions.forEach { $0.dispose() } }
    let snapshot = inspector.snapshot()

    for name in ["concat", "retry", "catch"] {
      let node = try #require(snapshot.nodes.first { $0.name == name })
      #expect(sources(of: node, in: snapshot) == ["PublishRelay"])
    }
    #expect(!snapshot.nodes.contains { $0.name == "from" })
  }
}
