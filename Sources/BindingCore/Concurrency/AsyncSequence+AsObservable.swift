extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// An observable that iterates this sequence in a new detached task for each subscriber,
  /// emitting each element, then `completed` (or the error the sequence threw).
  ///
  /// ```swift
  /// let ticks = AsyncStream<Int> { ... }.asObservable()
  /// ticks.observe(on: MainScheduler.instance).subscribe(onNext: { print($0) })
  /// ```
  ///
  /// Disposing the subscription cancels the task. Events arrive on the task's executor: use
  /// `observe(on:)` to choose where they are delivered. A `CancellationError` thrown by the
  /// sequence completes the observable, as in RxSwift.
  ///
  /// - Parameter priority: The priority of the iterating task; `nil` for the default.
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    Observable.create { observer in
      // Only the one iterating task below calls the observer, one event at a time: the
      // serial delivery the observer contract asks for.
      nonisolated(unsafe) let observer = observer
      let task = Task.detached(priority: priority) {
        do {
          for try await element in self {
            if Task.isCancelled { return }
            observer.on(.next(element))
          }
          if !Task.isCancelled { observer.on(.completed) }
        } catch is CancellationError {
          if !Task.isCancelled { observer.on(.completed) }
        } catch {
          if !Task.isCancelled { observer.on(.error(error)) }
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}
