/// A small deterministic generator, so a failing seed can be run again.
///
/// BindScriptTests has this file as a symbolic link.
struct Seeded: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 11
  }
}
