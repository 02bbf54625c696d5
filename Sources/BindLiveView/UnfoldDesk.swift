import Foundation
import Synchronization

/// Takes a page's request to unfold a node of the graph that stands for several
/// (``LiveState/groups``) to the one who draws the graph (``LiveViewServer/unfolding(_:)``).
final class UnfoldDesk: Sendable {
  private let unfolder = Mutex<Unfolder?>(nil)

  /// Makes `unfolder` the one requests go to; `nil` refuses every request.
  func accept(_ unfolder: Unfolder?) {
    self.unfolder.withLock { $0 = unfolder }
  }

  /// Hands the request for `node` over: `nil` when no one takes requests, else whether
  /// `node` is one that unfolds.
  func submit(_ node: String) -> Bool? {
    guard let unfolder = unfolder.withLock({ $0 }) else { return nil }
    return unfolder(node)
  }

  /// The body of `POST /TOKEN/unfold`: `{"node": NAME}`.
  struct Request: Decodable {
    let node: String
  }
}

/// Unfolds the graph's node `node` (one of ``LiveState/groups``) in the states published from
/// now on; returns whether there was such a node.
public typealias Unfolder = @Sendable (_ node: String) -> Bool
