import Synchronization

/// Hands each new state of the session to every connected page, and the session's timeline
/// (its newest states, see ``StateWindow``) to a page as it connects: a page opened late or
/// reloaded can step through all of it.
///
/// ``publish(_:)`` never waits for a page: it adds to what each page's ``ClientMailbox`` has
/// pending, which keeps the same window. Safe to use from any thread.
final class PageFeed: Sendable {
  private struct State {
    var timeline = StateWindow()
    /// The step of the newest state of ``timeline``, if it said.
    var step: Int?
    var clients: [Int: ClientMailbox] = [:]
    var nextID = 0
  }

  private let state = Mutex(State())

  /// Makes `text` the latest state of the timeline and queues it for every page.
  ///
  /// A state of the same `step` as the one before stands for that step in its place: the
  /// timeline keeps one state a step (a page replaces it too).
  ///
  /// Delivery happens under the lock so that a page connecting meanwhile cannot receive an
  /// older state after a newer one; a mailbox delivery only swaps a string and resumes a task.
  func publish(_ text: String, step: Int? = nil) {
    state.withLock { state in
      let replacing = step != nil && step == state.step
      state.step = step
      if replacing {
        state.timeline.replaceNewest(with: text)
      } else {
        state.timeline.append(text)
      }
      for client in state.clients.values { client.deliver(text, replacing: replacing) }
    }
  }

  /// Registers a page: its mailbox starts with the session's timeline.
  func connect() -> (id: Int, mailbox: ClientMailbox) {
    let mailbox = ClientMailbox()
    return state.withLock { state in
      let id = state.nextID
      state.nextID += 1
      state.clients[id] = mailbox
      for text in state.timeline.kept { mailbox.deliver(text) }
      return (id, mailbox)
    }
  }

  /// Forgets a page and ends its stream.
  func disconnect(_ id: Int) {
    let mailbox = state.withLock { $0.clients.removeValue(forKey: id) }
    mailbox?.close()
  }

  /// Ends every page's stream.
  func disconnectAll() {
    let mailboxes = state.withLock { state in
      defer { state.clients = [:] }
      return Array(state.clients.values)
    }
    for mailbox in mailboxes { mailbox.close() }
  }

  /// How many pages are connected.
  var clientCount: Int { state.withLock { $0.clients.count } }

  /// The latest state published, if any.
  var latest: String? { state.withLock { $0.timeline.kept.last } }
}
