import BindScript

/// What the events do not carry and the page shows: read from the interpreter, on its
/// thread, after each statement.
struct Readings: Sendable {
  /// Each view's mock-up.
  let views: [String]
  /// Each graph node's value now.
  let values: [String: String]

  init(_ interpreter: Interpreter) {
    views = interpreter.viewMockups().map(\.text)
    values = interpreter.nodeValues(interpreter.graphSnapshot())
  }
}

extension LiveModel {
  mutating func take(_ readings: Readings) {
    views = readings.views
    values = readings.values
  }
}
