/// The newest states of a session: at most ``mostStates`` of them (as many as a page's
/// timeline keeps) and ``mostCharacters`` characters in all (the newest state is kept
/// whatever its size).
///
/// The server keeps one for the session, so that a page opened late or reloaded gets the
/// whole timeline, and one for each page, of what it has not been sent yet. A state is one
/// `String` shared by every window that holds it, so a page's window costs little beyond the
/// session's.
struct StateWindow: Sendable {
  /// The most states kept: as many steps as the page's timeline keeps.
  static let mostStates = 1_000
  /// The most characters of states kept: 8 million, every step of a demo (a state of one is
  /// 10 to 40 KB) and the last 270 or so of a long session (29 KB a state), so that a session
  /// of 100,000 statements stays under 64 MiB.
  static let mostCharacters = 8_000_000

  /// The states, from ``first`` on; those before it are dropped, kept as empty strings until
  /// the array is shortened.
  private(set) var states: [String] = []
  private var characters = 0
  private var first = 0

  /// Adds `state` as the newest, dropping the oldest ones that no longer fit.
  mutating func append(_ state: String) {
    states.append(state)
    characters += state.utf8.count
    while states.count - first > 1
      && (states.count - first > Self.mostStates || characters > Self.mostCharacters)
    {
      characters -= states[first].utf8.count
      states[first] = ""
      first += 1
    }
    if first > Self.mostStates {
      states.removeFirst(first)
      first = 0
    }
  }

  /// Puts `state` in the newest one's place (or adds it, when there is none).
  mutating func replaceNewest(with state: String) {
    guard !isEmpty else { return append(state) }
    characters += state.utf8.count - states[states.count - 1].utf8.count
    states[states.count - 1] = state
  }

  /// The states kept, oldest first.
  var kept: ArraySlice<String> { states[first...] }

  /// Whether it holds nothing.
  var isEmpty: Bool { first == states.count }

  /// Takes the oldest state out.
  mutating func removeOldest() -> String? {
    guard !isEmpty else { return nil }
    let state = states[first]
    characters -= state.utf8.count
    states[first] = ""
    first += 1
    if first == states.count {
      states = []
      first = 0
    } else if first > Self.mostStates {
      states.removeFirst(first)
      first = 0
    }
    return state
  }
}
