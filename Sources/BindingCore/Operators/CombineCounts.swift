/// The counts that ``IndexedCombiner`` decides by, in a type that does not depend on the
/// element types, so that code shared by every element type reads them without metadata.
struct CombineCounts {
  let rule: CombineRule
  /// How many values each input holds (at most one under `latest`).
  private var held: [Int]
  private var done: [Bool]
  private var doneCount = 0
  /// How many inputs hold no value.
  private var emptyCount: Int
  private var changed = false
  /// Whether a flush is scheduled that has not started yet: a value arriving meanwhile waits
  /// for that flush rather than scheduling one.
  var isFlushScheduled = false
  /// Whether the combiner's flush runs (emitting, or running work other propagations left).
  var isFlushing = false
  /// Set once the result is to end: the stop event is kept by the combiner.
  private(set) var isStopping = false

  init(count: Int, rule: CombineRule) {
    self.rule = rule
    held = Array(repeating: 0, count: count)
    done = Array(repeating: false, count: count)
    emptyCount = count
  }

  /// Counts a value arriving at `index`; returns whether a flush is needed and whether the
  /// result now completes.
  @inline(__always)
  mutating func valueArrived(at index: Int) -> (flush: Bool, completes: Bool) {
    changed = true
    // The usual case, a new latest value once every input has one: nothing else changes, and
    // the arrays are not written, which would check their buffers for uniqueness. Inlined into
    // the inputs; the rest out of line.
    if emptyCount == 0 && rule == .latest { return (true, false) }
    return countArrival(at: index)
  }

  @inline(never)
  private mutating func countArrival(at index: Int) -> (flush: Bool, completes: Bool) {
    if held[index] == 0 { emptyCount -= 1 }
    held[index] = rule == .latest ? 1 : held[index] + 1
    guard emptyCount > 0 else { return (true, false) }
    let othersDone = doneCount - (done[index] ? 1 : 0) == done.count - 1
    if othersDone && rule != .zip {
      isStopping = true
      return (true, true)
    }
    return (rule == .latest, false)
  }

  /// Counts input `index` as completed; returns whether the result now completes.
  mutating func completed(at index: Int) -> Bool {
    if !done[index] {
      done[index] = true
      doneCount += 1
    }
    if doneCount == done.count { isStopping = true }
    return isStopping
  }

  /// Records that the result ends with an error.
  mutating func failed() { isStopping = true }

  /// Whether a result is ready, then counted as taken.
  @inline(__always)
  mutating func takeReady() -> Bool {
    guard emptyCount == 0 else {
      changed = false
      return false
    }
    if rule == .latest {
      defer { changed = false }
      return changed
    }
    for index in held.indices {
      held[index] -= 1
      if held[index] == 0 { emptyCount += 1 }
    }
    return true
  }

  /// ``takeReady()`` under ``CombineRule/latest``, where at most one result is ready.
  @inline(__always)
  mutating func takeLatest() -> Bool {
    defer { changed = false }
    return emptyCount == 0 && changed
  }

  /// Whether ``takeReady()`` would return `true`.
  var hasReady: Bool { emptyCount == 0 && (rule != .latest || changed) }
}
