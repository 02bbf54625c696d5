import BindingBlocking
import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct FirstBlockingTests {
  @Test func anEmptySequenceGivesNil() throws {
    #expect(try Observable<Int>.empty().toBlocking().first() == nil)
  }

  @Test func oneElementIsTheFirst() throws {
    #expect(try Observable.just(42).toBlocking().first() == 42)
  }

  @Test func theFirstOfSeveralIsReturned() throws {
    #expect(try Observable.of(42, 43, 44, 45).toBlocking().first() == 42)
  }

  @Test func theSequencesErrorIsThrown() {
    #expect(throws: BlockingTestError()) {
      try Observable<Int>.error(BlockingTestError()).toBlocking().first()
    }
  }

  @Test func anErrorAfterTheFirstElementIsNotSeen() throws {
    let source = Observable.concat(.just(1), .error(BlockingTestError()))
    #expect(try source.toBlocking().first() == 1)
  }

  @Test func waitsForAnElementSentOnAnotherThread() throws {
    let first = try ticksFromAnotherThread(10).toBlocking().first()
    #expect(first == 0)
  }

  @Test func aSequenceThatSendsNothingInTimeThrowsTimeout() {
    #expect(throws: RxError.timeout) {
      try Observable<Int>.never().toBlocking(timeout: 0.01).first()
    }
  }
}
