import Foundation

/// File names that complete a path being typed, for the meta commands that take a file
/// (`:load`, `:save`, `:graph svg`, `:marbles svg`).
enum FileCompletion {
  /// The entries of the folder `word` names that complete what follows its last `/`.
  ///
  /// The folder is the current one when `word` has no `/`. Folders come with a `/` after
  /// them, files only with one of `extensions`; hidden entries only when what is typed
  /// starts with a dot.
  ///
  /// - Returns: How many characters of `word` the candidates replace (those after its last
  ///   `/`), and the candidates, sorted.
  static func complete(_ word: String, extensions: [String]) -> (replacing: Int, candidates: [String]) {
    let slash = word.lastIndex(of: "/")
    let folder = slash.map { String(word[...$0]) } ?? ""
    let start = slash.map { String(word[word.index(after: $0)...]) } ?? word
    let place = folder.isEmpty ? "." : (folder as NSString).expandingTildeInPath
    let manager = FileManager.default
    let entries = (try? manager.contentsOfDirectory(atPath: place)) ?? []
    var candidates: [String] = []
    for name in entries where name.hasPrefix(start) && (start.hasPrefix(".") || !name.hasPrefix(".")) {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: place + "/" + name, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        candidates.append(name + "/")
      } else if extensions.contains((name as NSString).pathExtension) {
        candidates.append(name)
      }
    }
    return (start.count, candidates.sorted())
  }
}
