/// How a sequence waited for with ``BlockingObservable/materialize()`` ended, with the elements
/// it sent before.
///
/// ```swift
/// switch Observable.of(1, 2).toBlocking().materialize() {
/// case .completed(let elements): print(elements)           // [1, 2]
/// case .failed(let elements, let error): print(elements, error)
/// }
/// ```
public enum MaterializedSequenceResult<Element> {
  /// The sequence completed after sending `elements`.
  ///
  /// ```swift
  /// if case .completed(let elements) = result { #expect(elements == [1, 2]) }
  /// ```
  case completed(elements: [Element])

  /// The sequence failed with `error` after sending `elements`, or did not end within the
  /// timeout (`error` is then `RxError.timeout`).
  ///
  /// ```swift
  /// if case .failed(_, let error) = result { print("failed:", error) }
  /// ```
  case failed(elements: [Element], error: any Error)
}

extension MaterializedSequenceResult: Sendable where Element: Sendable {}
