import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C and Ctrl-\ as flags instead of the default handlers, which kill the process (and,
/// through libedit's own handler, its whole process group).
///
/// Install once at start; code that runs long checks ``isRequested`` and stops, and the
/// prompt clears it. Ctrl-\ (SIGQUIT) also sets ``isQuitRequested``: the shell then leaves
/// quietly, saving its history, where the default would dump core.
public enum InterruptSignal {
  private static let requested = Atomic<Bool>(false)
  private static let quitRequested = Atomic<Bool>(false)

  /// Installs the handlers for SIGINT and SIGQUIT, and unblocks both in case the parent
  /// process started this one with them blocked.
  ///
  /// A blocking read interrupted by either returns with `EINTR` instead of being restarted,
  /// so the line reader sees it.
  public static func install() {
    setHandler(SIGINT) { _ in InterruptSignal.requested.store(true, ordering: .relaxed) }
    setHandler(SIGQUIT) { _ in
      InterruptSignal.quitRequested.store(true, ordering: .relaxed)
      InterruptSignal.requested.store(true, ordering: .relaxed)
    }
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGINT)
    sigaddset(&unblock, SIGQUIT)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// Makes SIGQUIT (Ctrl-\) end the process at once with status 131 (128 + 3), without the
  /// crash report the Swift runtime prints for it: for commands that are not the shell.
  public static func quitQuietly() {
    setHandler(SIGQUIT) { _ in _exit(131) }
  }

  private static func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }

  /// `true` once Ctrl-C (or Ctrl-\) was pressed and not yet ``clear()``ed.
  public static var isRequested: Bool { requested.load(ordering: .relaxed) }

  /// `true` once Ctrl-\ was pressed: the shell should leave.
  public static var isQuitRequested: Bool { quitRequested.load(ordering: .relaxed) }

  /// Forgets an earlier Ctrl-C (not a Ctrl-\).
  public static func clear() { requested.store(false, ordering: .relaxed) }

  /// Records a Ctrl-C as if the user had pressed it: for tests.
  public static func simulate() { requested.store(true, ordering: .relaxed) }
}
