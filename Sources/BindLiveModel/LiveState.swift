import Foundation

/// Everything a live page shows after a statement: sent whole, as JSON, on every change, so a
/// page that missed some states still shows the newest one correctly.
///
/// ```json
/// {"sequence": 3, "statement": "username.accept(\"al\")", "time": 0,
///  "graph": "<svg …>", "changed": ["username", "isValid"], "marbles": "<svg …>",
///  "views": ["┌─ login ─┐ …"], "trace": ["username = \"al\"", "└─ isValid = true"]}
/// ```
public struct LiveState: Codable, Equatable, Sendable {
  /// Counts the states sent, from 0 (what the session held when the view started); a page
  /// ignores a state older than its own.
  public var sequence: Int
  /// Counts the statements run (and play runs): the states of one step (a statement, then the
  /// announcement of the next one) are one step of the timeline, the newest standing for it.
  public var step: Int
  /// The statement that just ran, as typed.
  public var statement: String
  /// The virtual time after it, in milliseconds.
  public var time: Int
  /// The dependency graph as SVG (as `:graph svg` writes it).
  public var graph: String
  /// The graph nodes the statement changed, in propagation order (their `data-node` ids);
  /// with ``traceOf``, those the earlier statement changed, still marked on the page.
  public var changed: [String]
  /// The marble lanes of the graph's nodes, as SVG (as `:marbles svg` writes them).
  public var marbles: String
  /// Each view's mock-up, as `:show` draws it.
  public var views: [String]
  /// The statement's trace tree, one line each; an error is the last line.
  public var trace: [String]
  /// What the statement printed itself (`print`, `:show`, `:marbles`).
  public var printed: String
  /// The statement `bind present` shows next, waiting for a key, if any.
  public var next: String?
  /// What the page may edit, in play mode (`bind play`); `nil` otherwise.
  public var play: LivePlay?
  /// The `#` comment written above ``statement``, shown over it as narration.
  public var narration: String?
  /// The `#` comment written above ``next``.
  public var nextNarration: String?
  /// When ``trace`` is not this statement's (it changed nothing), the earlier statement whose
  /// trace it is: the page keeps the last real trace, marked as earlier.
  public var traceOf: String?
  /// The live subscriptions of an inspected program (`BindingInspector`), which the page
  /// lists with mark and compare; `nil` for a script's session.
  public var subscriptions: LiveSubscriptions?
  /// The graph's nodes that stand for several folded into one (an inspected program's
  /// `DisposeBag` and what it holds), by their `data-node` ids: a click on one asks the server
  /// to unfold it (`POST unfold`); `nil` when none do.
  public var groups: [String]?
  /// Whether a page that stepped back through the timeline stays on its step when this state
  /// arrives (an attached inspector's states, which keep coming while the program runs); `nil`
  /// returns it to live, as a script's next statement does.
  public var holdsPast: Bool?
  /// The oldest step the session keeps (an attached inspector's session, which lets go of its
  /// oldest states and counts them): a page lets go of the steps before it too; `nil` when the
  /// page's own bounds are the only ones.
  public var keptFrom: Int?

  /// Creates a state.
  public init(
    sequence: Int, statement: String, time: Int, graph: String, changed: [String],
    marbles: String, views: [String], trace: [String], printed: String = "", next: String? = nil,
    play: LivePlay? = nil, narration: String? = nil, nextNarration: String? = nil,
    traceOf: String? = nil, step: Int = 0, subscriptions: LiveSubscriptions? = nil,
    groups: [String]? = nil
  ) {
    self.groups = groups
    self.subscriptions = subscriptions
    self.step = step
    self.narration = narration
    self.nextNarration = nextNarration
    self.traceOf = traceOf
    self.sequence = sequence
    self.statement = statement
    self.time = time
    self.graph = graph
    self.changed = changed
    self.marbles = marbles
    self.views = views
    self.trace = trace
    self.printed = printed
    self.next = next
    self.play = play
  }

  /// The state as the JSON text a page reads.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
  }
}
