extension Disposable {
  /// This binding, reported to an attached inspector as the binding `name` (`=>`, `<=>`) that
  /// sets `target`: a relay (drawn as its node) or an observer that knows its control's
  /// property (a control's ``Binder`` or ``ControlProperty``); does nothing detached.
  @inline(__always)
  func inspectedBinding(_ name: String, setting target: Any?) -> Disposable {
    if Inspection.isAttached { reportBinding(name, setting: target) }
    return self
  }

  /// Reports this binding to the inspector; out of line, off the detached path.
  @inline(never)
  private func reportBinding(_ name: String, setting target: Any?) {
    if let targeted = target as? any InspectionTargeted, let property = targeted.inspectionTarget {
      Inspection.report(self, named: name, target: property.object, targetName: property.name)
    } else if let relay = target as? any InspectionRelay {
      Inspection.report(self, named: name, target: relay, targetName: nil)
    } else {
      Inspection.report(self, named: name, target: nil, targetName: nil)
    }
  }
}

/// A relay a binding sets: an inspector draws the edge into the relay's own node.
protocol InspectionRelay: AnyObject {}

extension BehaviorRelay: InspectionRelay {}
extension PublishRelay: InspectionRelay {}
