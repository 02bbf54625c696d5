/// Hands out the frames of one closure or loop body, reusing the last one that nothing kept.
///
/// Code usually leaves nothing behind that holds its frame; when it does (a stream or closure
/// made inside it, which reads its variables later), the frame is left to its holders and the
/// next call gets a new one. A call made while another is running (a closure setting off
/// itself) gets a frame of its own too.
final class FrameRecycler {
  private let size: Int
  /// Only touched by the thread running the script, one access at a time.
  @exclusivity(unchecked) private var spare: Frame?

  init(size: Int) {
    self.size = size
  }

  /// A frame of `size` slots, all `()`, whose parent is `parent`.
  func take(parent: Frame?) -> Frame {
    if let frame = spare, frame.parent === parent {
      spare = nil
      return frame
    }
    return Frame(size: size, parent: parent)
  }

  /// Takes `frame` back for the next call, unless something still holds it.
  func recycle(_ frame: inout Frame) {
    guard isKnownUniquelyReferenced(&frame) else { return }
    for index in 0..<size { frame.slots[index] = .void }
    spare = frame
  }
}
