/// Wraps `handler`, a closure of a `subscribe(with:...)` form, into the closure of the plain
/// form: it receives `object`, held weakly, and is skipped once `object` is gone.
func weaklyPassing<Object: AnyObject, Value>(
  _ object: Object, to handler: ((Object, Value) -> Void)?
) -> ((Value) -> Void)? {
  guard let handler else { return nil }
  return { [weak object] value in
    guard let object else { return }
    handler(object, value)
  }
}

/// Wraps `handler`, a closure of a `subscribe(with:...)` form that takes only the object, as
/// the other `weaklyPassing(_:to:)` does.
func weaklyPassing<Object: AnyObject>(_ object: Object, to handler: ((Object) -> Void)?)
  -> (() -> Void)?
{
  guard let handler else { return nil }
  return { [weak object] in
    guard let object else { return }
    handler(object)
  }
}
