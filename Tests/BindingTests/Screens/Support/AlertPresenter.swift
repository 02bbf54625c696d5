/// A stand-in for presenting alerts: the alert on screen, the buttons the user can tap in it,
/// and every alert shown so far.
final class AlertPresenter {
  /// An alert as the user sees it.
  struct Alert: Equatable {
    /// The bold title.
    let title: String
    /// The text under the title.
    let message: String
    /// The titles of the buttons, left to right.
    let buttons: [String]
  }

  /// The alert on screen, if any.
  private(set) var current: Alert?

  /// Every alert presented, oldest first.
  private(set) var history: [Alert] = []

  private var handlers: [String: () -> Void] = [:]

  /// Shows an alert whose buttons each dismiss it, then run their handler.
  func present(title: String, message: String, buttons: [(String, () -> Void)] = [("OK", {})]) {
    let alert = Alert(title: title, message: message, buttons: buttons.map(\.0))
    current = alert
    history.append(alert)
    handlers = Dictionary(buttons, uniquingKeysWith: { first, _ in first })
  }

  /// The user taps the button titled `button` of the alert on screen.
  ///
  /// - Returns: `false`, changing nothing, when no alert is shown or it has no such button.
  @discardableResult
  func tap(_ button: String) -> Bool {
    guard current != nil, let handler = handlers[button] else { return false }
    current = nil
    handlers = [:]
    handler()
    return true
  }
}
