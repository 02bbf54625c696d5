import BindingCore
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct RefCountDisposableTests {
  @Test func disposesAtOnceWhenNothingWasRetained() {
    let held = BooleanDisposable()
    let shared = RefCountDisposable(disposable: held)
    shared.dispose()
    #expect(held.isDisposed)
    #expect(shared.isDisposed)
  }

  @Test func waitsForEveryRetainedHandle() {
    let held = BooleanDisposable()
    let shared = RefCountDisposable(disposable: held)
    let first = shared.retain()
    let second = shared.retain()
    shared.dispose()
    #expect(!held.isDisposed)
    first.dispose()
    first.dispose()
    #expect(!held.isDisposed)
    second.dispose()
    #expect(held.isDisposed)
  }

  @Test func handlesDisposedBeforeThePrimaryDoNotDisposeIt() {
    let held = BooleanDisposable()
    let shared = RefCountDisposable(disposable: held)
    shared.retain().dispose()
    #expect(!held.isDisposed)
    shared.dispose()
    #expect(held.isDisposed)
  }

  @Test func retainingAfterTheEndChangesNothing() {
    let held = BooleanDisposable()
    let shared = RefCountDisposable(disposable: held)
    shared.dispose()
    let late = shared.retain()
    late.dispose()
    #expect(held.isDisposed)
  }
}
