import Synchronization

/// Collects disposables and disposes them all when the bag itself is deallocated.
///
/// Give each owner (a view model, a screen) its own bag; replacing the bag with a new one
/// ends every subscription that was in the old one.
///
/// ```swift
/// let disposeBag = DisposeBag()
/// relay.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
public final class DisposeBag {
  private let state = Mutex(())
  private var disposables: [Disposable] = []
  private var disposed = false

  /// Creates an empty bag.
  public init() {
    if Inspection.isAttached { Inspection.report(created: self) }
  }

  /// Adds `disposable`; when the bag was already emptied by ``dispose()``, disposes it at once.
  public func insert(_ disposable: Disposable) {
    let accepted = state.locked { () -> Bool in
      if disposed { return false }
      disposables.append(disposable)
      return true
    }
    if !accepted {
      disposable.dispose()
    } else if Inspection.isAttached {
      Inspection.report(owned: disposable, by: self)
    }
  }

  /// Adds every disposable in `disposables`, as RxSwift's variadic `insert`.
  ///
  /// ```swift
  /// disposeBag.insert(
  ///   name.bind(to: label.rx.text),
  ///   count.bind(to: badge.rx.text)
  /// )
  /// ```
  public func insert(_ first: Disposable, _ second: Disposable, _ rest: Disposable...) {
    insert([first, second] + rest)
  }

  /// Adds every disposable in `disposables`.
  public func insert(_ disposables: [Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  /// Disposes everything in the bag now, in insertion order; later insertions are disposed at once.
  ///
  /// Deallocating the bag does the same.
  public func dispose() {
    let all = state.locked { () -> [Disposable] in
      disposed = true
      defer { disposables = [] }
      return disposables
    }
    for disposable in all { disposable.dispose() }
  }

  deinit {
    let all = state.locked { disposables }
    for disposable in all { disposable.dispose() }
  }
}

// `disposables` and `disposed` are only touched under `state`.
extension DisposeBag: @unchecked Sendable {}

extension Disposable {
  /// Adds this disposable to `bag`, so it is disposed with the bag.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
