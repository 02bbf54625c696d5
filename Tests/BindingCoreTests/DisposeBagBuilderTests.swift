import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct DisposeBagBuilderTests {
  @Test func aBagBuiltFromAListDisposesEveryOne() {
    let parts = (0..<3).map { _ in BooleanDisposable() }
    var bag: DisposeBag? = DisposeBag {
      parts[0]
      parts[1]
    }
    bag?.insert {
      parts[2]
    }
    #expect(!parts.contains { $0.isDisposed })
    bag = nil
    #expect(parts.allSatisfy { $0.isDisposed })
  }

  @Test func disposingInitializersHoldTheirDisposables() {
    let parts = (0..<3).map { _ in BooleanDisposable() }
    let variadic = DisposeBag(disposing: parts[0], parts[1])
    let array = DisposeBag(disposing: [parts[2]])
    variadic.dispose()
    array.dispose()
    #expect(parts.allSatisfy { $0.isDisposed })
  }

  @Test func insertingIntoAnEmptiedBagDisposesAtOnce() {
    let bag = DisposeBag()
    bag.dispose()
    let late = BooleanDisposable()
    bag.insert { late }
    #expect(late.isDisposed)
  }
}
