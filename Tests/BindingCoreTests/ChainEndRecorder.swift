@testable import BindingCore

/// A ``ChainReceiver`` that records what it receives: what the tests of ``ChainEndNode`` follow a
/// chain with.
final class ChainEndRecorder: ChainReceiver {
  var values: [Int] = []
  var ends: [Event<Int>] = []

  func receiveNext(_ value: Int) { values.append(value) }

  func receiveEnd(_ event: Event<Int>) { ends.append(event) }
}
