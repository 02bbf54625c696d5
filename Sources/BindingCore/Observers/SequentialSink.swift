import Synchronization

/// A sink that subscribes to one source after another, itself receiving each source's events
/// (`concat`, `retry`).
///
/// A subclass overrides ``nextSource()`` and calls ``subscribeNext()`` when the current
/// source has ended and the next should take over. Subscriptions are made in a loop, not by
/// recursion: a source that ends while it is being subscribed (a cold source, an immediate
/// error) has its successor subscribed by the loop already running, so any number of
/// synchronous sources runs in constant stack depth.
package class SequentialSink<Element>: Sink<Element, Element> {
  private let lock = Mutex(())
  private let current = SerialDisposable()
  private var isSubscribing = false
  private var needsNext = false
  /// The operator this sink subscribes for, kept only while an inspector is attached.
  ///
  /// The node the inspector draws each source's edge into; `nil` detached, so that the sink
  /// keeps nothing more alive (a source it is done with is let go).
  let consumer: AnyObject?

  /// Creates the sink of `consumer`, the operator, forwarding to `downstream`.
  init(consumer: AnyObject, downstream: ObserverNode<Element>) {
    self.consumer = Inspection.consumer(consumer)
    super.init(downstream: downstream)
  }

  /// Subscribes to the first source; call once, right after init.
  package final func start() {
    setUpstream(current)
    subscribeNext()
  }

  /// Returns the source to subscribe to next, or `nil` when there is none, after forwarding the
  /// event that ends the sequence.
  ///
  /// Subclasses override this; it is never called concurrently.
  package func nextSource() -> Observable<Element>? { nil }

  /// Replaces the current subscription with one to ``nextSource()``.
  package final func subscribeNext() {
    let owns = lock.locked { () -> Bool in
      if isSubscribing {
        needsNext = true
        return false
      }
      isSubscribing = true
      return true
    }
    guard owns else { return }
    repeat {
      guard !isDisposed, let source = nextSource() else { break }
      let holder = SingleAssignmentDisposable()
      current.disposable = holder
      holder.setDisposable(source.subscribe(node: self, inspectedBy: consumer))
    } while lock.locked({ () -> Bool in
      if needsNext {
        needsNext = false
        return true
      }
      isSubscribing = false
      return false
    })
  }
}
