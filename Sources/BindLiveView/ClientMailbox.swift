import FlyingFox
import Foundation
import Synchronization

/// What one connected page has not been sent yet: the states of its timeline, in order, as
/// many as the session's timeline keeps (a ``StateWindow``), and a few protocol replies, so a page
/// that reads slowly, or not at all, costs a bounded amount of memory and never makes the
/// publisher wait.
///
/// The publisher calls ``deliver(_:)``, which only adds to the pending states and returns;
/// the page's connection pulls with ``next()`` when its socket has taken the previous frame.
/// The oldest states that were never pulled are dropped once the window is full, as the
/// session's timeline drops them. A state is a `String` every mailbox shares with the
/// session's timeline, so fifty pages that never read hold no more text than one.
final class ClientMailbox: Sendable {
  /// How many protocol replies (pong, close) may wait; more are dropped.
  static let replyLimit = 4

  private struct State {
    var messages = StateWindow()
    var replies: [WSFrame] = []
    var isClosed = false
    var waiter: CheckedContinuation<WSFrame?, Never>?

    /// The frame to hand out now, if any; `nil` with `isClosed` ends the stream.
    mutating func take() -> WSFrame?? {
      if !replies.isEmpty { return .some(replies.removeFirst()) }
      if let text = messages.removeOldest() {
        return .some(WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8)))
      }
      return isClosed ? .some(nil) : nil
    }

    /// Takes the waiting reader, if there is one and something to give it.
    mutating func wake() -> (CheckedContinuation<WSFrame?, Never>, WSFrame?)? {
      guard let reader = waiter, let frame = take() else { return nil }
      waiter = nil
      return (reader, frame)
    }
  }

  private let state = Mutex(State())

  /// Adds `text` to the pending states; with `replacing`, it takes the newest pending one's
  /// place, if one is still pending (it is a newer state of the same step).
  func deliver(_ text: String, replacing: Bool = false) {
    let woken = state.withLock { state -> (CheckedContinuation<WSFrame?, Never>, WSFrame?)? in
      guard !state.isClosed else { return nil }
      if replacing, !state.messages.isEmpty {
        state.messages.replaceNewest(with: text)
      } else {
        state.messages.append(text)
      }
      return state.wake()
    }
    if let (reader, frame) = woken { reader.resume(returning: frame) }
  }

  /// Queues a protocol reply (a pong, or the close that answers the page's close).
  func reply(_ frame: WSFrame) {
    let woken = state.withLock { state -> (CheckedContinuation<WSFrame?, Never>, WSFrame?)? in
      guard !state.isClosed, state.replies.count < Self.replyLimit else { return nil }
      state.replies.append(frame)
      return state.wake()
    }
    if let (reader, frame) = woken { reader.resume(returning: frame) }
  }

  /// Ends the stream once the pending replies are sent; later messages are ignored.
  func close() {
    let woken = state.withLock { state -> (CheckedContinuation<WSFrame?, Never>, WSFrame?)? in
      state.isClosed = true
      state.messages = StateWindow()
      return state.wake()
    }
    if let (reader, frame) = woken { reader.resume(returning: frame) }
  }

  /// Whether a message is waiting to be pulled.
  var hasPendingMessage: Bool { state.withLock { !$0.messages.isEmpty } }

  /// How many states wait to be pulled.
  var pendingCount: Int { state.withLock { $0.messages.kept.count } }

  /// The next frame to send, waiting until there is one; `nil` when the mailbox is closed
  /// (or the reading task is cancelled).
  func next() async -> WSFrame? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (reader: CheckedContinuation<WSFrame?, Never>) in
        let ready = state.withLock { state -> WSFrame?? in
          if let frame = state.take() { return frame }
          state.waiter = reader
          return nil
        }
        if let frame = ready { reader.resume(returning: frame) }
      }
    } onCancel: {
      close()
    }
  }
}
