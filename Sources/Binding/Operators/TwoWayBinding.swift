import Synchronization

extension BehaviorRelay {
  /// Keeps this relay and `property` equal: first the relay's value is written to the property,
  /// then each change on either side reaches the other side once and is never sent back to where it
  /// came from.
  ///
  /// `<=>` is sugar for this method.
  ///
  /// ```swift
  /// let binding = viewModel.$username.bindTwoWay(usernameField.rx.text ?? "")
  /// ```
  ///
  /// Synchronous: both directions are applied in the same propagation as the change, with
  /// no hop through a queue, so it works in virtual time and in the `bind` shell. A control
  /// that reports programmatic sets as user changes, or both sides changing in the same
  /// propagation, cannot make it loop: a value arriving from the side being written is
  /// dropped.
  ///
  /// - Returns: The binding; dispose it to stop syncing.
  public func bindTwoWay<Property: ObservableType & ObserverType>(_ property: Property)
    -> Disposable
  where Property.Element == Element {
    let echo = EchoGuard()
    let toProperty = subscribe(onNext: { value in
      echo.writing(to: .property) { property.onNext(value) }
    })
    let toModel = SingleAssignmentDisposable()
    echo.writing(to: .property) {
      toModel.setDisposable(
        property.subscribe(onNext: { value in
          echo.writing(to: .model) { self.accept(value) }
        }))
    }
    return Disposables.create(toProperty, toModel)
  }

  /// Keeps this relay and `other` equal, `other` taking this relay's value first; see
  /// ``bindTwoWay(_:)``.
  public func bindTwoWay(_ other: BehaviorRelay<Element>) -> Disposable {
    bindTwoWay(RelayProperty(relay: other))
  }
}

/// Presents a relay as a property: reads its values, writes with `accept`.
private struct RelayProperty<Element>: ObservableType, ObserverType {
  let relay: BehaviorRelay<Element>

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    relay.subscribe(observer)
  }

  func on(_ event: Event<Element>) {
    if case .next(let value) = event { relay.accept(value) }
  }
}

/// Remembers which side of a two-way binding is being written, so that what that write sends
/// back is recognised as an echo and dropped.
private final class EchoGuard: Sendable {
  enum Side: Sendable {
    case model, property
  }

  private let target = Mutex<Side?>(nil)

  /// Runs `write` with `side` marked as being written, unless a write is already under way,
  /// in which case this value is the echo of that write and is dropped.
  func writing(to side: Side, _ write: () -> Void) {
    let claimed = target.withLock { current -> Bool in
      guard current == nil else { return false }
      current = side
      return true
    }
    guard claimed else { return }
    defer { target.withLock { $0 = nil } }
    write()
  }
}
