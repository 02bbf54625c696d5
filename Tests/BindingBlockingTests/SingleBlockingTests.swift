import BindingBlocking
import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SingleBlockingTests {
  @Test func anEmptySequenceThrowsNoElements() {
    #expect(throws: RxError.noElements) { try Observable<Int>.empty().toBlocking().single() }
  }

  @Test func theOnlyElementIsReturned() throws {
    #expect(try Observable.just(42).toBlocking().single() == 42)
  }

  @Test func twoElementsThrowMoreThanOneElement() {
    #expect(throws: RxError.moreThanOneElement) {
      try Observable.of(42, 43).toBlocking().single()
    }
    #expect(throws: RxError.moreThanOneElement) {
      try Observable.of(42, 43, 44, 45).toBlocking().single()
    }
  }

  @Test func theSecondElementStopsTheSequence() {
    var sent: [Int] = []
    let source = Observable.of(1, 2, 3, scheduler: CurrentThreadScheduler.instance)
      .do(onNext: { sent.append($0) })
    #expect(throws: RxError.moreThanOneElement) { try source.toBlocking().single() }
    #expect(sent == [1, 2])
  }

  @Test func theSequencesErrorIsThrown() {
    #expect(throws: BlockingTestError()) {
      try Observable<Int>.error(BlockingTestError()).toBlocking().single()
    }
  }

  @Test func waitsForTheOnlyElementSentOnAnotherThread() throws {
    let only = try ticksFromAnotherThread(1).toBlocking().single()
    #expect(only == 0)
  }

  @Test func aSequenceThatDoesNotEndInTimeThrowsTimeout() {
    #expect(throws: RxError.timeout) {
      try Observable<Int>.never().toBlocking(timeout: 0.01).single()
    }
    #expect(throws: RxError.timeout) {
      try Observable<Int>.never().toBlocking(timeout: 0.01).single { _ in true }
    }
  }

  // MARK: With a predicate

  @Test func anEmptySequenceThrowsNoElementsWhateverThePredicate() {
    #expect(throws: RxError.noElements) {
      try Observable<Int>.empty().toBlocking().single { _ in true }
    }
  }

  @Test func theOnlyMatchingElementIsReturned() throws {
    #expect(try Observable.just(42).toBlocking().single { _ in true } == 42)
    var seen: [Int] = []
    let match = try Observable.of(42, 43, 44, 45).toBlocking().single { element in
      seen.append(element)
      return element == 44
    }
    #expect(match == 44)
    #expect(seen == [42, 43, 44, 45])
  }

  @Test func aSecondMatchThrowsMoreThanOneElementAndEndsThePredicatesCalls() {
    var seen: [Int] = []
    #expect(throws: RxError.moreThanOneElement) {
      try Observable.of(42, 43, 44, 45).toBlocking().single { element in
        seen.append(element)
        return element >= 43
      }
    }
    #expect(seen == [42, 43, 44])
  }

  @Test func noMatchThrowsNoElements() {
    var seen: [Int] = []
    #expect(throws: RxError.noElements) {
      try Observable.of(42, 43, 44, 45).toBlocking().single { element in
        seen.append(element)
        return element > 50
      }
    }
    #expect(seen == [42, 43, 44, 45])
  }

  @Test func anErrorThrownByThePredicateIsThrownAndStopsTheSequence() {
    var seen: [Int] = []
    let source = Observable.of(42, 43, 44, 45, scheduler: CurrentThreadScheduler.instance)
    #expect(throws: BlockingTestError()) {
      try source.toBlocking().single { element in
        seen.append(element)
        if element < 43 { return false }
        throw BlockingTestError()
      }
    }
    #expect(seen == [42, 43])
  }

  @Test func theSequencesErrorIsThrownWhateverThePredicate() {
    #expect(throws: BlockingTestError()) {
      try Observable<Int>.error(BlockingTestError()).toBlocking().single { _ in true }
    }
  }

  @Test func waitsForTheOnlyMatchSentOnAnotherThread() throws {
    let three = try ticksFromAnotherThread(4).toBlocking().single { $0 == 3 }
    #expect(three == 3)
  }
}
