import Foundation
import Testing

@testable import BindScript

/// The operator gallery: its scripts in scripts/demos/operators, the copy `bind` ships, and
/// the diagrams `:help OPERATOR` draws from them.
@Suite struct OperatorGalleryTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/demos/operators")

  /// The gallery scripts in the checkout, by name.
  static func files() throws -> [String: String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".bind") }
    var files: [String: String] = [:]
    for file in names {
      files[String(file.dropLast(".bind".count))] = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }
    return files
  }

  @Test func theShippedGalleryIsTheScriptsInTheCheckout() throws {
    let files = try Self.files()
    let stale =
      "Sources/BindScript/Gallery/OperatorGalleryScripts.swift is stale: run scripts/generate-gallery"
    #expect(OperatorGallery.names == files.keys.sorted(), "\(stale)")
    for script in OperatorGallery.scripts {
      #expect(script.source + "\n" == files[script.name], "\(script.name): \(stale)")
    }
  }

  @Test(arguments: StreamOperator.allCases.map(\.rawValue) + ["combineLatest", "zip", "merge"])
  func everyOperatorAndCombiningFunctionHasAScript(_ name: String) {
    #expect(OperatorGallery.names.contains { $0.hasPrefix(name) }, "add scripts/demos/operators/\(name).bind")
  }

  @Test(arguments: [
    "take(while:)", "skip(while:)", "take(until:)", "skip(until:)", "element(at:)", "takeLast",
    "take(for:)", "skip(for:)",
    "reduce", "distinctUntilChangedBy", "ignoreElements", "concat", "amb", "retry",
  ])
  func theOperatorsRxMarblesDrawsHaveScripts(_ name: String) {
    #expect(OperatorGallery.script(named: name) != nil)
  }

  @Test(arguments: OperatorGallery.names)
  func scriptPassesItsExpectations(_ name: String) throws {
    let script = try #require(OperatorGallery.script(named: name))
    let run = ScriptRun(trace: .off)
    let outcome = run.run(script.source, name: "\(name).bind")
    #expect(outcome.isSuccess, "\(outcome.error?.rendered() ?? "")")
    #expect(script.source.contains("expect "), "a gallery script checks its output")
  }

  /// Play mode makes each `let NAME = marbles(...)` draggable, so an input is a whole `let`
  /// (or `cold`) of a literal; and a marble group `(ab)` is kept out of the diagrams, but for
  /// one that ends them, so that they mean the same whatever frames a group takes.
  @Test(arguments: OperatorGallery.names)
  func scriptIsWrittenForTheGallery(_ name: String) throws {
    let script = try #require(OperatorGallery.script(named: name))
    let lines = script.source.split(separator: "\n")
    #expect(lines.first?.hasPrefix("# \(name.prefix { $0.isLetter && $0.isLowercase })") == true)
    let diagrams = script.source.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }
      .map(\.element).filter { $0.contains("-") || $0.contains("|") }
    #expect(!diagrams.isEmpty)
    for diagram in diagrams {
      if let open = diagram.firstIndex(of: "(") {
        #expect(diagram[open...].firstIndex(of: ")") == diagram.index(before: diagram.endIndex), "\(diagram)")
      }
    }
    // A `cold` input is one each subscriber runs on its own (the sharing operators need one).
    let inputs = lines.filter {
      ($0.hasPrefix("let ") || $0.hasPrefix("cold ")) && $0.contains(" = marbles(")
    }
    #expect(!inputs.isEmpty)
    for line in inputs {
      let literal = line[line.range(of: " = marbles(")!.upperBound...]
      #expect(Self.closingParenthesis(of: literal) == literal.index(before: literal.endIndex), "\(line)")
    }
  }

  /// Where the call whose arguments `text` starts ends, skipping strings.
  static func closingParenthesis(of text: Substring) -> Substring.Index? {
    var depth = 1
    var inString = false
    for index in text.indices {
      switch text[index] {
      case "\"": inString.toggle()
      case "(" where !inString: depth += 1
      case ")" where !inString:
        depth -= 1
        if depth == 0 { return index }
      default: continue
      }
    }
    return nil
  }

  @Test(arguments: OperatorGallery.names)
  func scriptDrawsADiagram(_ name: String) throws {
    let script = try #require(OperatorGallery.script(named: name))
    let diagram = try #require(OperatorGallery.diagram(named: name))
    #expect(diagram.hasPrefix(script.summary + "\n"))
    #expect(!diagram.contains("This example failed"))
    let declared = script.source.split(separator: "\n")
      .filter { $0.hasPrefix("let ") || $0.hasPrefix("cold ") }
      .map { String($0.drop { $0 != " " }.dropFirst().prefix { $0.isLetter }) }
    // The same lanes as `:marbles` draws after running the script in a session.
    let run = ScriptRun(trace: .off)
    run.run(script.source)
    _ = run.take()
    #expect(run.entry(":marbles " + declared.joined(separator: " ")).isSuccess)
    let lanes = run.take().split(separator: "\n")
    #expect(lanes.count >= declared.count)
    for lane in lanes {
      #expect(diagram.contains("\n  " + lane + "\n"), "\(lane)")
    }
    let output = try #require(run.interpreter.runtime.symbols.cell(named: declared.last ?? ""))
    #expect(!output.history.events.isEmpty, "the output lane shows something happen")
  }

  @Test func helpDebounceDrawsItsDiagramFromItsGalleryScript() throws {
    let run = ScriptRun()
    let outcome = run.entry(":help debounce")
    #expect(outcome.isSuccess)
    let text = run.take()
    #expect(text.hasPrefix("debounce emits a value only once 300ms pass without another value.\n"))
    #expect(text.contains("  let settled = typing.debounce(300ms)\n"))
    let lanes = Self.lanes(text)
    #expect(lanes.map(\.name) == ["typing", "settled"])
    #expect(lanes.map { Self.shape($0.marbles) } == ["-o-o------o-----|", "------o------o--|"])
    #expect(run.interpreter.virtualTime == 0, "the example runs on a clock of its own")
  }

  @Test func helpFindsAnOperatorAsTheLanguageWritesIt() {
    let run = ScriptRun()
    run.entry(":help take(while:)")
    #expect(run.take().hasPrefix("take(while:) lets values through while"))
    run.entry(":help element(at:)")
    #expect(run.take().hasPrefix("element(at:) emits only the value at that index"))
    run.entry(":help element")
    #expect(run.take().hasPrefix("element(at:) emits only the value at that index"))
    run.entry(":help take")
    #expect(run.take().contains("See also: :help takeFor, :help takeLast, :help takeUntil, :help takeWhile"))
  }

  @Test func helpForAnUnknownNameSuggestsTheNearestOperator() throws {
    let run = ScriptRun()
    let error = try #require(run.entry(":help debounse").error?.rendered())
    #expect(error.contains("there is no help topic or operator 'debounse'"))
    #expect(error.contains("debounce"))
  }

  @Test func completionOffersGalleryNamesAfterHelp() {
    let run = ScriptRun()
    #expect(run.interpreter.completions(for: ":help deb").candidates == ["debounce"])
    #expect(run.interpreter.completions(for: ":help take").candidates.contains("takeWhile"))
  }

  @Test(arguments: [
    ("take(while:)", "takeWhile"), ("element(at:)", "elementAt"), ("debounce", "debounce"),
    ("skip(until:)", "skipUntil"),
  ])
  func theLanguagesSpellingNamesAGalleryScript(written: String, name: String) {
    #expect(OperatorGallery.canonicalName(written) == name)
  }

  /// The lanes of a diagram: each line of two or more columns after the example's code.
  static func lanes(_ diagram: String) -> [(name: String, marbles: String)] {
    diagram.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard line.hasPrefix("  "), words.count >= 2, words[0] != "let", words[0] != "advance",
        words[1].allSatisfy({ !"=(".contains($0) }) || words[1].contains("-")
      else { return nil }
      guard words[1].contains(where: { "-|#".contains($0) }) else { return nil }
      return (String(words[0]), String(words[1]))
    }
  }

  /// A marble string with each value as `o`, so that it does not depend on the letters chosen.
  static func shape(_ marbles: String) -> String {
    String(marbles.map { $0.isLetter || $0.isNumber ? "o" : $0 })
  }
}
