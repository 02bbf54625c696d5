import FlyingFox
import Foundation

/// The head of one request as the ``RequestGate`` reads it before FlyingFox does: how many
/// bytes the head and its body take and whether it asks to switch protocols, or the
/// ``Refusal`` it gets.
///
/// Stricter than FlyingFox 0.27.1, so that whatever passes is a request FlyingFox decodes and
/// frames the same way (RFC 9112): a request line `METHOD SP TARGET SP HTTP/1.x` with a token
/// for the method and visible ASCII for the target; header lines `NAME: VALUE` with a token
/// for the name, no control characters but tab in the value, and UTF-8 throughout; lines end
/// in LF or CRLF. A body is framed by `Content-Length` alone.
struct RequestHead: Equatable {
  /// The bytes of the head, the empty line that ends it included.
  let length: Int
  /// The bytes of the body: the `Content-Length`, 0 without one.
  let bodyLength: Int
  /// Whether it has an `Upgrade` header: after it come the page's WebSocket frames.
  let upgrades: Bool

  /// What the bytes read so far make of a request.
  enum Reading: Equatable {
    /// A valid start, but the head is not all there yet.
    case incomplete
    /// The whole head, valid (the body may still be coming).
    case complete(RequestHead)
    /// A head that cannot be served, and the answer it gets.
    case refused(Refusal)
  }

  /// The longest head read, in bytes; a longer one gets 431.
  static let maximumLength = 16 * 1024

  /// Reads the head at the start of `bytes`, refusing with 413 one that declares a body over
  /// `maximumBody` bytes.
  static func read(_ bytes: ArraySlice<UInt8>, maximumBody: Int) -> Reading {
    var fields = Fields()
    var lineStart = bytes.startIndex
    while let newline = bytes[lineStart...].firstIndex(of: .lf) {
      var line = bytes[lineStart..<newline]
      if line.last == .cr { line = line.dropLast() }
      lineStart = newline + 1
      guard lineStart - bytes.startIndex <= maximumLength else { return .refused(tooLong) }
      if line.startIndex == bytes.startIndex {
        if let refusal = checkRequestLine(line) { return .refused(refusal) }
      } else if line.isEmpty {
        return fields.head(length: lineStart - bytes.startIndex, maximumBody: maximumBody)
      } else if let refusal = fields.read(line) {
        return .refused(refusal)
      }
    }
    return bytes.count > maximumLength ? .refused(tooLong) : .incomplete
  }

  /// How many bytes at the start of `bytes` are empty lines, which a server ignores before a
  /// request line (RFC 9112 section 2.2) and FlyingFox would take for a broken one.
  static func emptyLines(before bytes: ArraySlice<UInt8>) -> Int {
    var index = bytes.startIndex
    while true {
      if bytes[index...].starts(with: [.lf]) {
        index += 1
      } else if bytes[index...].starts(with: [.cr, .lf]) {
        index += 2
      } else {
        return index - bytes.startIndex
      }
    }
  }

  private static let tooLong = Refusal(
    .requestHeaderFieldsTooLarge, "a request head has at most \(maximumLength) bytes")

  /// Why `line` is not a request line FlyingFox reads right, or nil when it is.
  private static func checkRequestLine(_ line: ArraySlice<UInt8>) -> Refusal? {
    let parts = line.split(separator: .space, omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
      return Refusal(.badRequest, "a request line is METHOD TARGET HTTP/1.1, one space apart")
    }
    guard parts[0].allSatisfy(\.isTokenByte) else {
      return Refusal(.badRequest, "the method is not a token")
    }
    guard parts[1].allSatisfy({ (0x21...0x7E).contains($0) }) else {
      return Refusal(.badRequest, "the target has a space, a control character or a byte over 0x7E")
    }
    let version = Array(parts[2])
    guard version.count == 8, version.starts(with: Array("HTTP/".utf8)), version[5].isDigit,
      version[6] == .dot, version[7].isDigit
    else { return Refusal(.badRequest, "the version is not HTTP/1.1") }
    guard version[5] == UInt8(ascii: "1") else {
      return Refusal(.httpVersionNotSupported, "this server speaks HTTP/1.1")
    }
    return nil
  }

  /// The header lines read so far: what framing and upgrading need of them.
  private struct Fields {
    var contentLength: Int?
    var transferEncoding = false
    var upgrades = false

    /// Takes in the header line `line`; why it is refused, or nil.
    mutating func read(_ line: ArraySlice<UInt8>) -> Refusal? {
      guard let colon = line.firstIndex(of: .colon) else {
        return line.first == .space || line.first == .tab
          ? Refusal(.badRequest, "a header line does not go on over the next line")
          : Refusal(.badRequest, "a header line is NAME: VALUE")
      }
      let name = line[..<colon]
      guard !name.isEmpty, name.allSatisfy(\.isTokenByte) else {
        return Refusal(.badRequest, "a header name is a token, with no space before the colon")
      }
      var value = line[(colon + 1)...].drop { $0 == .space || $0 == .tab }
      while value.last == .space || value.last == .tab { value = value.dropLast() }
      guard value.allSatisfy({ $0 == .tab || $0 >= 0x20 && $0 != 0x7F }) else {
        return Refusal(.badRequest, "a header value has a control character")
      }
      guard String(bytes: line, encoding: .utf8) != nil else {
        return Refusal(.badRequest, "a header line is not UTF-8")
      }
      switch String(decoding: name, as: UTF8.self).lowercased() {
      case "content-length": return readContentLength(value)
      case "transfer-encoding": transferEncoding = true
      case "upgrade": upgrades = true
      default: break
      }
      return nil
    }

    private mutating func readContentLength(_ value: ArraySlice<UInt8>) -> Refusal? {
      guard !value.isEmpty, value.allSatisfy(\.isDigit) else {
        return Refusal(.badRequest, "Content-Length is a number of bytes")
      }
      // A number too long for an Int is a length over any limit.
      let length = Int(String(decoding: value, as: UTF8.self)) ?? .max
      guard contentLength == nil || contentLength == length else {
        return Refusal(.badRequest, "two different Content-Lengths")
      }
      contentLength = length
      return nil
    }

    /// The head these fields end, `length` bytes long, or the refusal of its body.
    func head(length: Int, maximumBody: Int) -> Reading {
      if transferEncoding {
        return .refused(
          contentLength == nil
            ? Refusal(.lengthRequired, "send a Content-Length, not a Transfer-Encoding")
            : Refusal(.badRequest, "both Content-Length and Transfer-Encoding"))
      }
      let bodyLength = contentLength ?? 0
      guard bodyLength <= maximumBody else {
        return .refused(Refusal(.payloadTooLarge, "a body has at most \(maximumBody) bytes"))
      }
      return .complete(RequestHead(length: length, bodyLength: bodyLength, upgrades: upgrades))
    }
  }
}

extension UInt8 {
  fileprivate static let lf = UInt8(ascii: "\n")
  fileprivate static let cr = UInt8(ascii: "\r")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let colon = UInt8(ascii: ":")
  fileprivate static let dot = UInt8(ascii: ".")

  /// Whether this byte is an ASCII digit.
  fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

  /// Whether this byte may be in a token: a method or a header name (RFC 9110 section 5.6.2).
  fileprivate var isTokenByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return true
    default:
      return isDigit || Array("!#$%&'*+-.^_`|~".utf8).contains(self)
    }
  }
}
