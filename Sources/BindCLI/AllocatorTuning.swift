#if canImport(Glibc)
  import Glibc
#endif

/// Settings of the C allocator that keep a long script's peak memory down.
enum AllocatorTuning {
  /// Makes glibc's `malloc` serve every block of 128 KiB or more from its own mapping, which
  /// `free` returns to the system at once.
  ///
  /// By default glibc raises that threshold each time such a block is freed, up to 32 MiB, so
  /// the arrays and tables of a long script (a name table, the graph's edges), which double
  /// as they grow, come from the heap instead, and each one freed on growing stays in the
  /// process: 100,000 chained `let`s peaked at 156 MiB, about 10 MiB of it such blocks.
  /// Setting the threshold once fixes it. Nothing to do on other systems.
  ///
  /// `mallopt` is looked up by name: the Glibc module does not import `malloc.h`.
  static func apply() {
    #if canImport(Glibc)
      // RTLD_DEFAULT: the symbol as the process resolves it.
      guard let symbol = dlsym(nil, "mallopt") else { return }
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(mmapThreshold, 128 * 1024)
    #endif
  }

  /// `M_MMAP_THRESHOLD` in glibc's `malloc.h`.
  private static let mmapThreshold: Int32 = -3
}
