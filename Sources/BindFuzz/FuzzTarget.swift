import BindScript
import Foundation

/// The fuzz target: any bytes, read as one of three inputs a user can reach.
///
/// - A first byte 0x01: a recipe of marble lanes and a graph (``PictureRecipe``), drawn by
///   every picture and by the live page's model.
/// - A first byte 0x02: the body of a play page's edit (`POST /TOKEN/edit`), applied to a
///   played script (``EditBodyFuzzing``).
/// - A first byte 0x03: a script, run as `bind serve` and `bind report` run it, with every
///   picture of the session it leaves (``SessionPictures``).
/// - Anything else: a script of the bind language, run as a script and as one shell entry,
///   with completions of its end (drawing nothing, so the language gets most of the runs:
///   the pictures cost ten times as much under the address sanitizer).
///
/// Built by `scripts/fuzz` with `-sanitize=fuzzer` and `-D BIND_FUZZ`, this file is
/// libFuzzer's `LLVMFuzzerTestOneInput` and libFuzzer brings `main`. In a normal build it is a
/// small tool that runs the files it is given the same way, to replay what the fuzzer found:
/// `BindFuzz crash-1234...`.
enum FuzzTarget {
  /// Steps one statement may take: small, so that each input is quick.
  static let stepLimit = 10_000

  /// The options every interpreter of the target runs with.
  static let options = Interpreter.Options(trace: .off, stepLimit: stepLimit)

  /// Runs `bytes` as the input its first byte says.
  static func run(_ bytes: UnsafeRawBufferPointer) {
    switch bytes.first {
    case 0x01: PictureRecipe(UnsafeRawBufferPointer(rebasing: bytes.dropFirst())).draw()
    case 0x02: EditBodyFuzzing.run(Data(bytes.dropFirst()))
    case 0x03: SessionPictures.run(SourceFile(name: "fuzz.bind", text: scriptText(bytes.dropFirst())))
    default: runScript(bytes)
    }
  }

  /// `bytes` decoded as UTF-8 with invalid sequences replaced, with the words `save`, `load`
  /// and `svg` changed, so that no input reads or writes files with `:save`, `:load`,
  /// `:graph svg` or `:marbles svg`.
  static func scriptText(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(of: "save", with: "safe")
      .replacingOccurrences(of: "load", with: "road")
      .replacingOccurrences(of: "svg", with: "svk")
  }

  /// Runs `bytes` (``scriptText(_:)``) as a script, then as one shell entry, and asks for
  /// completions of its end.
  static func runScript(_ bytes: UnsafeRawBufferPointer) {
    let text = scriptText(bytes)
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
