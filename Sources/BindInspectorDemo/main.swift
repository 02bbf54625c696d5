import BindingInspector
import Foundation

// A sign-up screen visited again and again by a scripted user, to watch with the inspector:
//
//   BIND_INSPECT=1 swift run bind-inspector-demo [--leak] [--visits N] [--pause MS] [--crowd N]
//     [--export FILE]
//
// prints `view: http://127.0.0.1:PORT/TOKEN/`; open it to see the bindings live. With `--leak`
// each visit leaves one subscription to the accounts alive: the page's count of live
// subscribers climbs by one a visit, and the leaked chain names its line in SignUpScreen.swift.
// `--crowd N` keeps N more view models alive, each with its bag (about 7 nodes each): a program
// of thousands of nodes, which the page folds by owner.

let arguments = CommandLine.arguments
/// The integer after `flag`, if given.
func option(_ flag: String) -> Int? {
  arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
}
let leaks = arguments.contains("--leak")
let visits = option("--visits") ?? Int.max
let pause = option("--pause") ?? 500

let inspector: Inspector?
do {
  inspector = try Inspector.attachIfRequested()
} catch {
  FileHandle.standardError.write(Data("error: the inspector did not start: \(error)\n".utf8))
  exit(1)
}
if inspector == nil {
  FileHandle.standardError.write(
    Data("(not inspected: set \(Inspector.environmentVariable)=1 to watch it)\n".utf8))
}

let accounts = Accounts()
let crowd = (0..<(option("--crowd") ?? 0)).map { _ in SignUpViewModel(accounts: accounts) }
let user = ScriptedUser(pause: .milliseconds(pause))
var visit = 0
while visit < visits {
  visit += 1
  user.visitSignUp(number: visit, accounts: accounts, leaks: leaks)
}
// Inspected, `--export FILE` writes the session for `bind inspect FILE` and ends; otherwise the
// page stays up after the last visit, to look at what is left alive.
if let inspector, let index = arguments.firstIndex(of: "--export"), arguments.indices.contains(index + 1) {
  do {
    try inspector.export(to: arguments[index + 1])
    FileHandle.standardError.write(Data("session written to \(arguments[index + 1])\n".utf8))
  } catch {
    FileHandle.standardError.write(Data("error: the session was not written: \(error)\n".utf8))
    exit(1)
  }
} else if inspector != nil {
  FileHandle.standardError.write(Data("done: the page stays up until Ctrl-C\n".utf8))
  while true { Thread.sleep(forTimeInterval: 3600) }
}
withExtendedLifetime(crowd) {}
