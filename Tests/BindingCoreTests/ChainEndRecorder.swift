@testable import BindingCore

/// A ``ChainEnd`` that records what it receives: the end the tests of ``ChainEndSink`` and
/// ``ChainEndNode`` follow a chain with.
final class ChainEndRecorder: ChainEnd {
  var values: [Int] = []
  var ends: [Event<Int>] = []

  func receiveNext(_ value: Int) { values.append(value) }

  func receiveEnd(_ event: Event<Int>) { ends.append(event) }
}
