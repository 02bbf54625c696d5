import BindingTest
import Foundation

/// What the profile screen edits.
struct Profile: Equatable {
  var name: String
  var email: String
  var bio: String
}

/// Why the fake profile service refused.
enum ProfileError: LocalizedError {
  case emailTaken
  case uploadFailed

  var errorDescription: String? {
    switch self {
    case .emailTaken: "This email is already taken"
    case .uploadFailed: "The photo could not be uploaded"
    }
  }
}

/// The profile backend of the tests: saves, photo uploads and photo downloads, each answered
/// after a fixed latency on the test scheduler.
final class FakeProfileService {
  private let scheduler: TestScheduler
  private var photoCount = 0

  /// The error the next save fails with, if any; used once.
  var nextSaveError: ProfileError?

  /// The error the next upload fails with, if any; used once.
  var nextUploadError: ProfileError?

  /// The profiles saved, in order.
  private(set) var saved: [Profile] = []

  /// The photos downloaded, in order.
  private(set) var downloads: [URL] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Saves the profile, 200 ms later.
  func saveProfile(name: String, email: String, bio: String) -> Observable<Profile> {
    let profile = Profile(name: name, email: email, bio: bio)
    saved.append(profile)
    defer { nextSaveError = nil }
    return answer(after: 200, profile, failingWith: nextSaveError)
  }

  /// Uploads a new photo, 300 ms later: its address.
  func uploadPhoto() -> Observable<URL> {
    photoCount += 1
    let url = URL(string: "https://photos.example/\(photoCount).png")!
    defer { nextUploadError = nil }
    return answer(after: 300, url, failingWith: nextUploadError)
  }

  /// Downloads the photo at `url`, 100 ms later: its description stands for the image.
  func image(at url: URL) -> Observable<String> {
    downloads.append(url)
    return answer(after: 100, "photo \(url.lastPathComponent)", failingWith: nil)
  }

  private func answer<Value>(after milliseconds: Int, _ value: Value, failingWith error: (any Error)?)
    -> Observable<Value>
  {
    guard let error else {
      return Observable.just(value).delay(.milliseconds(milliseconds), scheduler: scheduler)
    }
    return Observable<Int>.timer(.milliseconds(milliseconds), scheduler: scheduler)
      .map { _ -> Value in throw error }
  }
}

/// The reference's user profile view model: form validation, saving, photo upload.
final class ProfileViewModel {
  @Mutable var name: String
  @Mutable var email: String
  @Mutable var bio: String

  @Bindable private(set) var isLoading = false
  @Bindable private(set) var isSaveEnabled = false
  @Bindable private(set) var errorMessage = ""
  @Bindable private(set) var profileImageURL: URL?

  @ViewAction.NoParam var saveProfile: () -> Void
  @ViewAction.NoParam var uploadPhoto: () -> Void
  @ViewAction var showError: (String) -> Void
  @ViewAction.NoParam var dismiss: () -> Void

  private let service: FakeProfileService
  private let disposeBag = DisposeBag()

  init(profile: Profile, service: FakeProfileService) {
    name = profile.name
    email = profile.email
    bio = profile.bio
    self.service = service
    setUpBindings()
  }

  private func setUpBindings() {
    /// Differs from the reference: it wrote `.bind(to: $isSaveEnabled)`, but `$isSaveEnabled` is
    /// a `Driver`, which cannot receive values; the storage `_isSaveEnabled` is an observer.
    Observable.combineLatest($name, $email, $bio) { name, email, bio in
      !name.isEmpty && email.contains("@") && !bio.isEmpty
    }
    .bind(to: _isSaveEnabled)
    .disposed(by: disposeBag)

    /// Differs from the reference: `asObservable()` first, since a `Signal`'s `flatMapLatest`
    /// must return a `Signal` (as in RxCocoa), and `observe(on: SharingScheduler.current)` in
    /// place of `MainScheduler.instance`: the main scheduler in an app, the test scheduler
    /// under `SharingScheduler.mock`, where nothing runs the main queue.
    $saveProfile.asObservable()
      .flatMapLatest { [weak self] _ -> Observable<Result<Profile, any Error>> in
        guard let self else { return .empty() }
        isLoading = true
        return service.saveProfile(name: name, email: email, bio: bio)
          .map { .success($0) }
          .catch { .just(.failure($0)) }
      }
      .observe(on: SharingScheduler.current)
      .subscribe(onNext: { [weak self] result in
        self?.isLoading = false
        switch result {
        case .success: self?.dismiss()
        case .failure(let error): self?.showError(error.localizedDescription)
        }
      })
      .disposed(by: disposeBag)

    /// Differs from the reference: it declares `uploadPhoto` but never handles it; here an
    /// upload sets `profileImageURL`, and a failed one `errorMessage`.
    $uploadPhoto.asObservable()
      .flatMapLatest { [weak self] _ -> Observable<URL?> in
        guard let self else { return .empty() }
        errorMessage = ""
        return service.uploadPhoto()
          .map { Optional($0) }
          .catch { [weak self] error in
            self?.errorMessage = error.localizedDescription
            return .empty()
          }
      }
      .bind(to: _profileImageURL)
      .disposed(by: disposeBag)
  }
}

/// The reference's user profile view controller, with stand-in controls.
///
/// Differs from the reference: no UIKit. The bio's `UITextView` is a ``TextField``, the
/// `UIImageView` a ``Label`` showing the downloaded image's description, the alert goes to an
/// ``AlertPresenter`` and `popViewController` to a ``Navigator``.
@MainActor final class ProfileViewController: BindingContext {
  let disposeBag = DisposeBag()
  let viewModel: ProfileViewModel
  let service: FakeProfileService
  let navigator: Navigator
  let alerts = AlertPresenter()

  let nameTextField = TextField(placeholder: "Name")
  let emailTextField = TextField(placeholder: "Email")
  let bioTextView = TextField(placeholder: "Bio")
  let saveButton = Button(title: "Save")
  let activityIndicator = ActivityIndicator()
  let profileImageView = Label()
  let uploadButton = Button(title: "Upload photo")
  let errorLabel = Label()

  init(viewModel: ProfileViewModel, service: FakeProfileService, navigator: Navigator) {
    self.viewModel = viewModel
    self.service = service
    self.navigator = navigator
  }

  func viewDidLoad() {
    binding {
      viewModel.$name <=> nameTextField.rx.text ?? ""
      viewModel.$email <=> emailTextField.rx.text ?? ""
      viewModel.$bio <=> bioTextView.rx.text ?? ""

      viewModel.$isLoading => activityIndicator.rx.isAnimating

      /// Differs from the reference: it drove `saveButton.rx.isEnabled` twice, from
      /// `!isLoading` and from `isSaveEnabled`, so the last change won: the end of a save
      /// enabled the button for a form made invalid meanwhile, and an edit during a save
      /// enabled it. One binding from both states.
      Driver<Bool>.combineLatest(viewModel.$isSaveEnabled, viewModel.$isLoading) { valid, loading in
        valid && !loading
      } => saveButton.rx.isEnabled

      /// Differs from the reference: it loaded the image with `URLSession.shared.rx.data` in a
      /// `flatMap` returning an `Observable`, which a `Driver` does not accept; here a
      /// `flatMapLatest` to the fake service's download turned into a `Driver`.
      viewModel.$profileImageURL
        .compactMap { $0 }
        .flatMapLatest { [service] url in
          service.image(at: url).asDriver(onErrorJustReturn: "photo unavailable")
        } => profileImageView.rx.text

      viewModel.$errorMessage => errorLabel.rx.text
      viewModel.$errorMessage.map(\.isEmpty) => errorLabel.rx.isHidden

      saveButton.rx.tap => { [weak self] in self?.viewModel.saveProfile() }
      uploadButton.rx.tap => { [weak self] in self?.viewModel.uploadPhoto() }

      viewModel.$showError => { [weak self] message in
        self?.alerts.present(title: "Error", message: message)
      }
      viewModel.$dismiss => { [weak self] in self?.navigator.pop() }
    }
  }
}
