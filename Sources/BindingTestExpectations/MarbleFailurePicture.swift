import BindingPictures
import BindingTest
import Foundation
import Testing

/// The picture a failed marble check leaves behind: the expected and the actual events as two
/// lanes of one SVG on the same time axis, so the eye finds where they part.
///
/// The file goes to the folder named by the environment variable
/// `BINDING_MARBLE_FAILURES`, or to `bind-marble-failures` in the temporary folder, and is
/// named after the check's file and line: `MyTests.swift-42-7.svg`.
public enum MarbleFailurePicture {
  /// The environment variable that names the folder failure pictures go to.
  public static let folderVariable = "BINDING_MARBLE_FAILURES"

  /// The folder failure pictures go to, given the process's environment.
  public static func folder(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let path = environment[folderVariable], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-marble-failures", isDirectory: true)
  }

  /// Writes the picture of `expected` against `actual`, times counted from `origin`; returns
  /// the file's path, or `nil` when it could not be written.
  @discardableResult
  public static func write<Element>(
    expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>], origin: TestTime,
    at sourceLocation: SourceLocation
  ) -> String? {
    let lanes = [
      MarbleLane(name: "expected", events: expected, origin: origin),
      MarbleLane(name: "actual", events: actual, origin: origin),
    ]
    let latest = (expected + actual).map { $0.time - origin }.max() ?? 0
    let svg = MarblePicture.svg(lanes, now: latest, timeText: { String($0 + origin) })
    let folder = folder()
    let file = folder.appendingPathComponent(
      "\(sourceLocation.fileName)-\(sourceLocation.line)-\(sourceLocation.column).svg")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try svg.write(to: file, atomically: true, encoding: .utf8)
      return file.path
    } catch {
      return nil
    }
  }
}
