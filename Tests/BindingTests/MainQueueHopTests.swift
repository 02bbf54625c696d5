import BindingTest
import BindingTestExpectations
import Dispatch
import Foundation
import Synchronization
import Testing

/// Other threads hopping onto the main queue, as network callbacks do with
/// `observe(on: MainScheduler.instance)`, while the `@MainActor` screen suites run in
/// parallel on the real main scheduler: the hops arrive on the main queue, in order, and the
/// screens' own bindings stay synchronous.
@Suite(.checksResources) struct MainQueueHopTests {
  private static let mainKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Sends `count` values from `threads` threads, each through its own
  /// `observe(on: MainScheduler.instance)`, and waits until every value has arrived.
  private func hop(count: Int, threads: Int) async -> [HopLog] {
    let logs = (0..<threads).map { _ in HopLog(key: Self.mainKey) }
    await withTaskGroup(of: Void.self) { group in
      for log in logs {
        group.addTask {
          await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let subject = PublishSubject<Int>()
            let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: {
              if log.record($0) == count { done.resume() }
            })
            log.keep(subscription)
            Thread {
              for value in 0..<count {
                subject.onNext(value)
                if value % 64 == 0 { usleep(50) }
              }
            }.start()
          }
        }
      }
    }
    return logs
  }

  @Test(arguments: 1...3) func valuesFromOtherThreadsArriveOnTheMainQueueInOrder(round: Int) async {
    let logs = await hop(count: 3_000, threads: 3)
    for log in logs {
      #expect(log.values == Array(0..<3_000))
      #expect(log.allOnMainQueue)
      log.dispose()
    }
  }

  @MainActor @Test func mainActorBindingsStaySynchronousWhileOtherThreadsHop() async {
    let state = BehaviorRelay(value: 0)
    var shown: [Int] = []
    let bag = DisposeBag()
    state.asDriver().drive(onNext: { shown.append($0) }).disposed(by: bag)
    let hopping = Task.detached { await self.hop(count: 5_000, threads: 2) }
    for value in 1...200 {
      state.accept(value)
      #expect(shown.last == value)
      await Task.yield()
    }
    #expect(shown == Array(0...200))
    for log in await hopping.value { log.dispose() }
  }
}

/// What one hopping subscription received, and whether on the main queue.
private final class HopLog: Sendable {
  private let key: DispatchSpecificKey<Bool>
  private let state = Mutex<(values: [Int], offMain: Int)>(([], 0))
  private let subscription = SingleAssignmentDisposable()

  init(key: DispatchSpecificKey<Bool>) { self.key = key }

  var values: [Int] { state.lockedValue { $0.values } }
  var allOnMainQueue: Bool { state.lockedValue { $0.offMain == 0 } }

  /// Records `value`; returns how many values were received so far.
  func record(_ value: Int) -> Int {
    let onMain = DispatchQueue.getSpecific(key: key) == true
    return state.lockedValue {
      $0.values.append(value)
      if !onMain { $0.offMain += 1 }
      return $0.values.count
    }
  }

  func keep(_ subscription: Disposable) { self.subscription.setDisposable(subscription) }
  func dispose() { subscription.dispose() }
}
