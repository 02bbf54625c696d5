/// How a lifted expression's frame is made each time it is recomputed: the slots of the frame
/// the stream was built in, with the followed cells' latest values in their own slots.
///
/// When every slot of the level holds a followed cell (the top of a `let`), nothing of the
/// frame the stream was built in is read, so a recomputation keeps only the frame around it
/// (none at the top level), not the statement's frame with its slots.
struct LiftedFrameBase {
  /// The slots of the level.
  let size: Int
  /// Whether some slot of the level is not a followed cell's: then it is copied.
  let copiesSlots: Bool

  init(size: Int, liftedSlots: Int) {
    self.size = size
    copiesSlots = size > liftedSlots
  }

  /// What a recomputation keeps of `parent`, the frame the stream is built in.
  func kept(of parent: Frame) -> (slots: Frame?, parent: Frame?) {
    (copiesSlots ? parent : nil, parent.parent)
  }

  /// A frame for one recomputation, with `values` in `slots`.
  func frame(_ kept: (slots: Frame?, parent: Frame?), _ slots: [Int], _ values: [Value]) -> Frame {
    let frame = emptyFrame(kept)
    for (slot, value) in zip(slots, values) { frame.slots[slot] = value }
    return frame
  }

  /// A frame for one recomputation, with `combined` (one cell's value, or an array of each
  /// cell's) in `slots`.
  func frame(_ kept: (slots: Frame?, parent: Frame?), _ slots: [Int], combined: Value) -> Frame {
    guard slots.count != 1 else {
      let frame = emptyFrame(kept)
      frame.slots[slots[0]] = combined
      return frame
    }
    guard case .array(let values) = combined else { preconditionFailure("not the cells' values") }
    return frame(kept, slots, values)
  }

  /// A frame with the kept slots copied, before the cells' values are written.
  private func emptyFrame(_ kept: (slots: Frame?, parent: Frame?)) -> Frame {
    let frame = Frame(size: size, parent: kept.parent)
    if let copied = kept.slots {
      for (index, value) in copied.slots.enumerated() where index < size { frame.slots[index] = value }
    }
    return frame
  }
}
