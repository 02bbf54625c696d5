import BindingTest
import BindingTestExpectations
import Testing

@MainActor @Suite(.checksResources) struct SettingsScreenTests {
  private let defaults = SettingsSnapshot(
    notifications: true, darkMode: false, sound: true, autoPlay: false, downloadQuality: .high)

  private func makeScreen(_ scheduler: TestScheduler)
    -> (SettingsViewController, FakeSettingsService)
  {
    let service = FakeSettingsService(scheduler: scheduler, cacheBytes: 48_000_000)
    let screen = SettingsViewController(viewModel: SettingsViewModel(settingsService: service))
    screen.viewDidLoad()
    scheduler.settle()
    return (screen, service)
  }

  @Test func opensShowingTheSettingsThenTheStorageUsed() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      #expect(screen.storageLabel.text == "0 MB")
      scheduler.advance(by: 100)
      #expect(
        screen.render() == """
          Notifications (•) on
          Dark mode     ( ) off
          Sound         (•) on
          Autoplay      ( ) off
          Storage used  "48 MB"
                        < Clear cache >
          """)
    }
  }

  @Test func nothingIsSavedUntilASettingChanges() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      scheduler.advance(by: 2000)
      #expect(service.saves.isEmpty)
      #expect(screen.storageLabel.text == "48 MB")
    }
  }

  @Test func flippedSwitchesReachTheViewModel() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.notificationsSwitch.toggle()
      screen.autoPlaySwitch.setOn(true)
      #expect(!screen.viewModel.notificationsEnabled)
      #expect(screen.viewModel.autoPlayEnabled)
      #expect(screen.viewModel.soundEnabled)
    }
  }

  @Test func changesInQuickSuccessionAreSavedTogetherOnceAfterAPause() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.notificationsSwitch.toggle()
      scheduler.advance(by: 200)
      screen.darkModeSwitch.toggle()
      scheduler.advance(by: 200)
      screen.soundSwitch.toggle()
      scheduler.advance(by: 499)
      #expect(service.saves.isEmpty)
      scheduler.advance(by: 1)
      var expected = defaults
      expected.notifications = false
      expected.darkMode = true
      expected.sound = false
      #expect(service.saves == [expected])
      scheduler.advance(by: 2000)
      #expect(service.saves.count == 1)
    }
  }

  @Test func changesFarApartAreSavedSeparately() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.darkModeSwitch.toggle()
      scheduler.advance(by: 600)
      screen.autoPlaySwitch.toggle()
      scheduler.advance(by: 600)
      #expect(service.saves.map(\.darkMode) == [true, true])
      #expect(service.saves.map(\.autoPlay) == [false, true])
    }
  }

  @Test func aChangeMadeByCodeMovesTheSwitchAndIsSaved() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.viewModel.darkModeEnabled = true
      screen.viewModel.downloadQuality = .low
      #expect(screen.darkModeSwitch.isOn)
      scheduler.advance(by: 500)
      var expected = defaults
      expected.darkMode = true
      expected.downloadQuality = .low
      #expect(service.saves == [expected])
    }
  }

  @Test func clearingTheCacheAsksFirst() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      scheduler.advance(by: 100)
      screen.clearCacheButton.tap()
      scheduler.settle()
      #expect(screen.alerts.current?.title == "Clear cache")
      #expect(screen.alerts.current?.buttons == ["Cancel", "Clear"])
      screen.alerts.tap("Cancel")
      scheduler.advance(by: 1000)
      #expect(service.cacheClears == 0)
      #expect(screen.storageLabel.text == "48 MB")

      screen.clearCacheButton.tap()
      scheduler.settle()
      screen.alerts.tap("Clear")
      scheduler.advance(by: 300)
      #expect(service.cacheClears == 1)
      #expect(screen.storageLabel.text == "48 MB")
      scheduler.advance(by: 100)
      #expect(screen.storageLabel.text == "0 MB")
      #expect(screen.alerts.current == nil)
    }
  }
}
