/// How a played input lane is written: each of its values with the letter its `marbles(...)`
/// literal writes it with, in the colour of that letter, so that the lane reads as the literal
/// (`c` for the third marble of `"-a-b-c|"`, even when `a` names the same value) and a value
/// keeps its colour across edits.
///
/// ```swift
/// let spelling = MarbleSpelling(alphabet: ["a", "b", "c"],
///                               letters: [.init(time: 100, letter: "a"), .init(time: 500, letter: "c")])
/// MarblePicture.svg(lanes, now: 1000, spellings: ["orders": spelling])
/// ```
public struct MarbleSpelling: Sendable, Hashable {
  /// One value of the diagram: when it happens and the letter it is written with.
  public struct Letter: Sendable, Hashable {
    /// Its time, in milliseconds.
    public var time: Int
    /// The letter the literal writes it with.
    public var letter: String

    /// Creates a letter.
    public init(time: Int, letter: String) {
      self.time = time
      self.letter = letter
    }
  }

  /// The literal's letters in the order it names them: the n-th has the n-th marble colour.
  public var alphabet: [String]
  /// Each value of the diagram, in the order it happens.
  public var letters: [Letter]

  /// Creates a spelling.
  public init(alphabet: [String], letters: [Letter]) {
    self.alphabet = alphabet
    self.letters = letters
  }

  /// The letter of each value marble of `marbles` (by its index), matched to ``letters`` by
  /// time, in order; a marble no letter matches has none.
  func letters(of marbles: [Marble]) -> [Int: String] {
    var waiting: [Int: ArraySlice<String>] = [:]
    for letter in letters { waiting[letter.time, default: []].append(letter.letter) }
    var found: [Int: String] = [:]
    for (index, marble) in marbles.enumerated() {
      guard case .value = marble.kind, let letter = waiting[marble.time]?.popFirst() else { continue }
      found[index] = letter
    }
    return found
  }

  /// The colour of `letter`: its place in ``alphabet``, in the marble palette.
  func colourIndex(of letter: String) -> Int? {
    alphabet.firstIndex(of: letter)
  }
}
