import BindingCore
import XCTest

/// Asserts that two lists of `SingleEvent` are equal: the same successes with
/// equal values, and failures with errors of the same type and description, as RxTest's
/// `XCTAssertEqual` for single events.
///
/// ```swift
/// var events: [SingleEvent<Int>] = []
/// _ = Single.just(1).subscribe { events.append($0) }
/// XCTAssertEqual(events, [.success(1)])
/// ```
///
/// `SingleEvent` is `Result<Element, any Error>`, which is not `Equatable`, so XCTest's own
/// `XCTAssertEqual` does not accept it. Lists of `Event`,
/// `MaybeEvent`, `CompletableEvent` and recorded events are
/// `Equatable` and need no helper.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
  file: StaticString = #filePath, line: UInt = #line
) {
  if !singleEventsMatch(lhs, rhs) {
    XCTFail("\(lhs) is not equal to \(rhs)", file: file, line: line)
  }
}
