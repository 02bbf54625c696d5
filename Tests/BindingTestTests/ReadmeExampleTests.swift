import BindingTest
import BindingTestExpectations
import Testing

/// The examples README.md and docs/testing.md show, so that they keep working as printed.
@Suite struct ReadmeExampleTests {
  @Test func debouncedQueryMarbles() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let query = try scheduler.createHotObservable(
      "-a-b----c|", values: ["a": "r", "b": "rx", "c": "rxs"])
    let results = scheduler.start { query.debounce(.seconds(30), scheduler: scheduler) }
    results.expectMarbles("------b--(c|)", values: ["b": "rx", "c": "rxs"])
  }
}
