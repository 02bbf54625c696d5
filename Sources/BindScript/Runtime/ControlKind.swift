/// The kinds of stand-in controls a `view` block declares, and what each offers scripts:
/// properties to read and set, events to observe, and what the user can do to it.
enum ControlKind: String, CaseIterable {
  case textField, label, button, `switch`, slider, spinner, list

  /// A property: `text: String?`.
  struct Property {
    let name: String
    let type: ScriptType
    /// `true` when the user changes it and the control reports those changes (a
    /// `ControlProperty`): it can be observed, bound two-way, and assigning it from a script
    /// acts as the user.
    let isObservable: Bool
  }

  /// An event the control reports, such as `tap`, with what the user does to cause it.
  struct Event {
    /// The stream's name: `tap`, `itemSelected`.
    let name: String
    let payload: ScriptType
    /// The call that makes the user cause it: `tap()`, `select(2)`.
    let trigger: String
  }

  /// Something the user does that is not an event of its own: typing, toggling.
  struct Gesture {
    let name: String
    let parameter: ScriptType?
  }

  var properties: [Property] {
    ownProperties + [Property(name: "isHidden", type: .bool, isObservable: false)]
  }

  private var ownProperties: [Property] {
    switch self {
    case .textField:
      return [
        Property(name: "text", type: .optional(.string), isObservable: true),
        Property(name: "isEnabled", type: .bool, isObservable: false),
      ]
    case .label: return [Property(name: "text", type: .optional(.string), isObservable: false)]
    case .button:
      return [
        Property(name: "title", type: .optional(.string), isObservable: false),
        Property(name: "isEnabled", type: .bool, isObservable: false),
      ]
    case .switch:
      return [
        Property(name: "isOn", type: .bool, isObservable: true),
        Property(name: "isEnabled", type: .bool, isObservable: false),
      ]
    case .slider:
      return [
        Property(name: "value", type: .double, isObservable: true),
        Property(name: "isEnabled", type: .bool, isObservable: false),
      ]
    case .spinner: return [Property(name: "isAnimating", type: .bool, isObservable: false)]
    case .list:
      return [
        Property(name: "items", type: .array(.string), isObservable: false),
        Property(name: "isRefreshing", type: .bool, isObservable: false),
      ]
    }
  }

  var events: [Event] {
    switch self {
    case .button: return [Event(name: "tap", payload: .void, trigger: "tap")]
    case .list:
      return [
        Event(name: "itemSelected", payload: .int, trigger: "select"),
        Event(name: "refresh", payload: .void, trigger: "refresh"),
        Event(name: "reachedBottom", payload: .void, trigger: "reachedBottom"),
      ]
    default: return []
    }
  }

  var gestures: [Gesture] {
    switch self {
    case .textField:
      return [Gesture(name: "type", parameter: .string), Gesture(name: "clear", parameter: nil)]
    case .switch: return [Gesture(name: "toggle", parameter: nil)]
    default: return []
    }
  }

  func property(named name: String) -> Property? { properties.first { $0.name == name } }

  func event(named name: String) -> Event? { events.first { $0.name == name } }

  /// The event a call such as `select(2)` triggers.
  func event(triggeredBy call: String) -> Event? { events.first { $0.trigger == call } }

  func gesture(named name: String) -> Gesture? { gestures.first { $0.name == name } }

  /// Every member name, for "did you mean".
  var memberNames: [String] {
    properties.map(\.name) + events.map(\.name) + events.map(\.trigger) + gestures.map(\.name)
  }
}
