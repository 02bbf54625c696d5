import BindingTest
import BindingTestExpectations
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct ExpectationTests {
  /// The events of `-a-b-|`, recorded from the subscription at 200.
  static func recordedAB() throws -> TestableObserver<String> {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<String> = try scheduler.createHotObservable("-a-b-|")
    return scheduler.start { xs }
  }

  @Test func matchingMarblesRecordNoIssue() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs: TestableObservable<String> = try scheduler.createHotObservable("-a-b-|")
    let res = scheduler.start { xs.map { $0.uppercased() } }
    res.expectMarbles("-A-B-|")
    res.expectEvents([.next(210, "A"), .next(230, "B"), .completed(250)])
  }

  @Test func mismatchRecordsAnIssueAtTheCaller() throws {
    let res = try Self.recordedAB()
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      res.expectMarbles("-a--b|")
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.contains { $0.rawValue.contains("expected: -a--b|") }
        && issue.comments.contains { $0.rawValue.contains("actual: -a-b-|") }
    }
  }

  @Test func malformedExpectedMarblesRecordTheDiagnostic() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<String>.never() }
    withKnownIssue {
      res.expectMarbles("-a)")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("unexpected ')' at column 3") }
    }
  }
}

/// A failed marble check leaves an SVG of both timelines and names it.
@Suite struct MarbleFailurePictureTests {
  @Test func theFolderIsTheVariablesOrOneInTheTemporaryFolder() {
    let named = MarbleFailurePicture.folder(in: ["BINDING_MARBLE_FAILURES": "/tmp/failures"])
    #expect(named.path == "/tmp/failures")
    let fallback = MarbleFailurePicture.folder(in: [:])
    #expect(fallback.deletingLastPathComponent().path == FileManager.default.temporaryDirectory.path)
    #expect(fallback.lastPathComponent == "bind-marble-failures")
  }

  @Test func aFailedCheckWritesBothLanesOnOneAxisAndNamesTheFile() throws {
    let folder = MarbleFailurePicture.folder()
    let res = try ExpectationTests.recordedAB()
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      res.expectMarbles("-a--b|")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("picture: \(folder.path)/ExpectationTests.swift-\(line)-")
    }
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("ExpectationTests.swift-\(line)-") }
    #expect(written.count == 1)
    let path = folder.appendingPathComponent(try #require(written.first)).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    let elements = try #require(SVGElements(svg)).elements
    let root = try #require(elements.first)
    #expect(root.name == "svg")
    let lanes = elements.filter { $0.attributes["data-lane"] != nil }
    #expect(lanes.map { $0.attributes["data-lane"]! } == ["expected", "actual"])
    let origin = try #require(root.attributes["data-origin-x"].flatMap(Double.init))
    let scale = try #require(root.attributes["data-px-per-ms"].flatMap(Double.init))
    // The lanes stand in a group moved right by the picture's margin.
    let shift = elements.first { $0.name == "g" && $0.attributes["transform"] != nil }?
      .attributes["transform"]
    let margin = try #require(
      shift.flatMap { Double($0.dropFirst("translate(".count).prefix { $0 != " " }) })
    var times: [[Int]] = []
    for lane in lanes {
      let marbles = elements.filter { $0.lane == lane.id && $0.attributes["data-time"] != nil }
      times.append(marbles.compactMap { $0.attributes["data-time"].flatMap(Int.init) })
      for marble in marbles {
        let time = try #require(marble.attributes["data-time"].flatMap(Double.init))
        guard let circle = elements.first(where: { $0.parent == marble.id && $0.name == "circle" }),
          let x = circle.attributes["cx"].flatMap(Double.init)
        else { continue }
        #expect(abs(x + margin - (origin + time * scale)) < 0.06, "a marble at \(time) lies at \(x)")
      }
    }
    #expect(times == [[10, 40, 50], [10, 30, 50]], "times from the subscription at 200")
    let labels = elements.filter { $0.name == "text" && $0.inAxis }.map(\.text)
    let ticks = labels.compactMap { Int($0) }
    #expect(ticks.first == 200 && ticks.count >= 3 && ticks == ticks.sorted(), "ticks: \(labels)")
  }
}

/// The elements of an SVG document in document order, each with its parent, the lane it lies
/// in and its text.
final class SVGElements: NSObject, XMLParserDelegate {
  struct Element {
    let id: Int
    let name: String
    let attributes: [String: String]
    let parent: Int?
    let lane: Int?
    let inAxis: Bool
    var text = ""
  }

  private(set) var elements: [Element] = []
  private var open: [Int] = []

  init?(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    guard parser.parse() else { return nil }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    let parent = open.last.map { elements[$0] }
    let id = elements.count
    let lane = attributes["data-lane"] != nil ? id : parent?.lane
    let inAxis = attributes["class"] == "axis" || parent?.inAxis == true
    elements.append(
      Element(
        id: id, name: name, attributes: attributes, parent: parent?.id, lane: lane, inAxis: inAxis))
    open.append(id)
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    open.removeLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let current = open.last { elements[current].text += string }
  }
}
