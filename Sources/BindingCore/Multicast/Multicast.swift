import Synchronization

extension ObservableType {
  /// Shares one subscription to the source through `subject`: each ``ConnectableObservable/connect()``
  /// subscribes `subject` to the source, and subscribers receive what `subject` emits.
  ///
  /// ```swift
  /// let latest = ReplaySubject<Int>.create(bufferSize: 1)
  /// let shared = numbers.multicast(latest)
  /// shared.subscribe(onNext: { print($0) })
  /// let connection = shared.connect()
  /// ```
  ///
  /// The same subject serves every connection, so once the source has ended, later subscribers
  /// and connections see only what the subject replays and its end. For a fresh subject per
  /// connection, use ``multicast(makeSubject:)``.
  ///
  /// - Parameter subject: The subject the source's events are pushed into.
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    MulticastConnectable(source: asObservable(), makeSubject: { subject })
  }

  /// Shares one subscription to the source through a subject made by `makeSubject`: each
  /// ``ConnectableObservable/connect()`` subscribes the subject to the source, and subscribers
  /// receive what it emits.
  ///
  /// ```swift
  /// let shared = numbers.multicast(makeSubject: { PublishSubject<Int>() })
  /// ```
  ///
  /// A subject is made for the first subscriber or connection, and forgotten when its
  /// connection is disposed or the source ends: the next subscriber or connection gets a new
  /// one, so a source that ended can be connected to again. Subscribers of a forgotten subject
  /// receive nothing more.
  ///
  /// - Parameter makeSubject: Makes the subject for each connection.
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    MulticastConnectable(source: asObservable(), makeSubject: makeSubject)
  }

  /// Shares one subscription to the source, started by ``ConnectableObservable/connect()``;
  /// subscribers receive what the source sends while they are subscribed.
  ///
  /// ```swift
  /// let taps = button.rx.tap.publish()
  /// taps.subscribe(onNext: { log("tap") })
  /// taps.subscribe(onNext: { count += 1 })
  /// let connection = taps.connect()
  /// ```
  ///
  /// `multicast(makeSubject: { PublishSubject() })`. Add ``ConnectableObservableType/refCount()``
  /// to connect on the first subscriber and disconnect after the last (that is `share()`).
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject() })
  }

  /// Shares one subscription to the source, started by ``ConnectableObservable/connect()``;
  /// each new subscriber first receives up to `bufferSize` of the latest values.
  ///
  /// ```swift
  /// let user = api.currentUser().replay(1)
  /// _ = user.connect()
  /// user.subscribe(onNext: show)   // the user fetched so far, then updates
  /// ```
  ///
  /// `multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })`.
  ///
  /// - Parameter bufferSize: How many of the latest values a new subscriber receives first.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    precondition(bufferSize >= 0, "bufferSize must not be negative")
    return multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
  }

  /// Shares one subscription to the source, started by ``ConnectableObservable/connect()``;
  /// each new subscriber first receives every value sent on the current connection.
  ///
  /// `multicast(makeSubject: { ReplaySubject.createUnbounded() })`: the buffer grows without
  /// bound while connected.
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.createUnbounded() })
  }
}

/// What `multicast` returns: subscribers join the current subject, and a connection pushes the
/// source's events into it.
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
  typealias Input = Subject.Observer.Element

  private var source: Observable<Input>
  private let makeSubject: () -> Subject
  private let lock = Mutex(())
  // Guarded by `lock`.
  private var current: CurrentSubject?
  private var connection: MulticastConnection<Input>?

  /// The subject subscribers join, and where a connection delivers into it.
  private struct CurrentSubject {
    let subject: Subject
    let target: MulticastTarget<Input>
  }

  init(source: Observable<Input>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
    super.init(rank: source.rank, sourceDepth: source.sourceDepth + 1)
  }

  deinit {
    Propagation.current.release(source: &source)
  }

  /// The current subject, made first if there is none; `makeSubject` runs without the lock.
  private func currentSubject() -> CurrentSubject {
    if let current = lock.locked({ current }) { return current }
    let subject = makeSubject()
    let made = CurrentSubject(subject: subject, target: MulticastTarget(subject.asObserver()))
    return lock.locked {
      if let current { return current }
      current = made
      return made
    }
  }

  package override func subscribe(node: ObserverNode<Subject.Element>) -> Disposable {
    currentSubject().subject.asObservable().subscribe(node: node)
  }

  package override func subscribeHeld(node: ObserverNode<Subject.Element>) -> Upstream {
    currentSubject().subject.asObservable().subscribeHeld(node: node)
  }

  package override func subscribeFinal(sink: __owned Sink<Subject.Element, Never>) -> Disposable {
    currentSubject().subject.asObservable().subscribeFinal(sink: sink)
  }

  public override func connect() -> Disposable {
    while true {
      _ = currentSubject()
      let outcome = lock.locked { () -> (MulticastConnection<Input>, isNew: Bool)? in
        if let existing = self.connection { return (existing, false) }
        // A disconnection forgot the subject since: make another.
        guard let current = self.current else { return nil }
        let made = MulticastConnection(target: current.target) { [self] ended in forget(ended) }
        self.connection = made
        return (made, true)
      }
      guard let (joined, isNew) = outcome else { continue }
      if isNew {
        Propagation.current.atCheckpoint { [self] in joined.start(source, by: self) }
      }
      return joined
    }
  }

  /// Forgets `ended`, and its subject, so that the next connection starts afresh.
  private func forget(_ ended: MulticastConnection<Input>) {
    lock.locked {
      guard connection === ended else { return }
      connection = nil
      current = nil
    }
  }
}

/// Where a connection delivers the source's events: into the broadcast of one of our subjects,
/// continuing the source's delivery, or to any other subject's observer.
enum MulticastTarget<Element> {
  case broadcast(Broadcast<Element>)
  case observer(AnyObserver<Element>)

  init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    if let subject = observer as? any BroadcastingSubject<Element> {
      self = .broadcast(subject.broadcast)
    } else {
      self = .observer(AnyObserver(observer))
    }
  }
}

/// One subscription of a ``MulticastConnectable`` to its source: pushes the source's events into
/// the subject, and is the `Disposable` that ``ConnectableObservable/connect()`` returns.
///
/// It ends when disposed or when the source ends; the owner then forgets it and its subject.
final class MulticastConnection<Element>: ObserverNode<Element> {
  private let target: MulticastTarget<Element>
  private let upstream = SingleAssignmentDisposable()
  private let isEnded = Atomic<Bool>(false)
  private let lock = Mutex(())
  /// Tells the owner this connection ended; taken once, under `lock`.
  private var onEnd: ((MulticastConnection<Element>) -> Void)?

  init(target: MulticastTarget<Element>, onEnd: @escaping (MulticastConnection<Element>) -> Void) {
    self.target = target
    self.onEnd = onEnd
    super.init(chainDepth: 0)
  }

  /// Subscribes to `source`; `owner` is the connectable, the node an attached inspector draws
  /// the source's edge into.
  func start(_ source: Observable<Element>, by owner: AnyObject) {
    if isEnded.load(ordering: .acquiring) { return }
    upstream.setDisposable(source.subscribe(node: self, by: owner))
  }

  package override func onNext(_ value: Element) {
    if isEnded.load(ordering: .acquiring) { return }
    switch target {
    case .broadcast(let broadcast): broadcast.forwardNext(value)
    case .observer(let observer): observer.onNext(value)
    }
  }

  package override func on(_ event: Event<Element>) {
    guard case .next(let value) = event else {
      if isEnded.load(ordering: .acquiring) { return }
      // Ended first, so that a subscriber reacting to the end connects afresh.
      dispose()
      switch target {
      case .broadcast(let broadcast): broadcast.forward(event)
      case .observer(let observer): observer.on(event)
      }
      return
    }
    onNext(value)
  }

  /// Disconnects: the source's subscription is disposed and the subject is forgotten.
  package override func dispose() {
    if isEnded.exchange(true, ordering: .acquiringAndReleasing) { return }
    let onEnd = lock.locked { () -> ((MulticastConnection<Element>) -> Void)? in
      defer { self.onEnd = nil }
      return self.onEnd
    }
    onEnd?(self)
    let upstream = self.upstream
    Propagation.current.atCheckpoint { upstream.dispose() }
  }
}
