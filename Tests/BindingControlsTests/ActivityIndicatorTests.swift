import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct ActivityIndicatorTests {
  @Test func isAnimatingBinderStartsAndStopsAtOnce() {
    let spinner = ActivityIndicator()
    let loading = BehaviorRelay(value: true)
    let binding = loading => spinner.rx.isAnimating
    #expect(spinner.isAnimating)
    loading.accept(false)
    #expect(!spinner.isAnimating)
    #expect(spinner.history == [true, false])
    binding.dispose()
  }

  @Test func rendersItsState() {
    let spinner = ActivityIndicator(isAnimating: true)
    #expect(spinner.render() == "(*) animating")
    spinner.isAnimating = false
    spinner.isHidden = true
    #expect(spinner.render() == "( ) stopped (hidden)")
  }
}
