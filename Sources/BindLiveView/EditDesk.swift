import BindScript
import Dispatch
import Synchronization

/// Takes a play page's edits to the one who plays the script (``LiveViewServer/play(_:)``),
/// one at a time, on a queue of its own so the server's tasks never wait on the shell.
final class EditDesk: Sendable {
  private let editor = Mutex<PlayEditor?>(nil)
  private let queue = DispatchQueue(label: "bind.live-view.edits")

  /// Makes `editor` the one edits go to; `nil` refuses every edit.
  func accept(_ editor: PlayEditor?) {
    self.editor.withLock { $0 = editor }
  }

  /// Whether edits are taken now.
  var isOpen: Bool { editor.withLock { $0 != nil } }

  /// Hands `edit` over and waits for the answer; `nil` when no one takes edits.
  func submit(_ edit: MarbleEdit) async -> Result<String, PlayEditError>? {
    guard let editor = editor.withLock({ $0 }) else { return nil }
    return await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: editor(edit)) }
    }
  }
}

/// Applies a play page's edit and answers with the edited statement, or why not.
public typealias PlayEditor = @Sendable (MarbleEdit) -> Result<String, PlayEditError>
