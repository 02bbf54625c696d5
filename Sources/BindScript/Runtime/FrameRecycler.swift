/// Hands out frames of one size, reusing those that nothing kept.
///
/// Code usually leaves nothing behind that holds its frame; when it does (a stream or closure
/// made inside it, which reads its variables later), the frame is left to its holders and the
/// next call gets a new one. A call made while another is running (a closure setting off
/// itself, a loop inside a loop) takes another spare, or a new frame.
///
/// Closures share the runtime's recycler for their size (``Runtime/frames(size:)``): a script
/// of many closures keeps a few spare frames in all, not one for each closure.
final class FrameRecycler {
  /// How many spare frames beyond the first a recycler keeps.
  private static let moreLimit = 15
  private let size: Int
  /// Only touched by the thread running the script, one access at a time.
  @exclusivity(unchecked) private var spare: Frame?
  /// Spare frames beyond ``spare``, while calls run inside calls.
  @exclusivity(unchecked) private var more: [Frame] = []

  init(size: Int) {
    self.size = size
  }

  /// A frame of `size` slots, all `()`, whose parent is `parent`.
  func take(parent: Frame?) -> Frame {
    if let frame = spare {
      spare = nil
      frame.parent = parent
      return frame
    }
    if let frame = more.popLast() {
      frame.parent = parent
      return frame
    }
    return Frame(size: size, parent: parent)
  }

  /// Takes `frame` back for the next call, unless something still holds it.
  ///
  /// A spare frame lets go of its parent: a loop's frame is the parent of the frames of a
  /// loop inside it, and could not be recycled in turn while a spare held it.
  func recycle(_ frame: inout Frame) {
    guard isKnownUniquelyReferenced(&frame) else { return }
    frame.slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices { slots[index] = .void }
    }
    frame.parent = nil
    if spare == nil {
      spare = frame
    } else if more.count < Self.moreLimit {
      more.append(frame)
    }
  }
}
