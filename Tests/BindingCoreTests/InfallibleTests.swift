import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct InfallibleTests {
  private func record<Element>(_ infallible: Infallible<Element>) -> [String] {
    var log: [String] = []
    _ = infallible.subscribe { event in
      switch event {
      case .next(let value): log.append("\(value)")
      case .completed: log.append("|")
      }
    }
    return log
  }

  @Test func createDropsEventsAfterTheCompletion() {
    let infallible = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.completed)
      observer(.next(2))
      return Disposables.create()
    }
    #expect(record(infallible) == ["1", "|"])
  }

  @Test func onErrorJustReturnEndsWithTheValue() {
    let source = Observable.concat(Observable.of(1, 2), .error(OperatorTestError()))
    #expect(record(source.asInfallible(onErrorJustReturn: 0)) == ["1", "2", "0", "|"])
  }

  @Test func onErrorFallbackToAndRecoverContinue() {
    let failing = Observable<Int>.error(OperatorTestError(code: 3))
    #expect(record(failing.asInfallible(onErrorFallbackTo: .of(7, 8))) == ["7", "8", "|"])
    let recovered = failing.asInfallible { error in
      .just((error as? OperatorTestError)?.code ?? -1)
    }
    #expect(record(recovered) == ["3", "|"])
  }

  @Test func operatorsKeepItInfallible() {
    let numbers = Infallible.of(1, 2, 2, 3)
    #expect(record(numbers.map { $0 * 2 }) == ["2", "4", "4", "6", "|"])
    #expect(record(numbers.filter { $0 > 1 }.distinctUntilChanged()) == ["2", "3", "|"])
    #expect(record(numbers.scan(0) { $0 + $1 }.skip(1).take(2)) == ["3", "5", "|"])
    #expect(record(numbers.startWith(0).take(2)) == ["0", "1", "|"])
    #expect(record(numbers.concatMap { Infallible.of($0, $0) }.take(3)) == ["1", "1", "2", "|"])
    #expect(
      record(Infallible.combineLatest(Infallible.just(1), Infallible.of(10, 20)) { $0 + $1 }) == [
        "11", "21", "|",
      ])
  }

  @Test func subscribeWithClosures() {
    var log: [String] = []
    let subscription = Infallible.just(1).subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subscription.dispose()
    #expect(log == ["next 1", "completed", "disposed"])
  }
}

/// `values` of an ``Infallible``: an `AsyncStream`, iterated without `try`, as in RxSwift's
/// `InfallibleConcurrencyTests`.
@Suite(.checksResources) struct InfallibleConcurrencyTests {
  @Test func awaitsTheValuesAndFinishes() async {
    var values: [Int] = []
    for await value in Infallible.from(1...10).values { values.append(value) }
    #expect(values == Array(1...10))
  }

  @Test func valuesIsAnAsyncStreamThatCannotThrow() {
    let stream: AsyncStream<Int> = Infallible.just(1).values
    _ = stream
  }

  @Test func aCancelledLoopEndsQuietlyAndDisposes() async {
    let disposed = CallCounter()
    let task = Task { () -> Int in
      var count = 0
      let never = Observable<Int>.never().do(onDispose: { disposed.mark() })
      for await _ in never.asInfallible(onErrorJustReturn: 0).values { count += 1 }
      return count
    }
    task.cancel()
    #expect(await task.value == 0)
    #expect(disposed.count == 1)
  }
}
