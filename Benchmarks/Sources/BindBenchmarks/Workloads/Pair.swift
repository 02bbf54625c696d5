/// The element type of the struct workloads (W1S, W3S, W4S, W5S): a two-field struct of the
/// benchmark's own, as a view model's state is, for which BindingCore compiles nothing in
/// advance.
struct Pair: Sendable {
  var first: Int
  var second: Int

  /// What a subscriber counts of it: both fields, so that neither can be optimised away.
  var total: Int { first &+ second }
}
