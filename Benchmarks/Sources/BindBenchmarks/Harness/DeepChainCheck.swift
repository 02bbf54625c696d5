import BindingCore

/// The outcome of building, using and freeing a very deep chain on a small stack.
struct DeepChainReport {
  let depth: Int
  let stackSize: Int
  let received: Int?
  let buildSeconds: Double
  let subscribeSeconds: Double
  let pushSeconds: Double
  let teardownSeconds: Double
}

/// Builds `depth` `map`s on a relay, subscribes, pushes a value through, disposes and frees it
/// all, on a thread whose stack is `stackSize` bytes.
///
/// The main thread's default stack on Linux is 8 MiB. A crash here is a stack overflow.
func checkDeepChain(depth: Int, stackSize: Int) -> DeepChainReport {
  var report: DeepChainReport?
  runOnThread(stackSize: stackSize) {
    var received: Int?
    var relay: BehaviorRelay<Int>? = BehaviorRelay(value: 0)
    let start = now()
    var chain = relay!.asObservable()
    for _ in 0..<depth { chain = chain.map { $0 &+ 1 } }
    let built = now()
    var subscription: Disposable? = chain.subscribe(onNext: { received = $0 })
    let subscribed = now()
    relay!.accept(1)
    let pushed = now()
    subscription!.dispose()
    subscription = nil
    chain = Observable.empty()
    relay = nil
    let freed = now()
    report = DeepChainReport(
      depth: depth, stackSize: stackSize, received: received,
      buildSeconds: Double(built - start) / 1e9,
      subscribeSeconds: Double(subscribed - built) / 1e9,
      pushSeconds: Double(pushed - subscribed) / 1e9,
      teardownSeconds: Double(freed - pushed) / 1e9)
  }
  return report!
}
