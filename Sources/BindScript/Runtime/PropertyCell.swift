import Binding

/// A property of a control in a view (`login.user.text`) as a cell: its value, its history,
/// and, for properties the user changes, the stream of those changes.
///
/// A script's assignment is a user change for observable properties (typing, toggling,
/// sliding) and a programmatic one for the others; bindings always write programmatically,
/// and programmatic writes are not reported back, as in RxCocoa.
final class PropertyCell: Cell {
  var name: String
  let schema: ControlKind.Property
  private(set) var history = History()
  private let read: () -> Value
  private let write: (Value) -> Void
  private let userWrite: ((Value) -> Bool)?
  private let changes: Observable<Value>?
  private var recording: Disposable?
  unowned let runtime: Runtime
  /// Why the control ignores the user now.
  let whyIgnored: () -> String

  /// - Parameters:
  ///   - read: The current value.
  ///   - write: Sets the value programmatically.
  ///   - userWrite: Changes the value as the user would; `false` when the control ignored it.
  ///   - changes: The current value on subscription, then each change the user makes.
  init(
    name: String, schema: ControlKind.Property, runtime: Runtime, read: @escaping () -> Value,
    write: @escaping (Value) -> Void, userWrite: ((Value) -> Bool)?, changes: Observable<Value>?,
    whyIgnored: @escaping () -> String
  ) {
    self.whyIgnored = whyIgnored
    self.name = name
    self.schema = schema
    self.runtime = runtime
    self.read = read
    self.write = write
    self.userWrite = userWrite
    self.changes = changes
    history.append(read(), at: runtime.now, cause: runtime.cause)
    recording = changes?.skip(1).subscribe(onNext: { [unowned self] value in
      history.append(value, at: self.runtime.now, cause: self.runtime.cause)
      self.runtime.record(self, value)
    })
  }

  deinit { recording?.dispose() }

  var type: ScriptType { schema.type }

  /// The control's name: `login.user` for `login.user.text`.
  var controlName: String { name.split(separator: ".").dropLast().joined(separator: ".") }

  var currentValue: Value? { read() }

  var stream: Observable<Value>? { changes }

  /// Sets the value as a binding does: recorded, not reported to the property's observers.
  func setByProgram(_ value: Value) {
    write(value)
    history.append(value, at: runtime.now, cause: runtime.cause)
    runtime.record(self, value)
  }

  /// Sets the value from a script: as the user for observable properties.
  ///
  /// - Returns: `false` when the control ignored the user (it is disabled).
  func setByUser(_ value: Value) -> Bool {
    guard let userWrite else {
      setByProgram(value)
      return true
    }
    return userWrite(value)
  }

  /// The property as a `ControlProperty` for two-way bindings, `nil` read as `fallback`
  /// when given (`?? ""`).
  func controlProperty(fallback: Value?) -> ControlProperty<Value>? {
    guard let changes else { return nil }
    let sink = AnyObserver<Value> { [unowned self] event in
      guard case .next(let value) = event else { return }
      runtime.deliver { setByProgram(value) }
    }
    let property = ControlProperty(subscribingOnCallingThread: changes, valueSink: sink)
    guard let fallback else { return property }
    return property.converted(read: { $0 == .none ? fallback : $0 }, write: { $0 })
  }
}

/// An event of a control in a view (`login.submit.tap`) as a cell.
final class EventCell: Cell {
  var name: String
  let schema: ControlKind.Event
  private(set) var history = History()
  private let events: Observable<Value>
  private var recording: Disposable?
  private unowned let runtime: Runtime

  init(name: String, schema: ControlKind.Event, runtime: Runtime, events: Observable<Value>) {
    self.name = name
    self.schema = schema
    self.runtime = runtime
    self.events = events
    recording = events.subscribe(onNext: { [unowned self] value in
      history.append(value, at: self.runtime.now, cause: self.runtime.cause)
      self.runtime.record(self, value)
    })
  }

  deinit { recording?.dispose() }

  var type: ScriptType { schema.payload }

  var currentValue: Value? { nil }

  var stream: Observable<Value>? { events }

  func describe(_ value: Value) -> String {
    value == .void ? "\(name)()" : "\(name)(\(value.shortLiteral))"
  }
}
