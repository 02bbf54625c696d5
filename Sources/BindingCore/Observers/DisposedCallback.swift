/// Arranges for the `onDisposed` closure of a closure subscription to run once, as RxSwift
/// does: right after the handler of the terminal event, or when the subscription is disposed
/// (after the upstream subscription), whichever comes first.
///
/// `subscribe` makes the subscription; its observer disposes the disposable it is given after
/// handling a terminal event (`nil` when there is no `onDisposed`).
@inlinable
func subscribeCallingOnDisposed(
  _ onDisposed: (() -> Void)?, _ subscribe: (_ afterStop: (any Disposable)?) -> Disposable
) -> Disposable {
  guard let onDisposed else { return subscribe(nil) }
  let callback = Disposables.create(with: onDisposed)
  return Disposables.create(subscribe(callback), callback)
}
