import BindingTest
import BindingTestExpectations
import Foundation
import Testing

/// The profile screen with real main-queue delivery; the service answers on the
/// virtual-time scheduler.
@MainActor @Suite(.checksResources) struct ProfileOnTheMainSchedulerTests {
  private let ada = Profile(name: "Ada", email: "ada@example.com", bio: "Poet of science")

  private func makeScreen(_ scheduler: TestScheduler)
    -> (ProfileViewController, FakeProfileService)
  {
    let service = FakeProfileService(scheduler: scheduler)
    let navigator = Navigator(root: "Settings")
    navigator.push("Profile")
    let screen = ProfileViewController(
      viewModel: ProfileViewModel(profile: ada, service: service), service: service,
      navigator: navigator)
    screen.viewDidLoad()
    return (screen, service)
  }

  @Test func opensShowingTheProfileAtOnce() {
    onTheMainScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      #expect(screen.nameTextField.text == "Ada")
      #expect(screen.bioTextView.text == "Poet of science")
      #expect(screen.saveButton.isEnabled)
    }
  }

  @Test func savingSpinsRightAfterTheTapThenGoesBack() {
    onTheMainScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.nameTextField.replaceText("Ada Lovelace")
      #expect(screen.saveButton.tap())
      #expect(screen.activityIndicator.isAnimating)
      #expect(!screen.saveButton.isEnabled)
      #expect(service.saved == [Profile(name: "Ada Lovelace", email: ada.email, bio: ada.bio)])
      scheduler.advance(by: 200)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.navigator.stack == ["Settings"])
    }
  }

  @Test func anUploadedPhotoIsShownWhenItsDownloadEnds() {
    onTheMainScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.uploadButton.tap()
      scheduler.advance(by: 300)
      #expect(screen.viewModel.profileImageURL == URL(string: "https://photos.example/1.png"))
      scheduler.advance(by: 100)
      #expect(screen.profileImageView.text == "photo 1.png")
    }
  }
}
