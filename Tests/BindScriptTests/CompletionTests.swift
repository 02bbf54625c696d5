import Foundation
import Testing

@testable import BindScript

@Suite struct CompletionTests {
  private func interpreter(_ script: String) -> Interpreter {
    let interpreter = Interpreter(options: .init(trace: .off)) { _ in }
    _ = interpreter.run(SourceFile(name: "setup.bind", text: script))
    return interpreter
  }

  @Test func completesDeclaredNamesAndKeywords() {
    let shell = interpreter("mutable username = \"\"\nmutable userID = 0")
    let (replacing, candidates) = shell.completions(for: "let x = user")
    #expect(replacing == 4)
    #expect(candidates == ["userID", "username"])
    #expect(shell.completions(for: "bind").candidates.contains("bindable"))
  }

  @Test func completesControlsOfAViewAndMembersOfAControl() {
    let shell = interpreter("view login {\n  textField user\n  button submit\n}")
    #expect(shell.completions(for: "login.").candidates == ["submit", "user"])
    let members = shell.completions(for: "login.submit.").candidates
    #expect(members.contains("tap"))
    #expect(members.contains("isEnabled"))
  }

  @Test func completesOperatorsAfterAStream() {
    let shell = interpreter("mutable query = \"\"")
    let (replacing, candidates) = shell.completions(for: "let r = query.deb")
    #expect(replacing == 3)
    #expect(candidates == ["debounce"])
  }

  @Test func completesAnOperatorsArgumentLabelsWhereAnArgumentStarts() {
    let shell = interpreter("mutable query = \"\"")
    let (replacing, candidates) = shell.completions(for: "let r = query.take(f")
    #expect(replacing == 1)
    #expect(candidates.first == "for:")
    #expect(
      shell.completions(for: "let r = query.take(fo").candidates == ["for:"],
      "the keyword `for` cannot be an argument")
    #expect(shell.completions(for: "let r = query.buffer(").candidates.prefix(2) == ["timeSpan:", "count:"])
    #expect(shell.completions(for: "let r = query.buffer(timeSpan: 1s, c").candidates.first == "count:")
    #expect(!shell.completions(for: "let r = query.map { take(f").candidates.contains("for:"))
    #expect(!shell.completions(for: "let r = print(f").candidates.contains("for:"))
  }

  @Test func completesMetaCommands() {
    let shell = interpreter("")
    #expect(shell.completions(for: ":ma").candidates == ["marbles"])
    #expect(shell.completions(for: ":").candidates.contains("help"))
  }

  @Test func membersFollowTheTypeOfTheValue() {
    let shell = interpreter("let n = 1\nlet s = \"a\"\nmutable xs = [1]\nmutable count = 0")
    #expect(shell.completions(for: "let m = n.").candidates.isEmpty, "an Int has no members")
    #expect(shell.completions(for: "let m = s.up").candidates == ["uppercased"])
    #expect(!shell.completions(for: "let m = xs.").candidates.contains("uppercased"))
    #expect(
      shell.completions(for: "let m = xs.co").candidates == [
        "compactMap", "concat", "concatMap", "connect", "contains", "count",
      ])
    #expect(shell.completions(for: "let m = count.").candidates == Builtins.operatorNames.sorted())
  }

  @Test func helpOffersTopicsAndOperators() {
    let shell = interpreter("")
    #expect(shell.completions(for: ":help ").candidates.contains("bindings"))
    #expect(shell.completions(for: ":help deb") == (3, ["debounce"]))
    #expect(shell.completions(for: ":trace f").candidates == ["full"])
  }

  @Test func metaCommandsTakingAFileOfferFileNames() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bind-complete-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["login.bind", "logo.svg", "notes.txt", ".hidden.bind"] {
      #expect(
        FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
    }
    let shell = interpreter("mutable a = 1")
    let path = folder.path + "/"
    #expect(shell.completions(for: ":load \(path)") == (0, ["lib/", "login.bind"]))
    #expect(shell.completions(for: ":load \(path)lo") == (2, ["login.bind"]))
    #expect(shell.completions(for: ":graph svg \(path)") == (0, ["lib/", "logo.svg"]))
    #expect(shell.completions(for: ":marbles svg \(path)l") == (1, ["lib/", "logo.svg"]))
    #expect(shell.completions(for: ":marbles svg out.svg ").candidates == ["a"])
    #expect(shell.completions(for: ":load \(path).h").candidates == [".hidden.bind"])
  }
}

@Suite struct InterruptionTests {
  @Test func interruptStopsARunawayStatementWithAClearError() {
    var output = ""
    let interpreter = Interpreter(options: .init(trace: .off)) { output += $0 }
    interpreter.isInterrupted = { true }
    let outcome = interpreter.run(
      SourceFile(
        name: "loop.bind",
        text: "mutable n = 0\nn => { v in if v < 100000000 { n = v + 1 } }\n"))
    let message = outcome.error?.diagnostics.first?.message ?? ""
    #expect(message.contains("interrupted (Ctrl-C)"))
  }

  @Test func underscoreHoldsTheLastPrintedValue() {
    var output = ""
    let interpreter = Interpreter(options: .init(trace: .off)) { output += $0 }
    _ = interpreter.execute(SourceFile(name: "<repl>", text: "1 + 2"))
    _ = interpreter.execute(SourceFile(name: "<repl>", text: "_ * 10"))
    #expect(output == "3\n30\n")
  }
}
