import BindLiveView

/// Where an attached inspector's publisher sends the page's states and takes its requests to
/// unfold a group from: a ``LiveViewServer``'s pages, or a test's list.
struct PageSink: Sendable {
  /// Sends a state (its JSON) as step `step` of the page's timeline.
  let publish: @Sendable (_ state: String, _ step: Int) -> Void
  /// Hands a page's requests to unfold a group to the unfolder given.
  let unfolding: @Sendable (_ unfolder: @escaping Unfolder) -> Void

  /// The pages of `server`.
  init(_ server: LiveViewServer) {
    publish = { server.publish($0, step: $1) }
    unfolding = { server.unfolding($0) }
  }

  /// States sent to `publish`; no page asks to unfold anything.
  init(publish: @escaping @Sendable (_ state: String, _ step: Int) -> Void) {
    self.publish = publish
    unfolding = { _ in }
  }
}
