/// An observable that shares one subscription to its source among its subscribers, and
/// subscribes to the source only when told to, with ``connect()``.
///
/// ```swift
/// let ticks = Observable<Int>.interval(.seconds(1), scheduler: scheduler).publish()
/// ticks.subscribe(onNext: { print("a", $0) })
/// ticks.subscribe(onNext: { print("b", $0) })
/// let connection = ticks.connect()   // one timer, both subscribers see every tick
/// connection.dispose()               // the timer stops
/// ```
public protocol ConnectableObservableType<Element>: ObservableType {
  /// Subscribes to the source, so that every subscriber receives what it sends; dispose the
  /// result to disconnect.
  ///
  /// Connecting while already connected returns the current connection.
  func connect() -> Disposable
}

/// An ``Observable`` that subscribes to its source only when connected.
///
/// `publish()`, `replay(_:)`, `replayAll()` and `multicast` return one. Subscribing only joins
/// the subscribers; ``connect()`` starts the shared subscription to the source, and
/// ``ConnectableObservableType/refCount()`` connects and disconnects by itself.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
  /// Subscribes to the source, so that every subscriber receives what it sends; dispose the
  /// result to disconnect.
  ///
  /// Connecting while already connected returns the current connection. After the source
  /// ended, or after the connection was disposed, the next `connect()` subscribes afresh.
  public func connect() -> Disposable {
    fatalError("\(type(of: self)) must override connect()")
  }
}
