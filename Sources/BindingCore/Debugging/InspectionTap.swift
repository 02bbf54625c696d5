/// The node an attached inspector puts between an observable and a node subscribing to it:
/// tells its probe each event, then forwards it; tells it the disposal.
///
/// Only made while ``Inspection`` is attached, so detached chains never contain one.
final class InspectionTap<Element>: Sink<Element, Element>, ProbedDisposable {
  private let probe: any InspectionProbe
  var inspectionProbe: any InspectionProbe { probe }
  /// The node the tapped subscription returned (an operator's sink), while it lives.
  weak var tapped: DisposableNode?

  init(probe: any InspectionProbe, downstream: ObserverNode<Element>) {
    self.probe = probe
    super.init(downstream: downstream)
  }

  package override func onNext(_ value: Element) {
    if isDisposed { return }
    probe.next(value)
    forwardNext(value)
  }

  package override func on(_ event: Event<Element>) {
    if isDisposed { return }
    probe.report(event)
    forward(event)
  }

  package override func disposeResources() { probe.disposed() }
}

/// The tap an attached inspector puts before the node that ends a chain (the program's
/// observer or closures), subscribed in its place so that subjects and relays keep their own way
/// of holding final subscribers; disposing it disposes that node.
final class FinalInspectionTap<Element>: Sink<Element, Never>, ProbedDisposable {
  private let probe: any InspectionProbe
  var inspectionProbe: any InspectionProbe { probe }
  private let target: Sink<Element, Never>

  init(probe: any InspectionProbe, target: Sink<Element, Never>) {
    self.probe = probe
    self.target = target
    super.init()
  }

  package override func onNext(_ value: Element) {
    if isDisposed { return }
    probe.next(value)
    target.onNext(value)
  }

  package override func on(_ event: Event<Element>) {
    if isDisposed { return }
    probe.report(event)
    target.on(event)
    if event.isStopEvent { dispose() }
  }

  package override func disposeResources() {
    probe.disposed()
    target.dispose()
  }
}

extension InspectionProbe {
  /// Tells the probe `event`.
  fileprivate func report<Element>(_ event: Event<Element>) {
    switch event {
    case .next(let value): next(value)
    case .error(let error): stopped(error)
    case .completed: stopped(nil)
    }
  }
}

extension Inspection {
  /// The node whose subscription `disposable` taps, when it is an ``InspectionTap``: what
  /// subscribing returned without the inspector (a `do` finds its sink through it).
  package static func tappedNode(of disposable: Disposable) -> DisposableNode? {
    (disposable as? any TapOfNode)?.tappedNode
  }

  /// `consumer` (an operator) when an inspector is attached, for its sink to keep and name when
  /// it subscribes later (``Observable/subscribe(node:inspectedBy:)``); `nil` detached, so that
  /// a detached sink keeps nothing more alive than before.
  @inline(__always)
  package static func consumer(_ consumer: AnyObject) -> AnyObject? {
    isAttached ? consumer : nil
  }
}

extension Observable {
  /// `subscribeHeld(node:)`, through an ``InspectionTap`` when an inspector is attached;
  /// `consumer` is the operator `node` belongs to.
  @inline(__always)
  package final func subscribeHeld(node: ObserverNode<Element>, by consumer: AnyObject) -> Upstream {
    guard Inspection.isAttached, let tap = tap(node, by: consumer) else {
      return subscribeHeld(node: node)
    }
    return .node(tap)
  }

  /// `subscribe(node:)`, through an ``InspectionTap`` when an inspector is attached;
  /// `consumer` is the operator `node` belongs to.
  @inline(__always)
  package final func subscribe(node: ObserverNode<Element>, by consumer: AnyObject) -> Disposable {
    guard Inspection.isAttached, let tap = tap(node, by: consumer) else {
      return subscribe(node: node)
    }
    return tap as DisposableNode
  }

  /// `subscribe(node:by:)` when a sink kept its operator (`consumer`, from
  /// ``Inspection/consumer(_:)`` when the sink was made while attached), else `subscribe(node:)`.
  @inline(__always)
  package final func subscribe(node: ObserverNode<Element>, inspectedBy consumer: AnyObject?)
    -> Disposable
  {
    guard let consumer else { return subscribe(node: node) }
    return subscribe(node: node, by: consumer)
  }

  /// Subscribes `node` through a tap whose probe the attached recorder makes; `nil` when the
  /// recorder went meanwhile or leaves this subscription untapped.
  @inline(never)
  private func tap(_ node: ObserverNode<Element>, by consumer: AnyObject) -> DisposableNode? {
    guard let probe = Inspection.recorder?.subscribed(source: self, consumer: consumer) else {
      return nil
    }
    let tap = InspectionTap(probe: probe, downstream: node)
    let held = subscribeHeld(node: tap)
    if case .node(let inner) = held { tap.tapped = inner }
    tap.setUpstream(held: held)
    return tap
  }

  /// `subscribeFinal(sink:)` through a ``FinalInspectionTap``, for an attached inspector.
  @inline(never)
  final func subscribeFinalTapped(sink: __owned Sink<Element, Never>) -> Disposable {
    guard let probe = Inspection.recorder?.subscribed(source: self, consumer: sink) else {
      return subscribeFinal(sink: sink)
    }
    let disposable = subscribeFinal(sink: FinalInspectionTap(probe: probe, target: sink))
    return disposable is any ProbedDisposable ? disposable : ProbedSubscription(probe, disposable)
  }
}

/// A tap that knows the node it taps, whatever its element type.
private protocol TapOfNode {
  var tappedNode: DisposableNode? { get }
}

extension InspectionTap: TapOfNode {
  var tappedNode: DisposableNode? { tapped }
}
