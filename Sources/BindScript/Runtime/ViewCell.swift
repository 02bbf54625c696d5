/// A `view` block: a named stand-in screen of controls.
final class ViewCell {
  var name: String
  let controls: [ControlCell]

  init(name: String, controls: [ControlCell]) {
    self.name = name
    self.controls = controls
  }

  func control(_ name: String) -> ControlCell? {
    controls.first { $0.name == "\(self.name).\(name)" }
  }

  /// Renames the view and everything in it: `login.user.text` becomes `login#1.user.text`.
  func rename(to newName: String) {
    for control in controls {
      control.rename(to: newName + control.name.dropFirst(name.count))
    }
    name = newName
  }

  /// The control names within the view, for "did you mean".
  var controlNames: [String] { controls.map { String($0.name.dropFirst(name.count + 1)) } }
}
