/// How a played input lane is written: each of its values with the letter its `marbles(...)`
/// literal writes it with, so that the lane reads as the literal (`c` for the third marble of
/// `"-a-b-c|"`, even when `a` names the same value), in the colour of its value, the same
/// after every edit.
///
/// ```swift
/// let spelling = MarbleSpelling(alphabet: ["a", "b", "c"], values: ["1", "2", "1"],
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

  /// The literal's letters in the order it names them.
  public var alphabet: [String]
  /// What each letter of ``alphabet`` stands for, as written: the n-th value, and every letter
  /// that names the same one, has the n-th marble colour.
  public var values: [String]
  /// Each value of the diagram, in the order it happens.
  public var letters: [Letter]

  /// Creates a spelling.
  public init(alphabet: [String], values: [String], letters: [Letter]) {
    self.alphabet = alphabet
    self.values = values
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

  /// The colour of `letter`, in the marble palette: the place in ``alphabet`` of the first
  /// letter that names its value.
  func colourIndex(of letter: String) -> Int? {
    guard let index = alphabet.firstIndex(of: letter), index < values.count else {
      return alphabet.firstIndex(of: letter)
    }
    return values.firstIndex(of: values[index])
  }
}
