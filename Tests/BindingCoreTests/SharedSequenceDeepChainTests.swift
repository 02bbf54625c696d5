import BindingCore
import BindingTest
import BindingTestExpectations
import Testing

/// The trait operators added for RxCocoa's surface, 100,000 deep on a thread with a 256 KiB
/// stack: building, propagating through and tearing down the chain must not overflow it.
@Suite(.checksResources) struct SharedSequenceDeepChainTests {
  @Test func hundredThousandTraitOperatorsRunOnAThreadWithA256KiBStack() {
    let seen = runOnThread(stackSize: 256 * 1024) { () -> [Int] in
      onSharingTestScheduler { flush in
        let relay = BehaviorRelay(value: 0)
        var chain = relay.asDriver()
        for index in 0..<DeepChainLinks.count {
          switch index % 6 {
          case 0: chain = chain.flatMapLatest { Driver.just($0) }
          case 1:
            chain = chain.asSignal(onErrorSignalWith: .empty()).flatMapLatest { Driver.just($0) }
          case 2: chain = Driver.combineLatest(chain, Driver.just(0)) { value, _ in value }
          case 3: chain = chain.map { Driver.just($0) }.switchLatest()
          case 4: chain = Driver.merge([chain])
          default: chain = chain.asObservable().asInfallible(onErrorJustReturn: -1).asDriver()
          }
        }
        var seen: [Int] = []
        let subscription = chain.drive(onNext: { seen.append($0) })
        flush()
        relay.accept(1)
        flush()
        subscription.dispose()
        relay.accept(2)
        flush()
        return seen
      }
    }
    #expect(seen == [0, 1])
  }
}
