import Binding
import BindingTimeline

extension Compiler {
  /// `marbles("-a--b|", a: 1, b: 2)`: a stream that plays a marble diagram from the moment
  /// it is subscribed, 100 ms a frame, on the virtual clock.
  ///
  /// The diagram must be a plain string literal, so it is read (and its mistakes reported)
  /// before anything runs. Each label names the value of one character; without labels,
  /// each character stands for itself as a one-letter `String`. `#` fails with the message
  /// "marble error".
  func checkMarbleSource(_ arguments: [Argument], _ range: SourceRange) throws(Diagnostic)
    -> Typed
  {
    guard let first = arguments.first, first.label == nil,
      let diagram = first.value.plainText
    else {
      throw error(
        "'marbles' takes a diagram as its first argument, written as a plain string", range,
        notes: [Diagnostic.Note("for example: marbles(\"-a--b|\", a: 1, b: 2)")])
    }
    var characters: [Character] = []
    var checked: [Typed] = []
    for argument in arguments.dropFirst() {
      guard let label = argument.label, label.count == 1, let character = label.first,
        !characters.contains(character)
      else {
        throw error(
          "each value of 'marbles' is labelled with its own character, as in `a: 1`",
          argument.value.range)
      }
      characters.append(character)
      checked.append(try checkValue(argument.value))
    }
    let type = checked.isEmpty ? ScriptType.string : try commonMarbleType(checked)
    var placeholders: [Character: Character] = [:]
    if checked.isEmpty {
      for character in diagram where character.isLetter || character.isNumber {
        placeholders[character] = character
      }
    } else {
      for character in characters { placeholders[character] = character }
    }
    let events: [Recorded<Event<Character>>]
    do {
      events = try Marbles.parse(
        diagram, values: placeholders, error: ScriptFailure(message: "marble error"),
        frameTicks: 100)
    } catch {
      throw self.error("this marble diagram is not valid: \(error)", first.value.range)
    }
    let codes = checked.map(\.valueCode)
    let scheduler = runtime.scheduler
    var typed = Typed.stream(type, range) { frame throws(RuntimeError) in
      var values: [Character: Value] = [:]
      for (character, code) in zip(characters, codes) { values[character] = try code(frame) }
      let played = events.map { recorded in
        (recorded.time, recorded.value.map { values[$0] ?? .string(String($0)) })
      }
      return Observable<Value>.create { observer in
        let timers = CompositeDisposable()
        for (time, event) in played {
          timers.insert(
            scheduler.scheduleRelative(event, dueTime: .milliseconds(time), startsChange: true) {
              event in
              observer.on(event)
              return Disposables.create()
            })
        }
        return timers
      }
    }.merging(checked)
    typed.playsMarbles = true
    return typed
  }

  private func commonMarbleType(_ values: [Typed]) throws(Diagnostic) -> ScriptType {
    var type = values[0].type
    for other in values.dropFirst() {
      guard let joined = type.joined(with: other.type) else {
        throw error(
          "the values of 'marbles' must have one type, but \(type) and \(other.type) differ",
          other.range)
      }
      type = joined
    }
    return type
  }
}
