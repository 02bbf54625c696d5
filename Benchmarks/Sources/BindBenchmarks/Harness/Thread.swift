#if canImport(Glibc)
  import Glibc
#endif

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits for it.
func runOnThread(stackSize: Int, _ body: @escaping () -> Void) {
  final class Box {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, stackSize)
  var thread = pthread_t()
  let context = Unmanaged.passRetained(Box(body)).toOpaque()
  let status = pthread_create(
    &thread, &attributes,
    { context in
      let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
      box.body()
      return nil
    }, context)
  precondition(status == 0, "pthread_create failed: \(status)")
  pthread_join(thread, nil)
}
