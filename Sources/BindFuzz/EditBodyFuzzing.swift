import BindLiveModel
import BindScript
import Foundation

/// The body of a play page's edit, as `POST /TOKEN/edit` takes it, applied to a played script:
/// a refused edit changes nothing; an accepted one changes only its own literal, and the
/// edited script runs and draws.
enum EditBodyFuzzing {
  /// A played script with two inputs and operators on both.
  static let script = """
    let clicks = marbles("-a--b---c--|", a: 1, b: 2, c: 3)
    let typing = marbles("ab-c-----d--|")
    let doubled = clicks.map { $0 * 2 }
    let settled = typing.debounce(200ms)
    let both = combineLatest(doubled, settled) { n, s in "\\(n)\\(s)" }
    advance 1500ms
    """

  static func run(_ body: Data) {
    guard let edit = MarbleEdit(json: body), var played = try? PlayScript(name: "play.bind", text: script)
    else { return }
    let before = played
    do {
      try played.apply(edit)
    } catch {
      precondition(played.text == before.text, "a refused edit changed the script")
      return
    }
    for literal in before.literals where literal.name != edit.lane {
      precondition(
        played.literal(literal.name)?.diagram == literal.diagram, "an edit changed another literal")
    }
    precondition(played.literal(edit.lane)?.diagram == edit.diagram, "an edit was not written as sent")
    SessionPictures.run(played.source)
  }
}
