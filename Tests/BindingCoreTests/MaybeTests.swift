import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct MaybeTests {
  private func outcome<Element>(_ maybe: Maybe<Element>) -> [String] {
    var log: [String] = []
    _ = maybe.subscribe { event in
      switch event {
      case .success(let value): log.append("success(\(value))")
      case .error(let error): log.append("error(\(error))")
      case .completed: log.append("completed")
      }
    }
    return log
  }

  @Test func createDeliversTheFirstOutcomeOnly() {
    let empty = Maybe<Int>.create { observer in
      observer(.completed)
      observer(.success(1))
      return Disposables.create()
    }
    #expect(outcome(empty) == ["completed"])
    let full = Maybe<Int>.create { observer in
      observer(.success(2))
      observer(.completed)
      return Disposables.create()
    }
    #expect(outcome(full) == ["success(2)"])
    let (log, _) = full.asObservable().record()
    #expect(log.events == [.next(2), .completed])
  }

  @Test func factories() {
    #expect(outcome(Maybe.just(1)) == ["success(1)"])
    #expect(outcome(Maybe<Int>.empty()) == ["completed"])
    #expect(outcome(Maybe<Int>.error(OperatorTestError())) == ["error(OperatorTestError(code: 0))"])
    #expect(outcome(Maybe<Int>.never()).isEmpty)
  }

  @Test func subscribeWithClosuresCallsTheOneThatFits() {
    var log: [String] = []
    let subscription = Maybe<Int>.empty().subscribe(
      onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subscription.dispose()
    #expect(log == ["completed", "disposed"])
  }

  @Test func operators() {
    #expect(outcome(Maybe.just(2).map { $0 * 3 }) == ["success(6)"])
    #expect(outcome(Maybe.just(2).filter { $0 > 2 }) == ["completed"])
    #expect(outcome(Maybe.just("x").compactMap { Int($0) }) == ["completed"])
    #expect(outcome(Maybe.just(2).flatMap { Maybe.just($0 + 1) }) == ["success(3)"])
    #expect(outcome(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(8))) == ["success(8)"])
    #expect(outcome(Maybe<Int>.error(OperatorTestError()).catchAndReturn(1)) == ["success(1)"])
  }

  @Test func ifEmptyDefaultMakesASingle() {
    var log: [Int] = []
    _ = Maybe<Int>.empty().ifEmpty(default: 5).subscribe(onSuccess: { log.append($0) })
    _ = Maybe.just(1).ifEmpty(default: 5).subscribe(onSuccess: { log.append($0) })
    #expect(log == [5, 1])
  }
}
