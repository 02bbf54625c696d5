import BindScript

/// What a page needs to play a script (`bind play`): the script's text, each playable lane
/// with its diagram and the values it may use, and how each `expect` came out.
///
/// ```json
/// {"script": "let x = marbles(\"-a-b|\")\n…", "frameMilliseconds": 100,
///  "lanes": [{"name": "x", "diagram": "-a-b|", "start": 0,
///             "values": [{"symbol": "a", "text": "\"a\""}, …],
///             "events": [{"frame": 1, "symbol": "a"}, …, {"frame": 4, "symbol": "|"}]}],
///  "checks": [{"line": 3, "text": "expect y == 2", "passed": true}], "edited": null}
/// ```
public struct LivePlay: Codable, Equatable, Sendable {
  /// One playable lane.
  public struct Lane: Codable, Equatable, Sendable {
    /// The lane's name (the `let`'s), as the marble picture's `data-lane`.
    public var name: String
    /// The diagram as written now.
    public var diagram: String
    /// When the stream began, in milliseconds: its frame 0.
    public var start: Int
    /// The values the page may choose among.
    public var values: [Value]
    /// The diagram's events: a value character, `|` or `#`, at each frame.
    public var events: [Event]
  }

  /// A value of a lane: its character and what it stands for, as written.
  public struct Value: Codable, Equatable, Sendable {
    /// The character.
    public var symbol: String
    /// The value's source text.
    public var text: String
  }

  /// An event of a diagram.
  public struct Event: Codable, Equatable, Sendable {
    /// Its frame from the start.
    public var frame: Int
    /// A value character, `|` or `#`.
    public var symbol: String
  }

  /// How an `expect`, or a failing statement, came out.
  public struct Check: Codable, Equatable, Sendable {
    /// Its first line.
    public var line: Int
    /// Its text.
    public var text: String
    /// Whether it held.
    public var passed: Bool
    /// Why not.
    public var message: String?
  }

  /// The script with its edits: what "copy script" copies and `:save` writes.
  public var script: String
  /// How long a frame is.
  public var frameMilliseconds = 100
  /// The lanes the page may edit.
  public var lanes: [Lane]
  /// Every `expect` and every failing statement of the latest run.
  public var checks: [Check]
  /// The statement the latest edit changed, if the run followed an edit.
  public var edited: String?

  /// The play state of `script` after `run`.
  public init(script: PlayScript, run: PlayRun, edited: String? = nil) {
    self.script = script.text
    self.edited = edited
    lanes = script.literals.compactMap { literal in
      guard let start = run.starts[literal.name] else { return nil }
      return Lane(
        name: literal.name, diagram: literal.diagram, start: start,
        values: literal.values.map { Value(symbol: String($0.symbol), text: $0.text) },
        events: literal.events.map { Event(frame: $0.frame, symbol: String($0.symbol)) })
    }
    checks = run.checks.map {
      Check(line: $0.line, text: $0.text, passed: $0.passed, message: $0.message)
    }
  }
}

extension LivePlay {
  /// Each lane's letters, as its literal writes them: what the marble picture writes the
  /// input lanes with, so that they read as the script does.
  var spellings: [String: MarbleSpelling] {
    var spellings: [String: MarbleSpelling] = [:]
    for lane in lanes {
      let letters = lane.events.filter { $0.symbol != "|" && $0.symbol != "#" }.map { event in
        MarbleSpelling.Letter(time: lane.start + event.frame * frameMilliseconds, letter: event.symbol)
      }
      spellings[lane.name] = MarbleSpelling(
        alphabet: lane.values.map(\.symbol), values: lane.values.map(\.text), letters: letters)
    }
    return spellings
  }
}
