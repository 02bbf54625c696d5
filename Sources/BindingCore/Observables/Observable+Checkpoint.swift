extension Observable {
  /// Runs `subscribe`, which subscribes `sink` to its sources, for an observable that is a
  /// stack checkpoint: at once while the stack has room, or else from the top of the stack,
  /// unless `sink` was disposed by then.
  ///
  /// Operators that are not a ``UnaryOperator`` (which does the same itself) call this when
  /// ``isCheckpoint`` is `true` and subscribe directly otherwise, so that chains of any length
  /// subscribe without recursing deeply.
  package final func subscribeAtCheckpoint<Input, Output>(
    _ sink: Sink<Input, Output>, _ subscribe: @escaping () -> Void
  ) {
    Propagation.current.atCheckpoint {
      if !sink.isDisposed { subscribe() }
    }
  }
}
