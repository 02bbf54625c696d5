import BindingControls

/// A control of a `view` block, with its properties and events as cells.
///
/// This file is the only one that touches BindingControls' stand-in controls.
final class ControlCell {
  /// The qualified name, such as `login.user`.
  var name: String
  let kind: ControlKind
  private(set) var properties: [PropertyCell] = []
  private(set) var events: [EventCell] = []
  private let control: StandIn

  init(name: String, kind: ControlKind, runtime: Runtime) {
    self.name = name
    self.kind = kind
    let control = StandIn(kind)
    self.control = control
    properties = kind.properties.map { schema in
      let key = schema.name
      return PropertyCell(
        name: "\(name).\(key)", schema: schema, runtime: runtime,
        read: { control.read(key) },
        write: { control.write(key, $0) },
        userWrite: schema.isObservable ? { control.userWrite(key, $0) } : nil,
        changes: control.changes(key),
        whyIgnored: { [unowned self] in ignoresUserBecause })
    }
    events = kind.events.map { schema in
      EventCell(
        name: "\(name).\(schema.name)", schema: schema, runtime: runtime,
        events: control.events(schema.name))
    }
  }

  /// Renames the control and its properties and events (`login.user` to `login#1.user`).
  func rename(to newName: String) {
    for property in properties { property.name = newName + "." + property.schema.name }
    for event in events { event.name = newName + "." + event.schema.name }
    name = newName
  }

  func property(_ name: String) -> PropertyCell? { properties.first { $0.schema.name == name } }

  func event(_ name: String) -> EventCell? { events.first { $0.schema.name == name } }

  /// The user causes `event` (taps, selects a row...).
  ///
  /// - Returns: `false` when the control ignored the user.
  func trigger(_ event: ControlKind.Event, _ payload: Value) -> Bool {
    switch (control, event.name, payload) {
    case (.button(let button), "tap", _): return button.tap()
    case (.list(let list), "itemSelected", .int(let row)): return list.select(row: row)
    case (.list(let list), "refresh", _): return list.pullToRefresh()
    case (.list(let list), "reachedBottom", _): return list.scrollToBottom()
    default: return false
    }
  }

  /// The user does `gesture` (types, toggles...); each change it makes is an act of the
  /// statement, starting a trace tree of its own.
  ///
  /// - Returns: `false` when the control ignored the user.
  func perform(_ gesture: ControlKind.Gesture, _ argument: Value?, runtime: Runtime) -> Bool {
    switch (control, gesture.name, argument) {
    case (.textField(let field), "type", .string(let characters)?):
      guard !characters.isEmpty else { return runtime.act { field.type("") } }
      for character in characters {
        guard runtime.act({ field.type(String(character)) }) else { return false }
      }
      return true
    case (.textField(let field), "clear", _): return runtime.act { field.clear() }
    case (.switch(let control), "toggle", _): return runtime.act { control.toggle() }
    default: return false
    }
  }

  /// Why the control ignores the user.
  var ignoresUserBecause: String {
    if control.read("isHidden") == .bool(true) { return "it is hidden" }
    if control.read("isEnabled") == .bool(false) { return "it is disabled" }
    if kind == .list { return "there is no such row, or a refresh is under way" }
    return "it cannot do that"
  }

  /// The control's one-line rendering, as BindingControls draws it.
  func render() -> String { control.render() }
}

/// The BindingControls control behind a ``ControlCell``, with its members read and written as
/// script values.
private enum StandIn {
  case textField(TextField)
  case label(Label)
  case button(Button)
  case `switch`(Switch)
  case slider(Slider)
  case spinner(ActivityIndicator)
  case list(ListView)

  init(_ kind: ControlKind) {
    switch kind {
    case .textField: self = .textField(TextField())
    case .label: self = .label(Label())
    case .button: self = .button(Button())
    case .switch: self = .switch(Switch())
    case .slider: self = .slider(Slider())
    case .spinner: self = .spinner(ActivityIndicator())
    case .list: self = .list(ListView())
    }
  }

  var view: any ViewControl {
    switch self {
    case .textField(let control): return control
    case .label(let control): return control
    case .button(let control): return control
    case .switch(let control): return control
    case .slider(let control): return control
    case .spinner(let control): return control
    case .list(let control): return control
    }
  }

  func render() -> String { view.render() }

  func read(_ key: String) -> Value {
    if key == "isHidden" { return .bool(view.isHidden) }
    switch (self, key) {
    case (.textField(let field), "text"): return optional(field.text)
    case (.textField(let field), "isEnabled"): return .bool(field.isEnabled)
    case (.label(let label), "text"): return optional(label.text)
    case (.button(let button), "title"): return optional(button.title)
    case (.button(let button), "isEnabled"): return .bool(button.isEnabled)
    case (.switch(let control), "isOn"): return .bool(control.isOn)
    case (.switch(let control), "isEnabled"): return .bool(control.isEnabled)
    case (.slider(let slider), "value"): return .double(slider.value)
    case (.slider(let slider), "isEnabled"): return .bool(slider.isEnabled)
    case (.spinner(let spinner), "isAnimating"): return .bool(spinner.isAnimating)
    case (.list(let list), "items"): return .array(list.items.map(Value.string))
    case (.list(let list), "isRefreshing"): return .bool(list.isRefreshing)
    default: return .none
    }
  }

  func write(_ key: String, _ value: Value) {
    if key == "isHidden" {
      view.isHidden = value.isTrue
      return
    }
    switch (self, key, value) {
    case (.textField(let field), "text", _): field.text = string(value)
    case (.textField(let field), "isEnabled", _): field.isEnabled = value.isTrue
    case (.label(let label), "text", _): label.text = string(value)
    case (.button(let button), "title", _): button.title = string(value)
    case (.button(let button), "isEnabled", _): button.isEnabled = value.isTrue
    case (.switch(let control), "isOn", _): control.isOn = value.isTrue
    case (.switch(let control), "isEnabled", _): control.isEnabled = value.isTrue
    case (.slider(let slider), "value", .double(let number)): slider.value = number
    case (.slider(let slider), "isEnabled", _): slider.isEnabled = value.isTrue
    case (.spinner(let spinner), "isAnimating", _): spinner.isAnimating = value.isTrue
    case (.list(let list), "items", .array(let rows)): list.items = rows.map(\.text)
    case (.list(let list), "isRefreshing", _): list.isRefreshing = value.isTrue
    default: break
    }
  }

  /// Changes `key` as the user would: `false` when the control ignored it.
  func userWrite(_ key: String, _ value: Value) -> Bool {
    switch (self, key, value) {
    case (.textField(let field), "text", _): return field.replaceText(string(value) ?? "")
    case (.switch(let control), "isOn", _): return control.setOn(value.isTrue)
    case (.slider(let slider), "value", .double(let number)): return slider.slide(to: number)
    default: return false
    }
  }

  /// The current value, then the user's changes, of an observable property.
  func changes(_ key: String) -> Observable<Value>? {
    switch (self, key) {
    case (.textField(let field), "text"): return field.rx.text.asObservable().map(optional)
    case (.switch(let control), "isOn"): return control.rx.isOn.asObservable().map(Value.bool)
    case (.slider(let slider), "value"): return slider.rx.value.asObservable().map(Value.double)
    default: return nil
    }
  }

  func events(_ name: String) -> Observable<Value> {
    switch (self, name) {
    case (.button(let button), "tap"): return button.rx.tap.asObservable().map { Value.void }
    case (.list(let list), "itemSelected"): return list.rx.itemSelected.asObservable().map(Value.int)
    case (.list(let list), "refresh"): return list.rx.refresh.asObservable().map { Value.void }
    case (.list(let list), "reachedBottom"):
      return list.rx.reachedBottom.asObservable().map { Value.void }
    default: return Observable.never()
    }
  }
}

private func optional(_ text: String?) -> Value {
  text.map(Value.string) ?? Value.none
}

private func string(_ value: Value) -> String? {
  if case .string(let text) = value { return text }
  return nil
}
