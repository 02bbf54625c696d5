import Binding

/// The local variables of one running closure or loop body: closure parameters, `for`
/// variables and the values a `let` follows, in slots the compiler assigns.
///
/// Frames nest: a closure's frame has the frame it was created in as parent, so it sees
/// the variables around it.
final class Frame {
  /// Only read and written by the code running in this frame, one access at a time, which
  /// makes the run-time exclusivity check redundant.
  @exclusivity(unchecked) var slots: [Value]
  /// The frame this one was created in; set again when a recycled frame is handed out.
  @exclusivity(unchecked) var parent: Frame?

  init(size: Int, parent: Frame? = nil) {
    slots = Array(repeating: .void, count: size)
    self.parent = parent
  }

  /// The frame `depth` levels up (0 is this one).
  func ancestor(_ depth: Int) -> Frame {
    var frame = self
    for _ in 0..<depth {
      guard let parent = frame.parent else { break }
      frame = parent
    }
    return frame
  }
}

/// Compiled code: what the compiler turns an expression or statement into, run by the
/// interpreter with the frame of its local variables.
typealias ValueCode = (Frame) throws(RuntimeError) -> Value

/// Compiled code that builds a stream.
typealias StreamCode = (Frame) throws(RuntimeError) -> Observable<Value>

/// A compiled statement.
typealias StatementCode = (Frame) throws(RuntimeError) -> Void

/// A compiled closure: called with its arguments in the frame it was created in.
typealias ClosureCode = (Frame, [Value]) throws(RuntimeError) -> Value

/// An expression inside a closure that reads nothing but the closure's first argument
/// (`$0 + 1`), compiled as a function of that argument: it needs no frame.
typealias DirectCode = (Value) throws(RuntimeError) -> Value

/// A compiled closure called with one argument, without an array to hold it.
typealias UnaryClosureCode = (Frame, Value) throws(RuntimeError) -> Value

/// A compiled closure whose result is a stream (`flatMapLatest`, `catch`).
typealias StreamClosureCode = (Frame, [Value]) throws(RuntimeError) -> Observable<Value>
