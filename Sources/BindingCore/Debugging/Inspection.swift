import Synchronization

/// The hook through which `BindingInspector` sees the chains a program subscribes: a narrow,
/// `package` interface, not a feature of the core's public API.
///
/// Detached (the default), the core pays one relaxed load of ``isAttached`` when it creates an
/// observable and when it subscribes a node, and nothing at all per value: no node is wrapped,
/// no call is made. Attached, every observable created reports itself to the recorder
/// (``InspectionRecorder/created(_:)``), and every node subscribed to an observable is reached
/// through an ``InspectionTap`` that tells the recorder's ``InspectionProbe`` each event and the
/// disposal. The decision is taken at subscription: a chain subscribed while detached stays
/// untapped after an attach, and a tapped chain keeps its taps after a detach (their probes
/// then record into a recorder nobody reads).
///
/// ```swift
/// Inspection.attach(recorder)   // from BindingInspector's `Inspector.attach()`
/// Inspection.detach()
/// ```
package enum Inspection {
  private static let attached = Atomic<Bool>(false)
  private static let current = Mutex<(any InspectionRecorder)?>(nil)

  /// Whether a recorder is attached: read once per creation and per subscription.
  @inline(__always)
  package static var isAttached: Bool { attached.load(ordering: .relaxed) }

  /// Makes `recorder` receive every observable created and every subscription made from now on,
  /// in place of the one attached before, if any.
  package static func attach(_ recorder: any InspectionRecorder) {
    current.lockedValue { $0 = recorder }
    attached.store(true, ordering: .releasing)
  }

  /// Stops reporting new observables and subscriptions.
  package static func detach() {
    attached.store(false, ordering: .releasing)
    current.lockedValue { $0 = nil }
  }

  /// The recorder attached now, if any.
  static var recorder: (any InspectionRecorder)? { current.lockedValue { $0 } }

  /// Reports `observable`, just created, to the recorder; out of line, off the detached path.
  @inline(never)
  static func report(created observable: AnyObject) {
    recorder?.created(observable)
  }

  /// Reports that `owner` (a dispose bag) now holds `disposable`, with the probes of the tapped
  /// subscriptions in it (itself, or the members of a composite); out of line.
  @inline(never)
  static func report(owned disposable: Disposable, by owner: AnyObject) {
    guard let recorder else { return }
    var probes: [any InspectionProbe] = []
    collectProbes(of: disposable, into: &probes)
    if !probes.isEmpty { recorder.owned(probes, by: owner) }
  }

  /// Reports that `derived` (an observable of values another observable routes to it, such
  /// as a group of `groupBy`) is fed by `parent`, through no subscription of its own; out of
  /// line.
  @inline(never)
  package static func report(linked derived: AnyObject, from parent: AnyObject) {
    recorder?.linked(derived, from: parent)
  }

  /// Reports that the subscriptions `disposable` ends are one connection of a library built
  /// on the core, named `name` (`=>`), which delivers to `target`, an object outside the
  /// graph, named `targetName` (`TextField.text`); out of line.
  ///
  /// The core gives these names no meaning: the library that reports them does.
  @inline(never)
  package static func report(
    _ disposable: Disposable, named name: String, target: AnyObject?, targetName: String?
  ) {
    guard let recorder else { return }
    var probes: [any InspectionProbe] = []
    collectProbes(of: disposable, into: &probes)
    if !probes.isEmpty {
      recorder.described(probes, as: name, target: target, targetName: targetName)
    }
  }

  /// Reports that `holder` (an object of the program, named by its type) holds `bag`, the
  /// bag that holds its subscriptions; out of line.
  @inline(never)
  package static func report(holder: AnyObject, of bag: AnyObject) {
    recorder?.held(bag, by: holder)
  }

  /// Appends the probes of the tapped subscriptions that disposing `disposable` ends.
  private static func collectProbes(of disposable: Disposable, into probes: inout [any InspectionProbe]) {
    if let tapped = disposable as? any ProbedDisposable {
      probes.append(tapped.inspectionProbe)
    } else if let container = disposable as? any DisposableContainer {
      for member in container.heldDisposables { collectProbes(of: member, into: &probes) }
    }
  }
}

/// What the core tells an attached inspector: the observables created and the subscriptions made.
///
/// Called on the creating or subscribing thread, with no lock of the core held.
package protocol InspectionRecorder: AnyObject, Sendable {
  /// `observable` was just created (an operator, a relay, a subject, a source): a recorder may
  /// note where the program created it. It must not keep `observable` alive.
  func created(_ observable: AnyObject)

  /// `consumer` subscribes to `source`: `consumer` is the operator whose sink subscribes, or,
  /// at the end of a chain, the sink of the program's observer or closures.
  ///
  /// - Returns: The probe told each event that `source` sends `consumer`, and the disposal;
  ///   `nil` to leave this subscription untapped (past a limit, or not of interest).
  func subscribed(source: AnyObject, consumer: AnyObject) -> (any InspectionProbe)?

  /// `owner` (a `DisposeBag`) now holds the subscriptions of `probes`: it disposes them when it
  /// goes. A bag is reported to ``created(_:)`` too, so a recorder may name it by where it was
  /// made. It must not keep `owner` alive.
  func owned(_ probes: [any InspectionProbe], by owner: AnyObject)

  /// `derived` is fed by `parent` through no subscription of its own (a group of `groupBy`,
  /// a window of `window`): an edge with no probe. It must keep neither alive.
  func linked(_ derived: AnyObject, from parent: AnyObject)

  /// The subscriptions of `probes` are one connection that a library built on the core names
  /// `name`, delivering to `target` (an object outside the graph, named `targetName`), if any.
  /// It must not keep `target` alive.
  func described(
    _ probes: [any InspectionProbe], as name: String, target: AnyObject?, targetName: String?)

  /// `holder`, an object of the program, holds `bag` (a `DisposeBag`): a recorder may name the
  /// bag's subscriptions by the holder's type. It must keep neither alive.
  func held(_ bag: AnyObject, by holder: AnyObject)
}

/// An observable whose node an inspector names by ``inspectionName``, not by its class: one
/// class serving several operators (`concat`, `retry`, `catch`).
package protocol InspectionNamed: AnyObject {
  /// The operator's name.
  var inspectionName: String { get }
}

/// Receives what goes through one tapped subscription, on the thread that delivers it.
///
/// It is called on the delivery path, so it should be quick and must not call back into the
/// chain.
package protocol InspectionProbe: AnyObject, Sendable {
  /// A value went through.
  func next<Value>(_ value: Value)
  /// The sequence failed (`error`) or completed (`nil`).
  func stopped(_ error: (any Error)?)
  /// The subscription was disposed (after a stop event, or by its holder).
  func disposed()
}
