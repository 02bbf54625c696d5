import BindLiveModel

extension InspectorPage {
  /// `state` as state `number` of an attached inspector's session (counted from 1, with the
  /// `dropped` states before the oldest kept): its own step of the page's timeline, which a page
  /// that stepped back holds while newer states arrive (``LiveState/holdsPast``), and which says
  /// which state it is and how many earlier ones the session let go.
  ///
  /// The page lets go of the steps the session let go of (``LiveState/keptFrom``), so that it
  /// steps back through the states an export writes.
  static func live(_ state: LiveState, number: Int, dropped: Int) -> LiveState {
    var state = state
    state.step = number
    state.holdsPast = true
    state.keptFrom = dropped + 1
    state.statement = sessionLabel(number, of: nil, dropped: dropped) + " · " + state.statement
    return state
  }

  /// `session state K of N`, or `session state K` while the session goes on (`count` is `nil`),
  /// and `, M earlier dropped` when some were: what a state's statement starts with.
  static func sessionLabel(_ number: Int, of count: Int?, dropped: Int) -> String {
    "session state \(number)" + (count.map { " of \($0)" } ?? "")
      + (dropped > 0 ? ", \(dropped) earlier dropped" : "")
  }
}
