/// Finds the name a misspelling most likely meant, for "did you mean" hints.
public enum NearestName {
  /// The longest name a suggestion is looked for: comparing longer ones would cost too much
  /// for a name nobody typed by hand.
  public static let maximumLength = 128

  /// The candidate closest to `name` by edit distance, if it is close enough to be a
  /// plausible typo (at most a third of the name's length, and at least one edit).
  ///
  /// ```swift
  /// NearestName.find("usrname", in: ["username", "password"])   // "username"
  /// ```
  public static func find<Candidates: Sequence>(_ name: String, in candidates: Candidates)
    -> String?
  where Candidates.Element == String {
    let length = name.count
    guard length <= maximumLength else { return nil }
    let limit = max(1, length / 3)
    let lowercased = name.lowercased()
    var best: (name: String, distance: Int)?
    // The distance is at least the difference in length: those candidates need no comparison,
    // which keeps a long declared name from being compared in full with each typo.
    for candidate in candidates where candidate != name && abs(candidate.count - length) <= limit {
      let distance = editDistance(lowercased, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance, counting a swap of two neighbours as one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
