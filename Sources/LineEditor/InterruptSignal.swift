import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C as a flag instead of the default handler, which kills the process (and, through
/// libedit's own handler, its whole process group).
///
/// Install once at start; code that runs long checks ``isRequested`` and stops, and the
/// prompt clears it.
public enum InterruptSignal {
  private static let requested = Atomic<Bool>(false)

  /// Installs the handler for SIGINT, and unblocks SIGINT in case the parent process
  /// started this one with it blocked.
  ///
  /// A blocking read interrupted by Ctrl-C returns with `EINTR` instead of being restarted, so the
  /// line reader sees it.
  public static func install() {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = { _ in InterruptSignal.requested.store(true, ordering: .relaxed) }
    #else
      action.__sigaction_handler.sa_handler = { _ in
        InterruptSignal.requested.store(true, ordering: .relaxed)
      }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// `true` once Ctrl-C was pressed and not yet ``clear()``ed.
  public static var isRequested: Bool { requested.load(ordering: .relaxed) }

  /// Forgets an earlier Ctrl-C.
  public static func clear() { requested.store(false, ordering: .relaxed) }

  /// Records a Ctrl-C as if the user had pressed it: for tests.
  public static func simulate() { requested.store(true, ordering: .relaxed) }
}
