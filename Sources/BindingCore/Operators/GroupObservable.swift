/// The values of one group of an operator that splits its source (`groupBy`, `window`):
/// subscribing holds the source for as long as the subscription lasts.
final class GroupObservable<Element>: Observable<Element> {
  private let group: Broadcast<Element>
  private let lifetime: RefCountDisposable
  /// The operator that made the group (`groupBy`, `window`), when it was subscribed while an
  /// inspector was attached: an inspector draws an edge from it into this group.
  private let inspectedParent: AnyObject?

  init(
    _ group: Broadcast<Element>, lifetime: RefCountDisposable, rank: Int, sourceDepth: Int,
    inspectedParent: AnyObject?
  ) {
    self.group = group
    self.lifetime = lifetime
    self.inspectedParent = inspectedParent
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
    if let inspectedParent, Inspection.isAttached {
      Inspection.report(linked: self, from: inspectedParent)
    }
    let hold = lifetime.retain()
    return Disposables.create(group.subscribe(node: node), hold)
  }
}

extension Broadcast {
  /// Sends `event` to this group, after the calls waiting to be continued: the group's own
  /// emission, when the stack had no room for it, is one of them, and its subscribers must see
  /// the event.
  func forwardAfterWaitingCalls(_ event: Event<Element>) {
    let context = Propagation.current
    guard context.hasWaitingCalls else {
      forward(event)
      return
    }
    context.runWithoutRoom { self.forward(event) }
  }
}
