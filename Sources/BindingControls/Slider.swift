/// A stand-in slider: a number between ``minimumValue`` and ``maximumValue``.
///
/// ```swift
/// let volume = Slider(value: 0.5)
/// viewModel.$volume <=> volume.rx.value
/// volume.slide(to: 0.8)    // the user drags it: 0.8 reaches the view model
/// volume.render()          // "|--------•--| 0.8"
/// ```
///
/// The value is always kept within the bounds: values outside are clamped, whoever sets them.
/// As with `UISlider` and RxCocoa, `rx.value` reports the user's changes, not the values code
/// assigns to ``value``. A disabled or hidden slider ignores the user.
public final class Slider: InteractiveControl {
  private var storage: Double
  private let changes = UserEvents<Double>()

  /// The value, within the bounds; assigning it is a programmatic change, recorded in
  /// ``history`` after clamping.
  public var value: Double {
    get { storage }
    set {
      storage = clamped(newValue)
      history.append(storage)
    }
  }

  /// The lowest value; raising it above the value moves the value up.
  public var minimumValue: Double {
    didSet { storage = clamped(storage) }
  }

  /// The highest value; lowering it below the value moves the value down.
  ///
  /// When it is below ``minimumValue``, the minimum wins.
  public var maximumValue: Double {
    didSet { storage = clamped(storage) }
  }

  /// Whether the user can move the slider.
  public var isEnabled = true

  /// Whether the slider is hidden.
  public var isHidden = false

  /// Every value assigned to ``value`` by code (bindings included), after clamping, oldest
  /// first; the user's changes are not in it.
  public private(set) var history: [Double] = []

  /// Creates a slider; `value` is clamped to the bounds.
  public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1) {
    self.minimumValue = minimumValue
    self.maximumValue = maximumValue
    storage = value
    storage = clamped(value)
  }

  /// The user drags the slider to `target`, clamped to the bounds; reported through
  /// `rx.value` only when that changes the value.
  ///
  /// - Returns: `false`, changing nothing, when the slider is disabled or hidden.
  @discardableResult
  public func slide(to target: Double) -> Bool {
    guard acceptsUser else { return false }
    let newValue = clamped(target)
    guard newValue != storage else { return true }
    storage = newValue
    changes.send(newValue)
    return true
  }

  /// Forgets the recorded ``history``.
  public func clearHistory() { history.removeAll() }

  /// The track with the knob where the value is, then the value rounded to two decimals:
  /// `|-----•-----| 0.5`.
  public func render() -> String {
    let positions = 11
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? (storage - minimumValue) / span : 0
    let knob = Int((fraction * Double(positions - 1)).rounded())
    let track = (0..<positions).map { $0 == knob ? "•" : "-" }.joined()
    let shown = (storage * 100).rounded() / 100
    return "|\(track)| \(shown)" + renderedFlags(("disabled", !isEnabled), ("hidden", isHidden))
  }

  private func clamped(_ candidate: Double) -> Double {
    min(max(candidate, minimumValue), max(minimumValue, maximumValue))
  }

  fileprivate var valueProperty: ControlProperty<Double> {
    changes.property(of: self, named: "value", get: { $0.storage }, set: { $0.value = $1 })
  }
}

extension Reactive where Base: Slider {
  /// The value: the current one on subscription, then each change the user makes; values
  /// sent to it set ``Slider/value`` at once (clamped) and are not reported back.
  ///
  /// ```swift
  /// viewModel.$volume <=> volumeSlider.rx.value
  /// ```
  public var value: ControlProperty<Double> { base.valueProperty }
}
