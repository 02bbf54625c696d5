import BindingCore
import BindingTestExpectations
import Testing

/// Deep chains keep each subscription's events in order when the stack runs out of room and
/// deliveries are continued later: a source that emits while being subscribed to (`of`) sends
/// its values and its completion through links that defer some of them, and no event may
/// overtake one deferred before it.
@Suite(.checksResources) struct DeepOrderTests {
  /// Subscribes to `chain` and returns every event it delivered, as text.
  private func events(of chain: Observable<Int>) -> [String] {
    var seen: [String] = []
    let subscription = chain.subscribe(
      onNext: { seen.append("\($0)") }, onError: { seen.append("error \($0)") },
      onCompleted: { seen.append("completed") })
    subscription.dispose()
    return seen
  }

  private func flatMaps(_ depth: Int, interleavedWithMaps: Bool) -> Observable<Int> {
    var chain = Observable.of(0, 1, 2)
    for index in 0..<depth {
      chain =
        interleavedWithMaps && index % 2 == 1
        ? chain.map { $0 } : chain.flatMap { Observable.just($0 + 1) }
    }
    return chain
  }

  @Test(arguments: [300, 3_000, DeepChainLinks.count])
  func aColdSourceThroughFlatMapsDeliversEveryValueBeforeItsCompletion(depth: Int) {
    let end = depth
    #expect(
      events(of: flatMaps(depth, interleavedWithMaps: false))
        == ["\(end)", "\(end + 1)", "\(end + 2)", "completed"])
  }

  @Test(arguments: [600, 2_000])
  func flatMapsInterleavedWithMapsDeliverEveryValueBeforeTheCompletion(depth: Int) {
    let end = depth / 2
    #expect(
      events(of: flatMaps(depth, interleavedWithMaps: true))
        == ["\(end)", "\(end + 1)", "\(end + 2)", "completed"])
  }

  @Test func aColdSourceThroughAHundredThousandFlatMapsOnA256KiBThread() {
    let seen = runOnThread(stackSize: 256 * 1024) {
      events(of: flatMaps(DeepChainLinks.count, interleavedWithMaps: false))
    }
    let end = DeepChainLinks.count
    #expect(seen == ["\(end)", "\(end + 1)", "\(end + 2)", "completed"])
  }
}
