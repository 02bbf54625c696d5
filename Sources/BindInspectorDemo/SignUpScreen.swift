import Binding
import BindingControls

/// The stand-in screen of the form, bound to its view model; its bindings end with it.
///
/// With `leaks`, it also watches the accounts without putting that subscription in its bag:
/// the subscription, and the label it holds, outlive the screen, one more for each visit.
final class SignUpScreen: BindingContext {
  let disposeBag = DisposeBag()
  let nameField = TextField(placeholder: "Username")
  let passwordField = TextField(placeholder: "Password", isSecureTextEntry: true)
  let submit = Button(title: "Sign up")
  let hintLabel = Label()
  let statusLabel = Label()
  let countLabel = Label()

  init(viewModel: SignUpViewModel, accounts: Accounts, leaks: Bool) {
    binding {
      viewModel.$username <=> nameField.rx.text ?? ""
      viewModel.$password <=> passwordField.rx.text ?? ""
      viewModel.$canSignUp => submit.rx.isEnabled
      viewModel.$hint => hintLabel.rx.text
      viewModel.$status => statusLabel.rx.text
      submit.rx.tap => { viewModel.signUp() }
    }
    let counting = accounts.names.map { "\($0.count) accounts" }.bind(to: countLabel.rx.text)
    if !leaks { disposeBag.insert(counting) }
  }
}
