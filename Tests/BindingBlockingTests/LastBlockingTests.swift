import BindingBlocking
import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct LastBlockingTests {
  @Test func anEmptySequenceGivesNil() throws {
    #expect(try Observable<Int>.empty().toBlocking().last() == nil)
  }

  @Test func oneElementIsTheLast() throws {
    #expect(try Observable.just(42).toBlocking().last() == 42)
  }

  @Test func theLastOfSeveralIsReturned() throws {
    #expect(try Observable.of(42, 43, 44, 45).toBlocking().last() == 45)
  }

  @Test func theSequencesErrorIsThrownEvenAfterElements() {
    #expect(throws: BlockingTestError()) {
      try Observable.concat(.of(1, 2), .error(BlockingTestError())).toBlocking().last()
    }
  }

  @Test func waitsForTheEndOfASequenceSentOnAnotherThread() throws {
    let last = try ticksFromAnotherThread(10).toBlocking().last()
    #expect(last == 9)
  }

  @Test func aSequenceThatDoesNotEndInTimeThrowsTimeout() {
    #expect(throws: RxError.timeout) {
      try Observable<Int>.never().toBlocking(timeout: 0.01).last()
    }
  }
}
