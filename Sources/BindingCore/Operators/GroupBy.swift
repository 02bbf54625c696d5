extension ObservableType {
  /// Splits the values into groups by the key `keySelector` gives them: emits one
  /// ``GroupedObservable`` per key, when its first value arrives, and sends each value to the
  /// group of its key.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).groupBy { $0 % 2 == 0 ? "even" : "odd" }
  ///   .flatMap { group in group.map { "\(group.key) \($0)" } }
  ///   // odd 1, even 2, odd 3, even 4
  /// ```
  ///
  /// A group delivers only the values sent while it is subscribed: subscribe to it when it
  /// arrives to see its first value. The end of the source, or an error thrown by
  /// `keySelector`, ends every group and the sequence of groups. The source stays subscribed
  /// while the sequence of groups or any group is: disposing the outer subscription leaves the
  /// groups running (no new group is emitted), and a group subscribed once the source ended
  /// receives only that end.
  ///
  /// - Parameter keySelector: The key of a value.
  public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>>
  {
    GroupByObservable(source: asObservable(), keySelector: keySelector)
  }
}

final class GroupByObservable<Key: Hashable, Element>: Observable<GroupedObservable<Key, Element>> {
  private var source: Observable<Element>
  private let keySelector: (Element) throws -> Key

  init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
    self.source = source
    self.keySelector = keySelector
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  deinit {
    Propagation.current.release(source: &source)
  }

  package override func subscribe(node: ObserverNode<GroupedObservable<Key, Element>>)
    -> Disposable
  {
    let upstream = SingleAssignmentDisposable()
    let lifetime = RefCountDisposable(disposable: upstream)
    let sink = GroupBySink(downstream: node)
    sink.setUpstream(lifetime)
    let router = GroupRouter(
      sink: sink, keySelector: keySelector, source: source, upstream: upstream,
      lifetime: lifetime, inspectedParent: Inspection.consumer(self))
    let source = self.source
    let subscribe = { upstream.setDisposable(source.subscribe(node: router, by: self)) }
    if isCheckpoint { subscribeAtCheckpoint(sink, subscribe) } else { subscribe() }
    return sink
  }
}

/// Delivers the groups to the outer subscriber; disposing it releases the outer hold on the
/// source, which the groups' subscriptions may still keep.
private final class GroupBySink<Key: Hashable, Element>: Sink<
  GroupedObservable<Key, Element>, GroupedObservable<Key, Element>
>
{
  package override func on(_ event: Event<GroupedObservable<Key, Element>>) { forward(event) }
}

/// Receives the source's values and routes each to its group, making the group first.
///
/// The source calls it one event at a time, so the table of groups needs no lock.
private final class GroupRouter<Key: Hashable, Element>: ObserverNode<Element> {
  private let sink: GroupBySink<Key, Element>
  private let keySelector: (Element) throws -> Key
  /// The rank and depth of the source, which each group takes.
  private let sourceRank: Int
  private let sourceDepth: Int
  private let upstream: SingleAssignmentDisposable
  private let lifetime: RefCountDisposable
  private var groups: [Key: Broadcast<Element>] = [:]
  /// The `groupBy` each group is drawn fed by, when subscribed while an inspector is attached.
  private let inspectedParent: AnyObject?

  init(
    sink: GroupBySink<Key, Element>, keySelector: @escaping (Element) throws -> Key,
    source: Observable<Element>, upstream: SingleAssignmentDisposable,
    lifetime: RefCountDisposable, inspectedParent: AnyObject?
  ) {
    self.inspectedParent = inspectedParent
    self.sink = sink
    self.keySelector = keySelector
    self.sourceRank = source.rank
    self.sourceDepth = source.sourceDepth
    self.upstream = upstream
    self.lifetime = lifetime
    super.init(chainDepth: sink.chainDepth + 1)
  }

  package override func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      let key: Key
      do { key = try keySelector(value) } catch {
        end(.error(error))
        return
      }
      if let group = groups[key] {
        group.forwardAfterWaitingCalls(.next(value))
        return
      }
      let group = Broadcast<Element>(policy: .none)
      groups[key] = group
      let observable = GroupObservable(
        group, lifetime: lifetime, rank: sourceRank, sourceDepth: sourceDepth + 1,
        inspectedParent: inspectedParent)
      sink.forwardNext(GroupedObservable(key: key, source: observable))
      group.forwardAfterWaitingCalls(.next(value))
    case .error(let error): end(.error(error))
    case .completed: end(.completed)
    }
  }

  private func end(_ event: Event<Element>) {
    for group in groups.values { group.forwardAfterWaitingCalls(event) }
    switch event {
    case .error(let error): sink.forward(.error(error))
    default: sink.forward(.completed)
    }
    upstream.dispose()
  }
}
