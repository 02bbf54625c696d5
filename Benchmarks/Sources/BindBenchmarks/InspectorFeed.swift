import BindingCore
import BindingInspector

#if canImport(Glibc)
  import Glibc
#endif

/// The program side of the inspector's latency benchmark (`scripts/bench-inspector-latency`).
///
/// It attaches an inspector that serves its page (printing `view: URL` on standard error), subscribes
/// a relay → `map` → `subscribe` chain, waits for a line on standard input (the client is
/// reading the page's feed), then sends `count` values `v000000`, `v000001`... one at a time,
/// 20 to 80 ms apart (a fixed pseudo-random sequence, so that the values fall at every moment of
/// the publisher's ticks), printing `SENT K NANOSECONDS` (the monotonic clock, read just before
/// the value is sent) for each on standard output.
func runInspectorFeed(count: Int) {
  let inspector = attachServingInspector()
  let relay = PublishRelay<String>()
  let bag = DisposeBag()
  relay.map { $0 }.subscribe(onNext: { _ in }).disposed(by: bag)
  print("READY")
  fflush(nil)
  _ = readLine()
  var generator = SplitMix(seed: 35)
  for index in 0..<count {
    let value = "v" + String(index).leftPadded(to: 6)
    let sent = now()
    relay.accept(value)
    print("SENT \(index) \(sent)")
    fflush(nil)
    usleep(UInt32(20_000 + generator.next() % 60_001))
  }
  // The last value's state is sent within the publisher's next ticks.
  usleep(1_000_000)
  print("DONE")
  fflush(nil)
  _ = readLine()
  inspector.detach()
}

/// An inspector attached and serving its page (`view: URL` on standard error); stops the
/// benchmark when its server cannot start.
func attachServingInspector() -> Inspector {
  do {
    return try Inspector.attach()
  } catch {
    fatalError("the inspector did not start: \(error)")
  }
}

/// A small, seeded pseudo-random sequence (SplitMix64): the same pauses every run.
private struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt32 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: value ^ (value >> 31))
  }
}

extension String {
  /// The string with zeros in front, to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
