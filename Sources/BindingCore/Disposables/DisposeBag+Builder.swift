extension DisposeBag {
  /// Gathers the disposables listed in a closure, for ``DisposeBag/init(builder:)`` and
  /// ``DisposeBag/insert(builder:)``, as RxSwift's.
  @resultBuilder
  public enum DisposableBuilder {
    /// The disposables listed, in order.
    public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
      disposables
    }
  }

  /// Creates a bag holding the disposables listed in `builder`.
  ///
  /// ```swift
  /// let disposeBag = DisposeBag {
  ///   name.bind(to: nameLabel.rx.text)
  ///   age.bind(to: ageLabel.rx.text)
  /// }
  /// ```
  public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
    self.init(disposing: builder())
  }

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: Disposable...) {
    self.init(disposing: disposables)
  }

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: [Disposable]) {
    self.init()
    insert(disposables)
  }

  /// Adds the disposables listed in `builder`; when the bag was already emptied by
  /// ``dispose()``, disposes them at once.
  ///
  /// ```swift
  /// disposeBag.insert {
  ///   name.bind(to: nameLabel.rx.text)
  ///   age.bind(to: ageLabel.rx.text)
  /// }
  /// ```
  public func insert(@DisposableBuilder builder: () -> [Disposable]) {
    insert(builder())
  }
}
