import BindingCore
import BindingTestExpectations
import Testing

/// RxCocoa's `values` on a Driver or a Signal: a non-throwing `AsyncStream`, as RxSwift's
/// SharedSequence+ConcurrencyTests expect (all values in order; a cancelled loop ends).
@Suite(.checksResources) struct SharedSequenceConcurrencyTests {
  @Test func awaitsADriversValuesAndFinishes() async {
    var values: [Int] = []
    for await value in Driver.from(Array(1...10)).values { values.append(value) }
    #expect(values == Array(1...10))
  }

  @Test func valuesIsAnAsyncStreamThatCannotThrow() {
    let driver: AsyncStream<Int> = Driver.just(1).values
    let signal: AsyncStream<Int> = Signal.just(1).values
    _ = (driver, signal)
  }

  @Test func aCancelledLoopOverANeverEndingDriverEndsAndDisposes() async {
    let disposed = CallCounter()
    let task = Task { () -> Bool in
      let never = Observable<Void>.never().do(onDispose: { disposed.mark() })
      for await _ in never.asDriver(onErrorJustReturn: ()).values {}
      return Task.isCancelled
    }
    task.cancel()
    #expect(await task.value)
    #expect(disposed.count == 1)
  }
}
