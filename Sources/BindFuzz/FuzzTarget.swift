import BindScript
import Foundation

/// The fuzz target of the bind language: any bytes, read as a script.
///
/// Built by `scripts/fuzz` with `-sanitize=fuzzer` and `-D BIND_FUZZ`, this file is
/// libFuzzer's `LLVMFuzzerTestOneInput` and libFuzzer brings `main`. In a normal build it is a
/// small tool that runs the files it is given the same way, to replay what the fuzzer found:
/// `BindFuzz crash-1234...`.
enum FuzzTarget {
  /// Steps one statement may take: small, so that each input is quick.
  static let stepLimit = 10_000

  /// Runs `bytes`, decoded as UTF-8 with invalid sequences replaced, as a script, then as
  /// one shell entry, and asks for completions of its end.
  ///
  /// The words `save` and `load` are changed first, so that no input reads or writes files
  /// with `:save` and `:load`.
  static func run(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(of: "save", with: "safe")
      .replacingOccurrences(of: "load", with: "road")
    let options = Interpreter.Options(trace: .off, stepLimit: stepLimit)
    let script = Interpreter(options: options) { _ in }
    _ = script.run(SourceFile(name: "fuzz.bind", text: text)).error?.rendered()
    let shell = Interpreter(options: options) { _ in }
    _ = shell.execute(SourceFile(name: "<repl>", text: text)).error?.rendered()
    _ = shell.completions(for: String(text.suffix(40)))
  }
}

/// libFuzzer's entry point: runs one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzTarget.run(UnsafeRawBufferPointer(start: data, count: size))
  return 0
}

#if !BIND_FUZZ
  /// Replays inputs outside the fuzzer: `BindFuzz FILE...` runs each file as the fuzz target
  /// does and prints `ok FILE`; a crash stops it at the file that causes it.
  @main enum FuzzReplay {
    static func main() {
      let paths = CommandLine.arguments.dropFirst()
      guard !paths.isEmpty else {
        print("usage: BindFuzz FILE...   (runs each file as the fuzz target does)")
        return
      }
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("cannot read \(path)")
          continue
        }
        data.withUnsafeBytes { FuzzTarget.run($0) }
        print("ok \(path)")
      }
    }
  }
#endif
