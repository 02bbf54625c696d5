import BindingControls
import Foundation

/// Someone using the sign-up screen: types a taken name, corrects it, types a password, taps
/// the button, and leaves, pausing between steps so that a person watching the page can follow.
struct ScriptedUser {
  let pause: Duration

  /// Opens the screen, fills it in and signs up as `user<number>`, then closes the screen.
  func visitSignUp(number: Int, accounts: Accounts, leaks: Bool) {
    let viewModel = SignUpViewModel(accounts: accounts)
    let screen = SignUpScreen(viewModel: viewModel, accounts: accounts, leaks: leaks)
    step { _ = screen.nameField.type("ada") }
    step { _ = screen.nameField.replaceText("user\(number)") }
    step { _ = screen.passwordField.type("secret") }
    step { _ = screen.passwordField.type("word") }
    step { _ = screen.submit.tap() }
    print("visit \(number): \(screen.statusLabel.text ?? "") (\(screen.countLabel.text ?? "?"))")
  }

  private func step(_ action: () -> Void) {
    action()
    Thread.sleep(
      forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18)
  }
}
