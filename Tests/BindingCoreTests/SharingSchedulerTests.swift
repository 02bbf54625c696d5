import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `SharingScheduler.make` and its mocks, as RxCocoa's `SharingSchedulerTest` checks them.
@Suite(.checksResources) struct SharingSchedulerTests {
  @Test func defaultsToTheMainScheduler() {
    #expect(SharingScheduler.current is MainScheduler)
  }

  @Test func mockIsScopedToItsClosure() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      #expect(SharingScheduler.current is TestScheduler)
    }
    #expect(SharingScheduler.current is MainScheduler)
  }

  @Test func makeIsTheMainSchedulerUnlessMocked() {
    #expect(SharingScheduler.make() is MainScheduler)
  }

  @Test func mockMakeSchedulerNestsAndRestores() {
    SharingScheduler.mock(makeScheduler: { TestScheduler(initialClock: 1) }) {
      #expect((SharingScheduler.make() as? TestScheduler)?.clock == 1)
      SharingScheduler.mock(makeScheduler: { TestScheduler(initialClock: 2) }) {
        #expect((SharingScheduler.make() as? TestScheduler)?.clock == 2)
      }
      #expect((SharingScheduler.make() as? TestScheduler)?.clock == 1)
    }
    #expect(SharingScheduler.make() is MainScheduler)
  }

  @Test func mockSchedulerAlwaysGivesThatInstance() {
    let outer = TestScheduler(initialClock: 0)
    let inner = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: outer) {
      #expect(SharingScheduler.make() as? TestScheduler === outer)
      SharingScheduler.mock(scheduler: inner) {
        #expect(SharingScheduler.make() as? TestScheduler === inner)
      }
      #expect(SharingScheduler.make() as? TestScheduler === outer)
    }
  }

  @Test func aThrowingActionRestoresTheMainScheduler() {
    #expect(throws: TestError.self) {
      try SharingScheduler.mock(makeScheduler: { TestScheduler(initialClock: 0) }) {
        #expect(SharingScheduler.make() is TestScheduler)
        throw TestError()
      }
    }
    #expect(SharingScheduler.make() is MainScheduler)
  }

  @Test func makeSchedulerIsCalledForEachNewTrait() {
    let calls = Counter()
    SharingScheduler.mock(makeScheduler: {
      calls.increment()
      return TestScheduler(initialClock: 0)
    }) {
      _ = Driver.just(1)
      _ = Signal.just(2)
    }
    #expect(calls.value >= 2)
  }
}

/// A counter a `@Sendable` closure may bump.
private final class Counter: @unchecked Sendable {
  // Only touched on the test's own thread: the mock calls `makeScheduler` synchronously.
  private(set) var value = 0
  func increment() { value += 1 }
}
