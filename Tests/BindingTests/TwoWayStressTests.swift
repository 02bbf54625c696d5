import BindingTest
import BindingTestExpectations
import Testing

/// Random sequences of changes on both sides of two-way bindings, alone and in transactions,
/// on pairs, chains and a hub of relays and on text fields: after every step all sides hold
/// the same value, the value the last change made, and the number of deliveries stays within
/// a few per side and change (nothing loops).
///
/// Each case is reproducible from its seed; a failure names the seed, the step and the changes.
@Suite(.checksResources) struct TwoWayStressTests {
  static let steps = 300

  @Test(arguments: Shape.allCases, 1...12)
  func allSidesAgreeAfterEveryStep(shape: Shape, seed: UInt64) {
    run(shape, seed: seed, mixingSides: false, transactions: shape != .chainWithNormalizer)
  }

  /// Which value wins depends on the order of deliveries (a normalizer's write, or a field's
  /// report of a programmatic set, is delivered after the propagation), so only agreement is
  /// checked.
  @Test(arguments: Shape.allCases, 1...8)
  func allSidesAgreeAfterTransactionsChangingSeveralSides(shape: Shape, seed: UInt64) {
    run(shape, seed: seed, mixingSides: true, transactions: true)
  }

  @Test func aTransactionChangingBothSidesOfAPairLeavesThemEqual() {
    let left = BehaviorRelay(value: "s")
    let right = BehaviorRelay(value: "t")
    let binding = left <=> right
    transaction {
      left.accept("a")
      right.accept("b")
      left.accept("c")
      left.accept("d")
    }
    #expect(left.value == "d" && right.value == "d")
    left.accept("e")
    #expect(left.value == "e" && right.value == "e")
    binding.dispose()
  }

  @Test func aFieldReportingProgrammaticSetsEndsWithTheUsersLastEdit() {
    let model = BehaviorRelay(value: "")
    let field = TextField()
    field.reportsProgrammaticChanges = true
    let binding = model <=> field.rx.text ?? ""
    transaction {
      field.replaceText("Cb")
      model.accept("bba")
      field.replaceText("")
    }
    #expect(model.value == "" && field.text == "")
    binding.dispose()
  }

  @Test func aTransactionEndingWithAUserEditKeepsTheEdit() {
    let model = BehaviorRelay(value: "")
    let field = TextField()
    let binding = model <=> field.rx.text ?? ""
    transaction {
      field.replaceText("Cb")
      model.accept("")
      model.accept("bba")
      field.replaceText("")
    }
    #expect(model.value == "" && field.text == "")
    binding.dispose()
  }

  /// Applies `steps` random changes, checking after each that all sides hold the value the
  /// last change made (only that they agree when `mixingSides`) and that the deliveries stay
  /// bounded.
  private func run(_ shape: Shape, seed: UInt64, mixingSides: Bool, transactions: Bool) {
    let shapeIndex = UInt64(Shape.allCases.firstIndex(of: shape)!)
    var random = SeededGenerator(seed: seed &* 1_000_003 &+ shapeIndex)
    let network = Network(shape)
    defer { network.dispose() }
    #expect(network.values.allSatisfy { $0 == network.values[0] }, "the model's value goes everywhere first")
    var expected = network.values[0]
    for step in 0..<Self.steps {
      let change = Change.random(
        for: network, mixingSides: mixingSides, transactions: transactions, using: &random)
      let before = network.deliveries
      change.apply(to: network)
      let context = "seed \(seed), step \(step): \(change)"
      let bound = 4 * change.writes * (network.sides + 1)
      #expect(network.deliveries - before <= bound, "\(network.deliveries - before) deliveries, \(context)")
      if mixingSides {
        let agree = network.values.allSatisfy { $0 == network.values[0] }
        #expect(agree, "\(network.values), \(context)")
        if !agree || network.isBroken { break }
        continue
      }
      expected = change.result(from: expected, normalizing: network.normalizes)
      let agree = network.values.allSatisfy { $0 == expected }
      #expect(agree, "\(network.values) != \(expected), \(context)")
      if !agree || network.isBroken { break }
    }
  }
}

/// How the sides are bound.
enum Shape: CaseIterable, Sendable {
  /// `relay <=> relay`.
  case pair
  /// `r0 <=> r1 <=> r2 <=> r3`, each binding between neighbours.
  case chain
  /// `r0 <=> r1`, `r0 <=> r2`, `r0 <=> r3`: one model, several views of it.
  case hub
  /// `relay <=> field.rx.text ?? ""`.
  case field
  /// `r0 <=> r1 <=> r2`, then `r2 <=> field.rx.text ?? ""`.
  case chainToField
  /// As `chainToField`, with a field that reports programmatic sets as user edits.
  case chainToReportingField
  /// As `chain`, with a subscriber of `r1` that lowercases every value it sees into `r1`: a
  /// change sent back into a binding while it propagates.
  case chainWithNormalizer
}

/// The relays, the field and the bindings of one shape, counting every delivery.
final class Network {
  let relays: [BehaviorRelay<String>]
  let field: TextField?
  let normalizes: Bool
  private var relayDeliveries = 0
  private(set) var isBroken = false
  private var bindings: [Disposable] = []
  private var watches: [Disposable] = []
  /// Deliveries past which the network is taken apart: a loop then ends, and fails the test.
  private let fuse = 100_000

  init(_ shape: Shape) {
    let count: Int
    switch shape {
    case .pair, .field: count = shape == .pair ? 2 : 1
    case .chain, .hub, .chainWithNormalizer: count = 4
    case .chainToField, .chainToReportingField: count = 3
    }
    relays = (0..<count).map { BehaviorRelay(value: "start\($0)") }
    normalizes = shape == .chainWithNormalizer
    switch shape {
    case .field, .chainToField, .chainToReportingField:
      let field = TextField(text: "typed")
      field.reportsProgrammaticChanges = shape == .chainToReportingField
      self.field = field
    default:
      field = nil
    }
    for relay in relays {
      watches.append(relay.skip(1).subscribe(onNext: { [unowned self] _ in delivered() }))
    }
    if normalizes {
      let relay = relays[1]
      watches.append(
        relay.subscribe(onNext: { value in
          if value != value.lowercased() { relay.accept(value.lowercased()) }
        }))
    }
    switch shape {
    case .hub:
      for index in 1..<count { bindings.append(relays[0] <=> relays[index]) }
    default:
      for index in 1..<count { bindings.append(relays[index - 1] <=> relays[index]) }
    }
    if let field {
      field.clearHistory()
      bindings.append(relays[count - 1] <=> field.rx.text ?? "")
    }
  }

  /// How many relays and fields there are.
  var sides: Int { relays.count + (field == nil ? 0 : 1) }

  /// The value of each side.
  var values: [String] { relays.map(\.value) + (field.map { [$0.text ?? ""] } ?? []) }

  /// Relay deliveries plus the field's programmatic writes.
  var deliveries: Int { relayDeliveries + (field?.history.count ?? 0) }

  private func delivered() {
    relayDeliveries += 1
    if deliveries > fuse { breakApart() }
  }

  private func breakApart() {
    isBroken = true
    bindings.forEach { $0.dispose() }
  }

  func dispose() {
    bindings.forEach { $0.dispose() }
    watches.forEach { $0.dispose() }
  }
}

/// One random change: a relay accepting a value, the user editing the field, or several of
/// them in a transaction.
indirect enum Change: CustomStringConvertible {
  case accept(relay: Int, value: String)
  case type(String)
  case replace(String)
  case inTransaction([Change])

  /// A change; a transaction (only if `transactions`) writes to one side only unless
  /// `mixingSides`.
  static func random(
    for network: Network, mixingSides: Bool, transactions: Bool, using random: inout SeededGenerator
  ) -> Change {
    var side = Int.random(in: 0..<network.sides, using: &random)
    func next() -> Change {
      if mixingSides { side = Int.random(in: 0..<network.sides, using: &random) }
      return single(on: side, of: network, using: &random)
    }
    guard transactions, random.chance(1, in: 4) else { return next() }
    let inner = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      random.chance(1, in: 6) ? .inTransaction([next(), next()]) : next()
    }
    return .inTransaction(inner)
  }

  /// A change of side `side`: a relay, or the field after the relays.
  private static func single(on side: Int, of network: Network, using random: inout SeededGenerator)
    -> Change
  {
    let text = random.text()
    guard side == network.relays.count else { return .accept(relay: side, value: text) }
    return random.chance(1, in: 2) ? .type(text.isEmpty ? "x" : text) : .replace(text)
  }

  /// How many values the change writes.
  var writes: Int {
    switch self {
    case .accept, .replace: return 1
    case .type(let text): return text.count
    case .inTransaction(let changes): return changes.map(\.writes).reduce(0, +)
    }
  }

  func apply(to network: Network) {
    switch self {
    case .accept(let relay, let value): network.relays[relay].accept(value)
    case .type(let text): network.field!.type(text)
    case .replace(let text): network.field!.replaceText(text)
    case .inTransaction(let changes): transaction { changes.forEach { $0.apply(to: network) } }
    }
  }

  /// The value every side holds after the change, from the value before it.
  func result(from value: String, normalizing: Bool) -> String {
    let result: String
    switch self {
    case .accept(_, let new), .replace(let new): result = new
    case .type(let text): result = value + text
    case .inTransaction(let changes):
      result = changes.reduce(value) { $1.result(from: $0, normalizing: normalizing) }
    }
    return normalizing ? result.lowercased() : result
  }

  var description: String {
    switch self {
    case .accept(let relay, let value): return "r\(relay).accept(\"\(value)\")"
    case .type(let text): return "field.type(\"\(text)\")"
    case .replace(let text): return "field.replaceText(\"\(text)\")"
    case .inTransaction(let changes):
      return "transaction { " + changes.map(\.description).joined(separator: "; ") + " }"
    }
  }
}

/// SplitMix64: a small generator that gives the same numbers for the same seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `true` with probability `count / total`.
  mutating func chance(_ count: Int, in total: Int) -> Bool {
    Int.random(in: 0..<total, using: &self) < count
  }

  /// A short text over a small alphabet, so that values often repeat; sometimes empty.
  mutating func text() -> String {
    let length = Int.random(in: 0...3, using: &self)
    return String((0..<length).map { _ in "abC".randomElement(using: &self)! })
  }
}
