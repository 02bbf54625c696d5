/// Where an observer delivers its values, as an inspector names it: an object outside the graph
/// (a control, held weakly) and the name of its property.
///
/// Made only while an inspector is attached (a ``Binder`` made by a control's `rx` property,
/// a library's property of a control), so a detached program never allocates one.
package final class InspectionTarget {
  /// The object the values reach, while it lives: the control, or the observable of the
  /// control's own values, which the inspector then draws as the control.
  package weak let object: AnyObject?
  /// What the page calls it: the control's type and property, `TextField.text`.
  package let name: String

  /// The property `property` of `control`: named `TextField.text`.
  package init(_ control: AnyObject, property: String) {
    object = control
    name = "\(type(of: control)).\(property)"
  }

  /// `object`, named `name`.
  package init(_ object: AnyObject, named name: String) {
    self.object = object
    self.name = name
  }
}

/// An observer that knows where its values go, for an attached inspector to draw.
package protocol InspectionTargeted {
  /// The target, when the observer was made while an inspector was attached.
  var inspectionTarget: InspectionTarget? { get }
}
