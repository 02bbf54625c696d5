/// The values of one group of an operator that splits its source (`groupBy`, `window`):
/// subscribing holds the source for as long as the subscription lasts.
final class GroupObservable<Element>: Observable<Element> {
  private let group: Broadcast<Element>
  private let lifetime: RefCountDisposable

  init(_ group: Broadcast<Element>, lifetime: RefCountDisposable, rank: Int, sourceDepth: Int) {
    self.group = group
    self.lifetime = lifetime
    super.init(rank: rank, sourceDepth: sourceDepth)
  }

  package override func subscribe(node: ObserverNode<Element>) -> Disposable {
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
