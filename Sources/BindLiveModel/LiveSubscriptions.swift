/// The subscriptions an inspected program has alive, as the page lists them.
///
/// Each has the line that made it, what it is subscribed to, its age and the bag that holds it. The page
/// marks a moment (``made``) and compares: the entries with a greater ``Entry/id`` were made
/// after the mark and are still alive.
public struct LiveSubscriptions: Codable, Equatable, Sendable {
  /// One live subscription.
  public struct Entry: Codable, Equatable, Sendable {
    /// Its number; later subscriptions have greater ones.
    public var id: Int
    /// The subscriber, as the graph names it: `subscribe SignUpScreen.swift:26`.
    public var subscriber: String
    /// The node it is subscribed to, as the graph names it.
    public var source: String
    /// When it was made, in milliseconds on the state's clock.
    public var since: Int
    /// The bag that holds it (`DisposeBag SignUpScreen.swift:9`), or `nil` when none does.
    public var owner: String?
    /// Whether a line of the program made it; `false` for one a library's operator made
    /// inside a chain (`subscribe(on:)`'s), which that operator holds.
    public var byProgram: Bool

    /// Creates an entry.
    public init(
      id: Int, subscriber: String, source: String, since: Int, owner: String?, byProgram: Bool = true
    ) {
      self.byProgram = byProgram
      self.id = id
      self.subscriber = subscriber
      self.source = source
      self.since = since
      self.owner = owner
    }
  }

  /// How many subscriptions were made so far, alive or not: a mark taken now.
  public var made: Int
  /// The live ones, oldest first.
  public var entries: [Entry]

  /// Creates the list.
  public init(made: Int, entries: [Entry]) {
    self.made = made
    self.entries = entries
  }
}
