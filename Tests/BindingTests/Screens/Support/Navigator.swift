/// A stand-in navigation stack: the names of the screens the user has been taken to, the
/// visible one last.
final class Navigator {
  /// The screens on the stack, the root first.
  private(set) var stack: [String]

  /// Creates a stack showing `root`.
  init(root: String) {
    stack = [root]
  }

  /// The screen the user sees.
  var visible: String { stack.last ?? "" }

  /// Shows `screen` on top of the current one.
  func push(_ screen: String) {
    stack.append(screen)
  }

  /// Goes back to the previous screen; the root stays.
  func pop() {
    if stack.count > 1 { stack.removeLast() }
  }
}
