import CEditLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a terminal with libedit: editing keys, Up/Down history, Ctrl-R search,
/// Tab completion, and a history file that survives restarts.
///
/// ```swift
/// InterruptSignal.install()
/// let reader = try EditLineReader(historyFile: "\(home)/.bind_history")
/// reader.completer = myCompleter
/// ```
///
/// Ctrl-C makes ``readLine(prompt:)`` return ``LineReadResult/interrupted`` and Ctrl-\\
/// ``LineReadResult/quit`` (install ``InterruptSignal`` first); libedit's own signal handling
/// is turned off. Ctrl-D on an empty line returns ``LineReadResult/endOfTransmission``; on a
/// line with text it deletes the character under the cursor. Each entry is appended to the
/// history file as soon as it is added. Not thread-safe: use it from one thread.
public final class EditLineReader: LineReader {
  private let editor: OpaquePointer
  private let history: OpaquePointer
  private let historyFile: String?
  private let historySize: Int
  private var promptBuffer: UnsafeMutablePointer<CChar>?
  /// The terminal's settings when the reader was made, put back when it goes.
  private var terminalSettings: termios?

  /// Completes the word before the cursor when Tab is pressed.
  public var completer: LineCompleter?

  /// Errors setting up libedit.
  public struct SetupError: Error, CustomStringConvertible {
    /// What failed.
    public let description: String
  }

  /// Creates a reader on the process's terminal.
  ///
  /// - Parameters:
  ///   - historyFile: Where history is loaded from and saved to; `nil` for none.
  ///   - historySize: How many entries are kept.
  public init(historyFile: String? = nil, historySize: Int = 1000) throws {
    Terminal.useUTF8()
    guard let editor = bind_el_init("bind") else {
      throw SetupError(description: "libedit could not start on this terminal")
    }
    guard let history = bind_history_init() else {
      el_end(editor)
      throw SetupError(description: "libedit could not create a history")
    }
    self.editor = editor
    self.history = history
    self.historyFile = historyFile
    self.historySize = historySize
    bind_history_set_size(history, Int32(historySize))
    bind_history_set_unique(history, 1)
    if let historyFile { bind_history_load(history, historyFile) }

    bind_el_set_editor(editor, "emacs")
    bind_el_set_signal(editor, 0)
    bind_el_set_history(editor, history)
    bind_el_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
    bind_el_set_prompt(editor) { editor in
      EditLineReader.owner(of: editor)?.promptBuffer ?? nil
    }
    bind_el_add_function(editor, "bind-complete", "Complete the word before the cursor") {
      editor, _ in
      EditLineReader.owner(of: editor)?.complete() ?? UInt8(CC_ERROR)
    }
    bind_el_bind_key(editor, "^I", "bind-complete")
    bind_el_bind_key(editor, "^R", "em-inc-search-prev")
  }

  deinit {
    Terminal.restore(terminalSettings)
    el_end(editor)
    history_end(history)
    free(promptBuffer)
  }

  private static func owner(of editor: OpaquePointer?) -> EditLineReader? {
    guard let editor, let data = bind_el_get_client_data(editor) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
  }

  /// Shows `prompt` and reads one edited line.
  public func readLine(prompt: String) -> LineReadResult {
    free(promptBuffer)
    promptBuffer = strdup(prompt)
    var count: Int32 = 0
    let settings = Terminal.stopLineMode()
    if terminalSettings == nil { terminalSettings = settings }
    errno = 0
    let read = el_gets(editor, &count)
    let readError = errno
    Terminal.stopLineMode()
    errno = readError
    guard let raw = read else {
      if InterruptSignal.isQuitRequested {
        el_reset(editor)
        print("")
        return .quit
      }
      if errno == EINTR || InterruptSignal.isRequested {
        InterruptSignal.clear()
        let hadText = el_line(editor).map { $0.pointee.lastchar != $0.pointee.buffer } ?? false
        el_reset(editor)
        print("^C")
        return hadText ? .cancelled : .interrupted
      }
      print("")
      return .endOfTransmission
    }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  /// Adds `entry` to the history as one item, and appends it to the history file at once, so
  /// that a shell that is killed keeps it.
  public func addHistory(_ entry: String) {
    guard !entry.allSatisfy(\.isWhitespace) else { return }
    bind_history_enter(history, entry)
    if let historyFile { bind_history_append(historyFile, entry) }
  }

  /// Keeps the last entries of the history file (`historySize` of them), those other shells
  /// appended meanwhile included.
  public func saveHistory() {
    if let historyFile { bind_history_trim(historyFile, Int32(historySize)) }
  }

  /// The number of history entries.
  public var historyCount: Int { Int(bind_history_count(history)) }

  private func complete() -> UInt8 {
    guard let completer, let info = el_line(editor)?.pointee else { return UInt8(CC_ERROR) }
    let length = info.cursor - info.buffer
    let prefix =
      length > 0
      ? String(
        decoding: UnsafeRawBufferPointer(start: info.buffer, count: length), as: UTF8.self)
      : ""
    let (replacing, candidates) = completer.completions(for: prefix)
    guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    let typed = String(prefix.suffix(replacing))
    let common = Self.commonPrefix(candidates)
    if common.count > typed.count {
      el_insertstr(editor, String(common.dropFirst(typed.count)))
      return UInt8(CC_REFRESH)
    }
    if candidates.count == 1 { return UInt8(CC_REFRESH) }
    print("")
    print(CompletionList.columns(candidates, width: Terminal.width), terminator: "")
    return UInt8(CC_REDISPLAY)
  }

  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for word in words.dropFirst() {
      while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}
