extension Observable {
  /// Runs `subscribe` on the current thread's trampoline, as RxSwift's producers run their
  /// subscriptions: inline when the trampoline already runs on this thread, otherwise as its
  /// outermost work, followed by everything queued on it meanwhile, before this call returns.
  ///
  /// So work that a source queues on ``CurrentThreadScheduler`` while it is subscribed (the
  /// elements of `from` and `of`, one step each) starts once the outermost subscription being
  /// made on this thread is complete, and the steps of several such sources interleave.
  /// Operators (``UnaryOperator``) subscribe their sinks through it too.
  @inline(__always)
  package final func onTrampoline<Result>(_ subscribe: () -> Result) -> Result {
    Propagation.withCurrent { context in
      context.isTrampolineRunning ? subscribe() : context.runOnTrampoline(subscribe)
    }
  }
}
