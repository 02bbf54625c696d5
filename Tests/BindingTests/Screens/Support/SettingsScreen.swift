import BindingTest
import Foundation

/// How good downloaded media should be.
enum DownloadQuality: Equatable {
  case low, medium, high
}

/// Every setting at once, as the fake settings service stores them.
struct SettingsSnapshot: Equatable {
  var notifications: Bool
  var darkMode: Bool
  var sound: Bool
  var autoPlay: Bool
  var downloadQuality: DownloadQuality
}

/// The settings backend of the tests: saves are recorded at once, the cache answers after a
/// fixed latency on the test scheduler.
final class FakeSettingsService {
  private let scheduler: TestScheduler

  /// The bytes the cache holds.
  private(set) var cacheBytes: Int

  /// The settings saved, in order: one entry per save call.
  private(set) var saves: [SettingsSnapshot] = []

  /// How many times the cache was cleared.
  private(set) var cacheClears = 0

  init(scheduler: TestScheduler, cacheBytes: Int) {
    self.scheduler = scheduler
    self.cacheBytes = cacheBytes
  }

  /// Stores `settings`.
  func save(_ settings: SettingsSnapshot) {
    saves.append(settings)
  }

  /// The bytes the cache holds, 100 ms later.
  func storageUsed() -> Observable<Int> {
    Observable.deferred { [unowned self] in .just(cacheBytes) }
      .delay(.milliseconds(100), scheduler: scheduler)
  }

  /// Empties the cache, 300 ms later.
  func clearCache() -> Observable<Void> {
    Observable<Int>.timer(.milliseconds(300), scheduler: scheduler)
      .map { [unowned self] _ in
        cacheBytes = 0
        cacheClears += 1
      }
  }
}

/// The reference's settings view model: switches saved together after a pause, and a cache
/// that is cleared once the user confirms.
final class SettingsViewModel {
  @Mutable var notificationsEnabled = true
  @Mutable var darkModeEnabled = false
  @Mutable var soundEnabled = true
  @Mutable var autoPlayEnabled = false
  @Mutable var downloadQuality: DownloadQuality = .high

  @Bindable private(set) var storageUsed = "0 MB"
  @ViewAction.NoParam var clearCache: () -> Void
  @ViewAction var showClearCacheConfirmation: () -> Void

  private let settingsService: FakeSettingsService
  private let cacheClearConfirmations = PublishRelay<Void>()
  private let disposeBag = DisposeBag()

  private let scheduler: any SchedulerType

  /// - Parameter scheduler: Runs the debounce of saves: the main scheduler in an app (the
  ///   default, `SharingScheduler.current`), a virtual-time scheduler in tests.
  init(
    settingsService: FakeSettingsService,
    scheduler: any SchedulerType = SharingScheduler.current
  ) {
    self.settingsService = settingsService
    self.scheduler = scheduler
    observeSettings()
  }

  /// The user confirmed: empties the cache, then shows the storage used again.
  func confirmClearCache() {
    cacheClearConfirmations.accept(())
  }

  private var snapshot: SettingsSnapshot {
    SettingsSnapshot(
      notifications: notificationsEnabled, darkMode: darkModeEnabled, sound: soundEnabled,
      autoPlay: autoPlayEnabled, downloadQuality: downloadQuality)
  }

  private func observeSettings() {
    /// Differs from the reference: it saved the `(key, value)` that came last out of the
    /// debounce, so of several settings changed within 500 ms only the last was saved; and
    /// each relay replays its value on subscription, so it saved once at start without any
    /// change. Here every setting (`downloadQuality` too, which it left out) is merged after
    /// its first value, and a pause saves all of them. `debounce` takes a scheduler: the one
    /// passed in, the main one in an app, a virtual-time one in tests.
    Observable.merge(
      $notificationsEnabled.skip(1).map { _ in () },
      $darkModeEnabled.skip(1).map { _ in () },
      $soundEnabled.skip(1).map { _ in () },
      $autoPlayEnabled.skip(1).map { _ in () },
      $downloadQuality.skip(1).map { _ in () }
    )
    .debounce(.milliseconds(500), scheduler: scheduler)
    .subscribe(onNext: { [weak self] in
      guard let self else { return }
      settingsService.save(snapshot)
    })
    .disposed(by: disposeBag)

    /// Differs from the reference: a `Signal` has no `subscribe(onNext:)` (nor in RxCocoa); it
    /// emits with `emit(onNext:)`.
    $clearCache
      .emit(onNext: { [weak self] in self?.showClearCacheConfirmation() })
      .disposed(by: disposeBag)

    /// Differs from the reference: it never computed `storageUsed` nor cleared anything; here
    /// the storage is read at start and again after a confirmed clear.
    let service = settingsService
    Observable.merge(
      service.storageUsed(),
      cacheClearConfirmations.flatMapLatest { service.clearCache() }
        .flatMapLatest { service.storageUsed() }
    )
    .map { "\($0 / 1_000_000) MB" }
    .bind(to: _storageUsed)
    .disposed(by: disposeBag)
  }
}

/// The reference's settings view controller, with stand-in controls.
///
/// Differs from the reference: no UIKit (the table's outlets are plain stand-in controls), the
/// alert goes to an ``AlertPresenter``, and its "Clear" button calls the view model (the
/// reference left it empty).
@MainActor final class SettingsViewController: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel: SettingsViewModel
  let alerts = AlertPresenter()

  let notificationsSwitch = Switch()
  let darkModeSwitch = Switch()
  let soundSwitch = Switch()
  let autoPlaySwitch = Switch()
  let storageLabel = Label()
  let clearCacheButton = Button(title: "Clear cache")

  init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
  }

  func viewDidLoad() {
    binding {
      viewModel.$notificationsEnabled <=> notificationsSwitch.rx.isOn
      viewModel.$darkModeEnabled <=> darkModeSwitch.rx.isOn
      viewModel.$soundEnabled <=> soundSwitch.rx.isOn
      viewModel.$autoPlayEnabled <=> autoPlaySwitch.rx.isOn

      viewModel.$storageUsed => storageLabel.rx.text

      clearCacheButton.rx.tap => { [weak self] in self?.viewModel.clearCache() }
      viewModel.$showClearCacheConfirmation => { [weak self] in self?.showClearCacheAlert() }
    }
  }

  /// The screen, one row a line: each setting's name and control.
  func render() -> String {
    let rows: [(String, any ControlRendering)] = [
      ("Notifications", notificationsSwitch), ("Dark mode", darkModeSwitch),
      ("Sound", soundSwitch), ("Autoplay", autoPlaySwitch), ("Storage used", storageLabel),
      ("", clearCacheButton),
    ]
    return rows.map { name, control in
      name.padding(toLength: 14, withPad: " ", startingAt: 0) + control.render()
    }
    .joined(separator: "\n")
  }

  private func showClearCacheAlert() {
    alerts.present(
      title: "Clear cache", message: "Cached files will be deleted.",
      buttons: [("Cancel", {}), ("Clear", { [weak self] in self?.viewModel.confirmClearCache() })])
  }
}
