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
  /// dropped, and so is the relay's delivery of a value that came from the property, even
  /// when the core delivers it after the propagation. The one echo left: a control that
  /// reports programmatic sets, changed by the user and by the relay in one propagation, may
  /// report its value back to the relay once. The two still end equal when the property reports
  /// the control's value as it is when the report is delivered (as RxCocoa's properties and
  /// BindingControls' controls do), not the value it had when the report was sent.
  ///
  /// - Returns: The binding; dispose it to stop syncing.
  public func bindTwoWay<Property: ObservableType & ObserverType>(_ property: Property)
    -> Disposable
  where Property.Element == Element {
    bindTwoWay(property, propertyReportsWrites: false)
  }

  /// Keeps this relay and `other` equal, `other` taking this relay's value first; see
  /// ``bindTwoWay(_:)``.
  public func bindTwoWay(_ other: BehaviorRelay<Element>) -> Disposable {
    bindTwoWay(RelayProperty(relay: other), propertyReportsWrites: true)
  }

  /// Binds both ways; `propertyReportsWrites` says that each value written to `property` comes
  /// back from it once (a relay), so that this echo is dropped whenever it arrives.
  private func bindTwoWay<Property: ObservableType & ObserverType>(
    _ property: Property, propertyReportsWrites: Bool
  ) -> Disposable where Property.Element == Element {
    let echo = EchoGuard()
    let toProperty = subscribe(onNext: { value in
      guard !echo.isEcho(from: .model) else { return }
      echo.writing(to: .property, expectingEcho: propertyReportsWrites) { property.onNext(value) }
    })
    let toModel = SingleAssignmentDisposable()
    echo.writing(to: .property, expectingEcho: false) {
      toModel.setDisposable(
        property.subscribe(onNext: { value in
          guard !echo.isEcho(from: .property) else { return }
          echo.writing(to: .model, expectingEcho: true) {
            self.acceptContinuingPropagation(value)
          }
        }))
    }
    // Reported once both are subscribed, so that the property's values (the control's node)
    // are a node of the graph before the binding that sets them is drawn into it.
    _ = toProperty.inspectedBinding(
      "<=>", setting: (property as? RelayProperty<Element>).map { $0.relay as Any } ?? property)
    _ = toModel.inspectedBinding("<=>", setting: self)
    return Disposables.create(toProperty, toModel)
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
    if case .next(let value) = event { relay.acceptContinuingPropagation(value) }
  }
}

/// Remembers which side of a two-way binding is being written, so that what that write sends
/// back is recognised as an echo and dropped, and how many writes are still to come back from
/// each side that reports its writes (the relay always does), for echoes the core delivers after
/// the write has returned.
private final class EchoGuard: Sendable {
  enum Side: Sendable {
    case model, property
  }

  private struct State {
    var target: Side?
    var pendingModelEchoes = 0
    var pendingPropertyEchoes = 0
  }

  private let state = Mutex(State())

  /// Runs `write` with `side` marked as being written, unless a write is already under way,
  /// in which case this value is the echo of that write and is dropped.
  ///
  /// With `expectingEcho`, the value `side` will send back is counted, to be dropped by
  /// ``isEcho(from:)``.
  func writing(to side: Side, expectingEcho: Bool, _ write: () -> Void) {
    let claimed = state.lockedValue { state -> Bool in
      guard state.target == nil else { return false }
      state.target = side
      if expectingEcho {
        switch side {
        case .model: state.pendingModelEchoes += 1
        case .property: state.pendingPropertyEchoes += 1
        }
      }
      return true
    }
    guard claimed else { return }
    defer { state.lockedValue { $0.target = nil } }
    write()
  }

  /// `true`, once per counted write, when the value arriving from `side` is the echo of a write
  /// this binding made to it.
  func isEcho(from side: Side) -> Bool {
    state.lockedValue { state -> Bool in
      switch side {
      case .model:
        guard state.pendingModelEchoes > 0 else { return false }
        state.pendingModelEchoes -= 1
      case .property:
        guard state.pendingPropertyEchoes > 0 else { return false }
        state.pendingPropertyEchoes -= 1
      }
      return true
    }
  }
}
