import BindingBlocking
import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct MaterializeBlockingTests {
  @Test func anEmptySequenceCompletesWithNoElements() {
    let result = Observable<Int>.empty().toBlocking().materialize()
    guard case .completed(let elements) = result else {
      Issue.record("expected .completed, got \(result)")
      return
    }
    #expect(elements == [])
  }

  @Test func aFailureWithoutElementsIsFailed() {
    let result = Observable<Int>.error(BlockingTestError()).toBlocking().materialize()
    guard case .failed(let elements, let error) = result else {
      Issue.record("expected .failed, got \(result)")
      return
    }
    #expect(elements == [])
    #expect(error as? BlockingTestError == BlockingTestError())
  }

  @Test func elementsThenCompletionAreCompleted() {
    let result = Observable.of(42, 43, 44, 45).toBlocking().materialize()
    guard case .completed(let elements) = result else {
      Issue.record("expected .completed, got \(result)")
      return
    }
    #expect(elements == [42, 43, 44, 45])
  }

  @Test func elementsThenAnErrorAreFailedWithTheElements() {
    let source = Observable.concat(.of(42, 43, 44, 45), .error(BlockingTestError()))
    let result = source.toBlocking().materialize()
    guard case .failed(let elements, let error) = result else {
      Issue.record("expected .failed, got \(result)")
      return
    }
    #expect(elements == [42, 43, 44, 45])
    #expect(error as? BlockingTestError == BlockingTestError())
  }

  @Test func aTimeoutIsFailedWithTheElementsSentBeforeIt() {
    let result = Observable.concat(.of(1, 2), .never()).toBlocking(timeout: 0.05).materialize()
    #expect(result.elements == [1, 2])
    #expect(result.error as? RxError == .timeout)
  }
}
