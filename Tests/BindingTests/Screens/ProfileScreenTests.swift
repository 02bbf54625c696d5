import BindingTest
import BindingTestExpectations
import Foundation
import Testing

@MainActor @Suite(.checksResources) struct ProfileScreenTests {
  private let ada = Profile(name: "Ada", email: "ada@example.com", bio: "Poet of science")

  private func makeScreen(_ scheduler: TestScheduler, profile: Profile? = nil)
    -> (ProfileViewController, FakeProfileService)
  {
    let service = FakeProfileService(scheduler: scheduler)
    let navigator = Navigator(root: "Settings")
    navigator.push("Profile")
    let screen = ProfileViewController(
      viewModel: ProfileViewModel(profile: profile ?? ada, service: service), service: service,
      navigator: navigator)
    screen.viewDidLoad()
    scheduler.settle()
    return (screen, service)
  }

  @Test func opensShowingTheViewModelsProfile() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      #expect(screen.nameTextField.text == "Ada")
      #expect(screen.emailTextField.text == "ada@example.com")
      #expect(screen.bioTextView.text == "Poet of science")
      #expect(screen.saveButton.isEnabled)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.errorLabel.isHidden)
    }
  }

  @Test func editedFieldsReachTheViewModel() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler)
      screen.nameTextField.type(" L.")
      screen.bioTextView.replaceText("Enchantress of numbers")
      #expect(screen.viewModel.name == "Ada L.")
      #expect(screen.viewModel.bio == "Enchantress of numbers")
      #expect(screen.viewModel.email == "ada@example.com")
    }
  }

  @Test func saveIsEnabledOnlyForACompleteFormWithAnEmail() {
    withScreenScheduler { scheduler in
      let (screen, _) = makeScreen(scheduler, profile: Profile(name: "", email: "", bio: ""))
      #expect(!screen.saveButton.isEnabled)
      screen.nameTextField.type("Ada")
      screen.emailTextField.type("ada.example.com")
      screen.bioTextView.type("Poet")
      scheduler.settle()
      #expect(!screen.saveButton.isEnabled)
      screen.emailTextField.replaceText("ada@example.com")
      scheduler.settle()
      #expect(screen.saveButton.isEnabled)
      screen.bioTextView.clear()
      scheduler.settle()
      #expect(!screen.saveButton.isEnabled)
    }
  }

  @Test func savingSpinsThenGoesBack() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      screen.nameTextField.replaceText("Ada Lovelace")
      screen.saveButton.tap()
      scheduler.settle()
      #expect(service.saved == [Profile(name: "Ada Lovelace", email: ada.email, bio: ada.bio)])
      #expect(screen.activityIndicator.isAnimating)
      #expect(!screen.saveButton.isEnabled)
      scheduler.advance(by: 199)
      #expect(screen.navigator.visible == "Profile")
      scheduler.advance(by: 1)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.navigator.stack == ["Settings"])
      #expect(screen.alerts.history.isEmpty)
    }
  }

  @Test func editsDuringASaveDoNotEnableTheButton() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      service.nextSaveError = .emailTaken
      screen.saveButton.tap()
      scheduler.advance(by: 50)
      screen.bioTextView.type("!")
      scheduler.settle()
      #expect(!screen.saveButton.isEnabled)
      #expect(!screen.saveButton.tap())
      screen.nameTextField.clear()
      scheduler.advance(by: 150)
      #expect(!screen.activityIndicator.isAnimating)
      #expect(!screen.saveButton.isEnabled)
      #expect(service.saved.count == 1)
    }
  }

  @Test func failedSaveShowsTheErrorAndStays() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      service.nextSaveError = .emailTaken
      screen.saveButton.tap()
      scheduler.advance(by: 200)
      #expect(
        screen.alerts.current
          == .init(title: "Error", message: "This email is already taken", buttons: ["OK"]))
      #expect(!screen.activityIndicator.isAnimating)
      #expect(screen.saveButton.isEnabled)
      #expect(screen.navigator.visible == "Profile")
      screen.alerts.tap("OK")
      screen.emailTextField.replaceText("ada@lovelace.org")
      screen.saveButton.tap()
      scheduler.advance(by: 200)
      #expect(service.saved.map(\.email) == ["ada@example.com", "ada@lovelace.org"])
      #expect(screen.navigator.stack == ["Settings"])
    }
  }

  @Test func uploadedPhotoIsDownloadedAndShown() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      #expect(screen.profileImageView.text == nil)
      screen.uploadButton.tap()
      scheduler.advance(by: 300)
      #expect(screen.viewModel.profileImageURL == URL(string: "https://photos.example/1.png"))
      #expect(screen.profileImageView.text == nil)
      scheduler.advance(by: 100)
      #expect(screen.profileImageView.text == "photo 1.png")
      #expect(service.downloads.map(\.lastPathComponent) == ["1.png"])
    }
  }

  @Test func failedUploadShowsItsMessageUntilTheNextUpload() {
    withScreenScheduler { scheduler in
      let (screen, service) = makeScreen(scheduler)
      service.nextUploadError = .uploadFailed
      screen.uploadButton.tap()
      scheduler.advance(by: 300)
      #expect(screen.errorLabel.render() == "\"The photo could not be uploaded\"")
      #expect(screen.profileImageView.text == nil)
      screen.uploadButton.tap()
      scheduler.settle()
      #expect(screen.errorLabel.isHidden)
      scheduler.advance(by: 400)
      #expect(screen.profileImageView.text == "photo 2.png")
    }
  }
}
