import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// `Observable.using`, with the timelines of RxSwift's `ObservableUsingTest`: the resource is
/// made at subscription and disposed when the subscription ends, however it ends.
@Suite(.checksResources) struct UsingTests {
  /// Runs `using` over a cold source with `events`, returning what the subscriber saw, the
  /// resource's ticks, the source's subscriptions and how often each factory ran.
  private func run(_ events: [Recorded<Event<Int>>]) -> (
    events: [Recorded<Event<Int>>], ticks: [TestTime], subscriptions: [Subscription],
    factoryCalls: (resource: Int, observable: Int)
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    var resource: TickingResource?
    var source: TestableObservable<Int>?
    var calls = (resource: 0, observable: 0)
    let res = scheduler.start {
      Observable<Int>.using {
        calls.resource += 1
        let made = TickingResource(scheduler)
        resource = made
        return made
      } observableFactory: { given in
        #expect(given === resource)
        calls.observable += 1
        let xs = scheduler.createColdObservable(events)
        source = xs
        return xs.asObservable()
      }
    }
    return (res.events, resource?.ticks ?? [], source?.subscriptions ?? [], calls)
  }

  @Test func completionDisposesTheResource() {
    let result = run([.next(100, 200), .completed(200)])
    #expect(result.events == [.next(300, 200), .completed(400)])
    #expect(result.ticks == [200, 400])
    #expect(result.subscriptions == [Subscription(200, 400)])
    #expect(result.factoryCalls == (1, 1))
  }

  @Test func errorDisposesTheResource() {
    let result = run([.next(100, 200), .error(200, TestError())])
    #expect(result.events == [.next(300, 200), .error(400, TestError())])
    #expect(result.ticks == [200, 400])
    #expect(result.subscriptions == [Subscription(200, 400)])
  }

  @Test func disposalDisposesTheResource() {
    let result = run([.next(100, 200), .next(1000, 201)])
    #expect(result.events == [.next(300, 200)])
    #expect(result.ticks == [200, 1000])
    #expect(result.subscriptions == [Subscription(200, 1000)])
  }

  @Test func aThrowingResourceFactoryFailsAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    var observableFactoryCalls = 0
    let res = scheduler.start {
      Observable<Int>.using { () throws -> TickingResource in
        throw TestError()
      } observableFactory: { _ in
        observableFactoryCalls += 1
        return .never()
      }
    }
    #expect(res.events == [.error(200, TestError())])
    #expect(observableFactoryCalls == 0)
  }

  @Test func aThrowingObservableFactoryFailsAndDisposesTheResource() {
    let scheduler = TestScheduler(initialClock: 0)
    var resource: TickingResource?
    let res = scheduler.start {
      Observable<Int>.using {
        let made = TickingResource(scheduler)
        resource = made
        return made
      } observableFactory: { _ in
        throw TestError()
      }
    }
    #expect(res.events == [.error(200, TestError())])
    #expect(resource?.ticks == [200, 200])
  }
}
