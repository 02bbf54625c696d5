import BindingTestExpectations
import Testing

@testable import BindingCore

/// The interface the interpreter's cells use (``CellEngine``), as they rely on it: a state's
/// source replays its latest value to a follower as it starts, a derived value forwards what it
/// follows and its end, its observable at the followed rank keeps a combination glitch-free, and
/// a ranked stage flushes once, after everything below it has settled.
@Suite(.checksResources) struct CellEngineTests {
  @Test func aSourceReplayingItsLatestGivesItToAFollowerAsItStarts() {
    let log = CellLog()
    let source = CellEngine.Source<Int>(replayingLatest: 1)
    let follower = CellEngine.Follower(LogReceiver(log: log, name: "f"), following: source)
    #expect(log.lines == ["f 1"], "the replay arrives before the initializer returns")
    source.emit(2)
    follower.dispose()
    source.emit(3)
    #expect(log.lines == ["f 1", "f 2"], "nothing once disposed")
  }

  @Test func aSourceReplayingNothingGivesOnlyLaterValues() {
    let log = CellLog()
    let source = CellEngine.Source<Int>.replayingNothing()
    source.emit(1)
    let follower = CellEngine.Follower(LogReceiver(log: log, name: "f"), following: source)
    source.emit(2)
    #expect(log.lines == ["f 2"])
    follower.dispose()
  }

  @Test func aFollowerMadeFirstGetsItsFirstValuesWhenItStartsFollowing() {
    let log = CellLog()
    let source = CellEngine.Source<Int>(replayingLatest: 1)
    let follower = CellEngine.Follower(LogReceiver(log: log, name: "f"))
    source.emit(2)
    #expect(log.lines.isEmpty, "it follows nothing yet")
    follower.follow(source.observable(rank: 0, sourceDepth: 0).map { $0 * 10 })
    #expect(log.lines == ["f 20"], "the replay arrives during follow(_:)")
    source.emit(3)
    #expect(log.lines == ["f 20", "f 30"])
    follower.dispose()
  }

  @Test func aForwardedEndReachesFollowersAndLaterOnesAfterTheLatestValue() {
    let log = CellLog()
    let output = CellEngine.Source<Int>(replayingLatest: nil)
    let early = CellEngine.Follower(LogReceiver(log: log, name: "early"), following: output)
    output.forward(1)
    output.forward(end: .completed)
    output.forward(2)
    let late = CellEngine.Follower(LogReceiver(log: log, name: "late"), following: output)
    #expect(log.lines == ["early 1", "early completed", "late 1", "late completed"])
    early.dispose()
    late.dispose()
  }

  @Test func aRelayOverASourceEmitsThroughItAndReadsItsLatest() {
    let log = CellLog()
    let source = CellEngine.Source<Int>(replayingLatest: 1)
    let follower = CellEngine.Follower(LogReceiver(log: log, name: "f"), following: source)
    let relay = source.relay()
    relay.accept(2)
    source.emit(3)
    #expect(relay.value == 3)
    #expect(log.lines == ["f 1", "f 2", "f 3"])
    follower.dispose()
  }

  @Test func anObservableAtTheFollowedRankKeepsACombinationOfTwoCellsGlitchFree() {
    // a state `a`, two derived cells `b = a * 10` and `c = a * 100`, and `b + c`.
    let state = CellEngine.Source<Int>(replayingLatest: 1)
    let stateStream = state.observable(rank: 0, sourceDepth: 0)
    let b = ForwardingCell(following: stateStream) { $0 * 10 }
    let c = ForwardingCell(following: stateStream) { $0 * 100 }
    let sum = Observable.combineLatest(b.stream, c.stream) { $0 + $1 }
    #expect(CellEngine.rank(of: b.stream) == 0)
    #expect(CellEngine.sourceDepth(of: b.stream) == 1, "one more than the state it follows")
    #expect(CellEngine.rank(of: sum) == 1)
    let log = CellLog()
    let follower = CellEngine.Follower(LogReceiver(log: log, name: "sum"), following: sum)
    state.emit(2)
    state.emit(3)
    #expect(log.lines == ["sum 110", "sum 220", "sum 330"], "one sum a change, never 10 + 200")
    follower.dispose()
    b.follower.dispose()
    c.follower.dispose()
  }

  @Test func aRankedNodeFlushesOnceAfterEveryValueBelowItHasArrived() {
    let log = CellLog()
    let state = CellEngine.Source<Int>(replayingLatest: 1)
    let ranked = CellEngine.Ranked(rank: 1, receiver: LoggingStage(log: log))
    #expect(ranked.rank == 1)
    // The stage's follower comes first, yet the flush waits for the follower made after it.
    let stage = CellEngine.Follower(RankedFeeder(node: ranked), following: state)
    let after = CellEngine.Follower(LogReceiver(log: log, name: "after"), following: state)
    log.lines = []
    state.emit(2)
    #expect(log.lines == ["after 2", "flush 2"], "one flush, though scheduled twice")
    stage.dispose()
    after.dispose()
  }

  @Test func aRankedNodeScheduledOutsideAPropagationFlushesAtOnce() {
    let log = CellLog()
    let ranked = CellEngine.Ranked(rank: 3, receiver: LoggingStage(log: log))
    ranked.receiver.pending = 7
    ranked.schedule()
    #expect(log.lines == ["flush 7"])
    #expect(ranked.receiver.pending == nil, "the receiver changed inside the node")
  }
}

/// What the receivers of these tests write to, in order.
private final class CellLog {
  var lines: [String] = []
}

/// A follower's receiver that logs each value and the end under its name.
private struct LogReceiver: CellEngine.Receiver {
  let log: CellLog
  let name: String

  func receiveNext(_ value: Int) { log.lines.append("\(name) \(value)") }

  func receiveEnd(_ event: Event<Int>) {
    log.lines.append(event.error == nil ? "\(name) completed" : "\(name) failed")
  }
}

/// A derived cell reduced to what the interpreter's does with the engine: it follows a source,
/// transforms each value and forwards it through its own source, observed at the followed rank.
private final class ForwardingCell {
  let output = CellEngine.Source<Int>(replayingLatest: nil)
  private(set) var follower: CellEngine.Follower<Forwarder>!
  let stream: Observable<Int>

  init(following source: Observable<Int>, _ transform: @escaping (Int) -> Int) {
    stream = output.observable(
      rank: CellEngine.rank(of: source), sourceDepth: CellEngine.sourceDepth(of: source) + 1)
    follower = CellEngine.Follower(Forwarder(output: output, transform: transform), following: source)
  }

  /// Forwards each value, transformed, and the end.
  struct Forwarder: CellEngine.Receiver {
    let output: CellEngine.Source<Int>
    let transform: (Int) -> Int

    func receiveNext(_ value: Int) { output.forward(transform(value)) }

    func receiveEnd(_ event: Event<Int>) { output.forward(end: event) }
  }
}

/// A ranked stage that logs the value pending at each flush.
private struct LoggingStage: CellEngine.RankedReceiver {
  let log: CellLog
  var pending: Int?

  mutating func flush() {
    log.lines.append("flush \(pending.map(String.init) ?? "nothing")")
    pending = nil
  }
}

/// A follower's receiver that keeps each value in a ranked stage and asks for its flush, twice.
private struct RankedFeeder: CellEngine.Receiver {
  let node: CellEngine.Ranked<LoggingStage>

  func receiveNext(_ value: Int) {
    node.receiver.pending = value
    node.schedule()
    node.schedule()
  }

  func receiveEnd(_ event: Event<Int>) {}
}
