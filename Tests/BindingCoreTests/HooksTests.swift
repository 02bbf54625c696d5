import BindingCore
import BindingTestExpectations
import Synchronization
import Testing

/// An error only this suite sends, so that errors other tests leave unhandled meanwhile (the
/// hooks are global) are told apart.
private struct HookProbeError: Error, Equatable {
  let id: Int
}

/// What ``Hooks/defaultErrorHandler`` received while a test's handler was installed.
private final class Reported: Sendable {
  private let entries = Mutex<[(callStack: [String], id: Int)]>([])

  func record(_ callStack: [String], _ error: any Error) {
    guard let probe = error as? HookProbeError else { return }
    entries.lockedValue { $0.append((callStack, probe.id)) }
  }

  var ids: [Int] { entries.lockedValue { $0.map(\.id) } }

  func callStack(of id: Int) -> [String]? {
    entries.lockedValue { entries in entries.first { $0.id == id }?.callStack }
  }
}

/// Every check in one test: the hooks are global, and tests run in parallel.
@Suite(.checksResources) struct HooksTests {
  @Test func unhandledErrorsReachTheDefaultErrorHandler() {
    let reported = Reported()
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { reported.record($0, $1) }
    defer { Hooks.defaultErrorHandler = previous }

    _ = Observable<Int>.error(HookProbeError(id: 1)).subscribe(onNext: { _ in })
    _ = Observable<Int>.error(HookProbeError(id: 2)).bind(to: BehaviorRelay(value: 0))
    _ = Observable<Int>.error(HookProbeError(id: 3)).bind(onNext: { _ in })
    _ = Single<Int>.error(HookProbeError(id: 4)).subscribe(onSuccess: { _ in })
    _ = Completable.error(HookProbeError(id: 5)).subscribe(onCompleted: {})
    _ = Maybe<Int>.error(HookProbeError(id: 6)).subscribe(onSuccess: { _ in })
    _ = Observable<Int>.error(HookProbeError(id: 7)).subscribe(onNext: { _ in }, onDisposed: {})
    _ = Observable<Int>.error(HookProbeError(id: 100)).subscribe(onError: { _ in })
    _ = Single<Int>.error(HookProbeError(id: 101)).subscribe(onFailure: { _ in })
    // A `map` followed by `onNext` alone subscribes one node for both (`MapHandlerSink`): the
    // source's error and the transform's reach the handler as they do through two.
    _ = Observable<Int>.error(HookProbeError(id: 9)).map { $0 + 1 }.subscribe(onNext: { _ in })
    _ = Observable.just(1).map { _ -> Int in throw HookProbeError(id: 10) }
      .subscribe(onNext: { _ in })
    // So do a `combineLatest`'s selector's error and a source's, through the node the combiner
    // serves.
    _ = Observable.combineLatest(Observable.just(1), Observable.just(2)) { _, _ -> Int in
      throw HookProbeError(id: 11)
    }.subscribe(onNext: { _ in })
    _ = Observable.combineLatest(Observable<Int>.error(HookProbeError(id: 12)), Observable.just(2))
      .subscribe(onNext: { _ in })
    // Consecutive maps followed by `onNext` alone are one node too (`MapGroupHandlerSink`).
    _ = Observable<Int>.error(HookProbeError(id: 13)).map { $0 + 1 }.map { $0 * 2 }
      .subscribe(onNext: { _ in })
    _ = Observable.just(1).map { $0 + 1 }.map { _ -> Int in throw HookProbeError(id: 14) }
      .map { $0 * 2 }.subscribe(onNext: { _ in })
    #expect(reported.ids.sorted() == [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14])
    #expect(reported.callStack(of: 1) == [])

    let previousCapture = Hooks.customCaptureSubscriptionCallstack
    Hooks.customCaptureSubscriptionCallstack = { ["where it subscribed"] }
    Hooks.recordCallStackOnError = true
    defer {
      Hooks.recordCallStackOnError = false
      Hooks.customCaptureSubscriptionCallstack = previousCapture
    }
    let subject = PublishSubject<Int>()
    _ = subject.subscribe(onNext: { _ in })
    Hooks.recordCallStackOnError = false
    subject.onError(HookProbeError(id: 8))
    #expect(reported.callStack(of: 8) == ["where it subscribed"])
  }
}
