import BindingBlocking
import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ToArrayBlockingTests {
  @Test func anEmptySequenceGivesAnEmptyArray() throws {
    #expect(try Observable<Int>.empty().toBlocking().toArray() == [])
  }

  @Test func oneElementGivesAnArrayOfIt() throws {
    #expect(try Observable.just(42).toBlocking().toArray() == [42])
  }

  @Test func everyElementArrivesInOrder() throws {
    #expect(try Observable.of(42, 43, 44, 45).toBlocking().toArray() == [42, 43, 44, 45])
  }

  @Test func theSequencesErrorIsThrown() {
    #expect(throws: BlockingTestError()) {
      try Observable<Int>.error(BlockingTestError()).toBlocking().toArray()
    }
  }

  @Test func waitsForElementsSentOnAnotherThread() throws {
    let values = try ticksFromAnotherThread(10).toBlocking().toArray()
    #expect(values == Array(0..<10))
  }

  @Test func aSequenceThatDoesNotEndInTimeThrowsTimeout() {
    #expect(throws: RxError.timeout) {
      try Observable<Int>.never().toBlocking(timeout: 0.01).toArray()
    }
  }
}
