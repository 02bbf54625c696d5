import Synchronization

/// A group of disposables disposed together.
///
/// Members can be added and removed by key.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subscription)
/// group.remove(for: key!)   // disposes that one member
/// group.dispose()           // disposes the rest
/// ```
public final class CompositeDisposable: Cancelable {
  /// Identifies a member, for ``remove(for:)``.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: Int
  }

  private let state = Mutex(())
  private var members: [Int: Disposable] = [:]
  private var nextKey = 0
  private var disposed = false

  /// Creates an empty group.
  public init() {}

  /// Creates a group holding `first` and `second`.
  public convenience init(_ first: Disposable, _ second: Disposable) {
    self.init(disposables: [first, second])
  }

  /// Creates a group holding three or more disposables.
  public convenience init(
    _ first: Disposable, _ second: Disposable, _ third: Disposable, _ more: Disposable...
  ) {
    self.init(disposables: [first, second, third] + more)
  }

  /// Creates a group holding `disposables`.
  public init(disposables: [Disposable]) {
    for disposable in disposables { _ = insertUnlocked(disposable) }
  }

  /// `true` once `dispose()` has been called.
  public var isDisposed: Bool { state.locked { disposed } }

  /// The number of members not yet disposed.
  public var count: Int { state.locked { members.count } }

  /// Adds `disposable` and returns its key; when the group is already disposed, disposes it
  /// at once and returns `nil`.
  @discardableResult
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    let key = state.locked { disposed ? nil : insertUnlocked(disposable) }
    if key == nil { disposable.dispose() }
    return key
  }

  private func insertUnlocked(_ disposable: Disposable) -> DisposeKey {
    let key = nextKey
    nextKey += 1
    members[key] = disposable
    return DisposeKey(value: key)
  }

  /// Removes and disposes the member with `key`, if it is still there.
  public func remove(for key: DisposeKey) {
    let member = state.locked { members.removeValue(forKey: key.value) }
    member?.dispose()
  }

  /// Disposes every member, in insertion order, and every member added later.
  public func dispose() {
    let all = state.locked { () -> [Disposable] in
      if disposed { return [] }
      disposed = true
      let all = members.sorted { $0.key < $1.key }.map(\.value)
      members = [:]
      return all
    }
    for member in all { member.dispose() }
  }
}

// All stored state is only touched under `state`.
extension CompositeDisposable: @unchecked Sendable {}

extension CompositeDisposable: DisposableContainer {
  var heldDisposables: [Disposable] { state.locked { members.sorted { $0.key < $1.key }.map(\.value) } }
}
