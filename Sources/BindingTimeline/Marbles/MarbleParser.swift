import BindingCore

/// Reads a marble diagram into events at frame offsets; ``Marbles`` turns frames into times.
///
/// The grammar is RxJS's: every character but a space takes one frame; `-` is an empty frame;
/// a value character emits that value; `|` completes; `#` fails; `(…)` emits its contents
/// all at one frame, and the whole group takes that one frame; `^` marks frame 0, the
/// subscription point of a hot observable.
struct MarbleParser<Element> {
  /// Turns a value character into a value, or says why it cannot.
  typealias Lookup = (Character) -> Result<Element, MarbleError.Reason>

  /// The events read, each at its frame counted from the start of the diagram, and the frame
  /// of the `^`, if any.
  struct Diagram {
    var events: [(frame: Int, event: Event<Element>)] = []
    var subscriptionFrame: Int?
  }

  private let marbles: String
  private let allowsSubscriptionPoint: Bool
  private let error: any Error
  private let lookup: Lookup

  init(
    _ marbles: String, allowsSubscriptionPoint: Bool, error: any Error,
    lookup: @escaping Lookup
  ) {
    self.marbles = marbles
    self.allowsSubscriptionPoint = allowsSubscriptionPoint
    self.error = error
    self.lookup = lookup
  }

  /// Characters that are grammar, never values.
  static var reserved: Set<Character> { ["-", "(", ")", "^", "|", "#"] }

  func parse() throws(MarbleError) -> Diagram {
    var diagram = Diagram()
    var frame = 0
    var group: (frame: Int, column: Int, count: Int)?
    for (offset, character) in marbles.enumerated() {
      let column = offset + 1
      func fail(_ reason: MarbleError.Reason) -> MarbleError {
        MarbleError(reason, marbles: marbles, column: column)
      }
      if character.isWhitespace { continue }
      let eventFrame = group?.frame ?? frame
      var event: Event<Element>?
      switch character {
      case "-":
        break
      case "(":
        if group != nil { throw fail(.nestedGroup) }
        group = (frame, column, 0)
      case ")":
        guard let open = group else { throw fail(.unexpected(")")) }
        if open.count == 0 { throw fail(.emptyGroup) }
        group = nil
        frame += 1
        continue
      case "^":
        if !allowsSubscriptionPoint { throw fail(.subscriptionPointInCold) }
        if diagram.subscriptionFrame != nil { throw fail(.secondSubscriptionPoint) }
        diagram.subscriptionFrame = eventFrame
        group?.count += 1
      case "|":
        event = .completed
      case "#":
        event = .error(error)
      default:
        switch lookup(character) {
        case .success(let value): event = .next(value)
        case .failure(let reason): throw fail(reason)
        }
      }
      if let event {
        diagram.events.append((eventFrame, event))
        group?.count += 1
      }
      if group == nil { frame += 1 }
    }
    if let open = group {
      throw MarbleError(.unclosedGroup, marbles: marbles, column: open.column)
    }
    return diagram
  }
}
