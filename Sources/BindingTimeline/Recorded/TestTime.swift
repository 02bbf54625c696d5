/// A point in virtual time, in ticks: when a ``Recorded`` value was seen.
///
/// A tick stands for whatever unit the clock counts: `TestScheduler` (in `BindingTest`) counts
/// ticks of its `resolution`, the `bind` shell milliseconds. Marble diagrams place frame `n` at
/// tick `origin + n * frameTicks`.
public typealias TestTime = Int
