import BindingTest

/// A control of a `view` block, with its properties and events as cells.
///
/// This file is the only one that touches the stand-in controls.
final class ControlCell {
  /// `login.user`
  let name: String
  let kind: ControlKind
  private(set) var properties: [PropertyCell] = []
  private(set) var events: [EventCell] = []
  private let control: StandIn

  init(name: String, kind: ControlKind, runtime: Runtime) {
    self.name = name
    self.kind = kind
    let control = StandIn(kind: kind)
    self.control = control
    properties = kind.properties.map { schema in
      let key = schema.name
      return PropertyCell(
        name: "\(name).\(key)", schema: schema, runtime: runtime,
        read: { control.values[key] ?? Value.none },
        write: { control.values[key] = $0 },
        userWrite: schema.isObservable ? { control.userSet(key, $0) } : nil,
        changes: schema.isObservable ? control.property(key) : nil)
    }
    events = kind.events.map { schema in
      EventCell(
        name: "\(name).\(schema.name)", schema: schema, runtime: runtime,
        events: control.event(schema.name).asObservable())
    }
  }

  func property(_ name: String) -> PropertyCell? { properties.first { $0.schema.name == name } }

  func event(_ name: String) -> EventCell? { events.first { $0.schema.name == name } }

  /// The user causes `event` (taps, selects a row...).
  ///
  /// - Returns: `false` when the control ignored the user.
  func trigger(_ event: ControlKind.Event, _ payload: Value) -> Bool {
    guard control.acceptsUser else { return false }
    if kind == .list, event.name == "itemSelected" {
      guard case .int(let row) = payload, case .array(let items)? = control.values["items"],
        items.indices.contains(row)
      else { return false }
    }
    control.event(event.name).accept(payload)
    return true
  }

  /// The user does `gesture` (types, toggles...).
  ///
  /// - Returns: `false` when the control ignored the user.
  func perform(_ gesture: ControlKind.Gesture, _ argument: Value?) -> Bool {
    switch (kind, gesture.name) {
    case (.textField, "type"):
      guard control.acceptsUser, case .string(let characters)? = argument else { return false }
      for character in characters {
        let current: String
        if case .string(let text)? = control.values["text"] { current = text } else { current = "" }
        _ = control.userSet("text", .string(current + String(character)))
      }
      return true
    case (.textField, "clear"): return control.userSet("text", .string(""))
    case (.switch, "toggle"): return control.userSet("isOn", .bool(!(control.values["isOn"]?.isTrue ?? false)))
    default: return false
    }
  }

  /// One line showing the control's state.
  func render() -> String {
    let flags = control.acceptsUser ? "" : " (disabled)"
    let state = properties.filter { $0.schema.name != "isEnabled" }
      .map { "\($0.schema.name): \(($0.currentValue ?? Value.none).literal)" }
      .joined(separator: ", ")
    return state + flags
  }
}

/// A provisional stand-in control until BindingTest's controls are available.
private final class StandIn {
  var values: [String: Value] = [:]
  private var userChanges: [String: PublishRelay<Value>] = [:]
  private var userEvents: [String: PublishRelay<Value>] = [:]

  init(kind: ControlKind) {
    for property in kind.properties {
      switch property.type {
      case .bool: values[property.name] = .bool(property.name == "isEnabled")
      case .double: values[property.name] = .double(0)
      case .array: values[property.name] = .array([])
      default: values[property.name] = .none
      }
      if property.isObservable { userChanges[property.name] = PublishRelay() }
    }
    for event in kind.events { userEvents[event.name] = PublishRelay() }
  }

  var acceptsUser: Bool { values["isEnabled"]?.isTrue ?? true }

  func userSet(_ key: String, _ value: Value) -> Bool {
    guard acceptsUser else { return false }
    values[key] = value
    userChanges[key]?.accept(value)
    return true
  }

  func property(_ key: String) -> Observable<Value> {
    let changes = userChanges[key]!
    return Observable.create { [unowned self] observer in
      observer.onNext(values[key] ?? Value.none)
      return changes.subscribe(observer)
    }
  }

  func event(_ name: String) -> PublishRelay<Value> { userEvents[name]! }
}
