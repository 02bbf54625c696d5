import BindingBlocking
import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct BlockingTraitsTests {
  @Test func aSingleGivesItsValue() throws {
    #expect(try Single.just(1).toBlocking().single() == 1)
    #expect(throws: BlockingTestError()) {
      try Single<Int>.error(BlockingTestError()).toBlocking().first()
    }
  }

  @Test func aMaybeGivesItsValueOrNothing() throws {
    #expect(try Maybe.just(1).toBlocking().first() == 1)
    #expect(try Maybe<Int>.empty().toBlocking().first() == nil)
  }

  @Test func aCompletableGivesNoElements() throws {
    #expect(try Completable.empty().toBlocking().toArray().isEmpty)
    #expect(throws: BlockingTestError()) {
      try Completable.error(BlockingTestError()).toBlocking().toArray()
    }
  }

  @Test func anInfallibleGivesItsValues() throws {
    #expect(try Infallible.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
  }

  @Test func aDriverAndASignalDeliverThroughTheMainQueue() throws {
    #expect(try Driver.of(1, 2).toBlocking(timeout: 10).toArray() == [1, 2])
    #expect(try Signal.just(3).toBlocking(timeout: 10).single() == 3)
  }

  @Test func aRelayGivesItsCurrentValue() throws {
    let relay = BehaviorRelay(value: 5)
    #expect(try relay.toBlocking().first() == 5)
  }
}
