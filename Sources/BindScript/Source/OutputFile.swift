import Foundation

/// Writes a file the user named (`:save`, `:graph svg`, `bind report -o`) whole or not at all,
/// with errors a user understands: a folder, a missing folder, no permission.
///
/// ```swift
/// try OutputFile.write(html, to: "login.html")
/// ```
public enum OutputFile {
  /// Why a file could not be written.
  public struct WriteError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, naming the file: `could not write 'out': it is a folder; name a file
    /// in it`.
    public let description: String

    init(_ path: String, _ reason: String) {
      description = "could not write '\(path.escapingControlCharacters)': \(reason)"
    }
  }

  /// Writes `text` to the file at `path`, replacing it whole.
  public static func write(_ text: String, to path: String) throws(WriteError) {
    var isFolder: ObjCBool = false
    let folder = (path as NSString).deletingLastPathComponent
    let manager = FileManager.default
    if path.isEmpty { throw WriteError(path, "no file name was given") }
    if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw WriteError(path, "it is a folder; name a file in it")
    }
    if !folder.isEmpty {
      guard manager.fileExists(atPath: folder, isDirectory: &isFolder) else {
        throw WriteError(path, "there is no folder '\(folder.escapingControlCharacters)'")
      }
      guard isFolder.boolValue else {
        throw WriteError(path, "'\(folder.escapingControlCharacters)' is a file, not a folder")
      }
    }
    let place = folder.isEmpty ? "." : folder
    if manager.fileExists(atPath: path), !manager.isWritableFile(atPath: path) {
      throw WriteError(path, "you have no permission to change it")
    }
    if !manager.isWritableFile(atPath: place) {
      throw WriteError(path, "you have no permission to write in its folder")
    }
    try writeWhole(text, to: path, in: place)
  }

  /// Writes into a new file beside `path`, then renames it over `path`: a reader never sees
  /// half a file, and a failure leaves what was there.
  private static func writeWhole(_ text: String, to path: String, in folder: String)
    throws(WriteError)
  {
    var template = Array((folder + "/.bind-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw WriteError(path, systemReason()) }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let reason = systemReason()
        close(descriptor)
        unlink(temporary)
        throw WriteError(path, reason)
      }
      bytes = bytes.dropFirst(written)
    }
    fchmod(descriptor, 0o644)
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      let reason = systemReason()
      unlink(temporary)
      throw WriteError(path, reason)
    }
  }

  /// The system's words for the last error, in lower case: `permission denied`.
  private static func systemReason() -> String {
    String(cString: strerror(errno)).lowercased()
  }
}
