import BindingTest
import BindingTestExpectations
import Testing

/// The settings screen with real main-queue delivery; the debounce of saves and the service
/// run on the virtual-time scheduler passed to the view model.
@MainActor @Suite(.checksResources) struct SettingsOnTheMainSchedulerTests {
  private func makeScreen(_ scheduler: TestScheduler)
    -> (SettingsViewController, FakeSettingsService)
  {
    let service = FakeSettingsService(scheduler: scheduler, cacheBytes: 48_000_000)
    let screen = SettingsViewController(
      viewModel: SettingsViewModel(settingsService: service, scheduler: scheduler))
    screen.viewDidLoad()
    return (screen, service)
  }

  @Test func aFlippedSwitchReachesTheViewModelAtOnceAndIsSavedAfterAPause() {
    onTheMainScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      #expect(screen.darkModeSwitch.toggle())
      #expect(screen.viewModel.darkModeEnabled)
      scheduler.advance(by: 499)
      #expect(service.saves.isEmpty)
      scheduler.advance(by: 1)
      #expect(service.saves.map(\.darkMode) == [true])
    }
  }

  @Test func aChangeMadeByCodeMovesTheSwitchAtOnce() {
    onTheMainScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.viewModel.soundEnabled = false
      #expect(!screen.soundSwitch.isOn)
    }
  }

  @Test func clearingTheCacheAsksAtOnceThenShowsTheStorageFreed() {
    onTheMainScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      scheduler.advance(by: 100)
      #expect(screen.storageLabel.text == "48 MB")
      screen.clearCacheButton.tap()
      #expect(screen.alerts.current?.title == "Clear cache")
      screen.alerts.tap("Clear")
      scheduler.advance(by: 400)
      #expect(service.cacheClears == 1)
      #expect(screen.storageLabel.text == "0 MB")
    }
  }
}
