import BindingTest
import XCTest

/// Asserts that `stream` holds only `next` events, carrying `elements` in order, whatever
/// their times, as RxTest's assertion of the same name.
///
/// ```swift
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// XCTAssertRecordedElements(res.events, [2, 4, 6])
/// ```
///
/// A `completed` or `error` event in `stream` fails the assertion, even when the elements
/// match.
public func XCTAssertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element],
  file: StaticString = #filePath, line: UInt = #line
) {
  if let failure = recordedElementsFailure(stream, elements) {
    XCTFail(failure, file: file, line: line)
  }
}

/// Why ``XCTAssertRecordedElements(_:_:file:line:)`` fails for `stream` and `elements`, or
/// `nil` when it passes.
package func recordedElementsFailure<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element]
) -> String? {
  if let stop = stream.first(where: { $0.value.isStopEvent }) {
    return "expected only next events, but the stream has \(stop.debugDescription)"
  }
  let received = stream.compactMap { $0.value.element }
  guard received != elements else { return nil }
  return "the stream's elements \(received) are not \(elements)"
}
