import Foundation

/// How many links the deep-chain suites build: 100,000, or `BIND_DEEP_CHAIN_LINKS`.
///
/// scripts/test runs them at the full length, which is what checks the stack. The address
/// sanitizer's run in scripts/reliability sets 10,000: past the first few thousand links every
/// delivery takes the same deferred path, which is what that run checks for memory errors, and
/// each link costs it about ten times what it costs a plain build.
enum DeepChainLinks {
  static let count =
    ProcessInfo.processInfo.environment["BIND_DEEP_CHAIN_LINKS"].flatMap { Int($0) } ?? 100_000
}
