import BindingCore
import BindingTestExpectations
import Dispatch
import Synchronization
import Testing

/// A sink takes its upstream subscription without a lock: these race the hand-over against a
/// disposal on another thread.
@Suite(.checksResources) struct SinkHandoverTests {
  /// The stop event that disposes the chain comes from another thread before, while or after
  /// the source's subscription is handed to its sink: that subscription is disposed exactly
  /// once, and the subscriber completes once.
  @Test func aStopFromAnotherThreadWhileSubscribingDisposesTheUpstreamOnce() {
    let runs = 2_000
    let upstream = CountingDisposable()
    let completions = Atomic<Int>(0)
    let stopper = DispatchQueue(label: "stopper")
    for _ in 0..<runs {
      let stopped = DispatchGroup()
      let source = Observable<Int>.create { observer in
        stopped.enter()
        // An observer may be called from any thread; AnyObserver does not say so.
        nonisolated(unsafe) let observer = observer
        stopper.async {
          observer.onCompleted()
          stopped.leave()
        }
        return upstream
      }
      let subscription = source.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onCompleted: {
        completions.add(1, ordering: .relaxed)
      })
      stopped.wait()
      subscription.dispose()
    }
    #expect(upstream.disposals == runs)
    #expect(completions.load(ordering: .acquiring) == runs)
  }
}

/// Counts every call of `dispose`, so that a subscription disposed twice, or never, shows.
private final class CountingDisposable: Disposable, Sendable {
  private let count = Atomic<Int>(0)

  var disposals: Int { count.load(ordering: .acquiring) }

  func dispose() { count.add(1, ordering: .relaxed) }
}
