import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct SliderTests {
  @Test func valueStartsWithTheCurrentValue() {
    let slider = Slider(value: 0.25)
    let (log, subscription) = slider.rx.value.record()
    #expect(log.values == [0.25])
    subscription.dispose()
  }

  @Test func slidingReportsClampedChanges() {
    let slider = Slider(value: 5, minimumValue: 0, maximumValue: 10)
    let (log, subscription) = slider.rx.value.record()
    slider.slide(to: 7)
    slider.slide(to: 42)
    slider.slide(to: 11)
    slider.slide(to: -3)
    #expect(log.values == [5, 7, 10, 0])
    subscription.dispose()
  }

  @Test func programmaticValuesAreClampedRecordedAndNotReported() {
    let slider = Slider()
    let (log, subscription) = slider.rx.value.record()
    slider.value = 2
    slider.rx.value.onNext(0.5)
    #expect(slider.value == 0.5)
    #expect(slider.history == [1, 0.5])
    #expect(log.values == [0])
    subscription.dispose()
  }

  @Test func boundsClampTheValue() {
    let slider = Slider(value: 20, minimumValue: 0, maximumValue: 10)
    #expect(slider.value == 10)
    slider.maximumValue = 4
    #expect(slider.value == 4)
    slider.minimumValue = 6
    #expect(slider.value == 6)
  }

  @Test func ignoresTheUserWhenDisabled() {
    let slider = Slider()
    slider.isEnabled = false
    #expect(!slider.slide(to: 1))
    #expect(slider.value == 0)
  }

  @Test func rendersTheKnobAndTheValue() {
    let slider = Slider(value: 0.5)
    #expect(slider.render() == "|-----•-----| 0.5")
    slider.value = 0
    #expect(slider.render() == "|•----------| 0.0")
    slider.value = 1.0 / 3
    slider.isHidden = true
    #expect(slider.render() == "|---•-------| 0.33 (hidden)")
  }
}
