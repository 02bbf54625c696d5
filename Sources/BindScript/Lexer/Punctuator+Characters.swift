extension Punctuator {
  /// The punctuator spelt by one ASCII character, without building its spelling as a string.
  init?(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "<"): self = .less
    case UInt8(ascii: ">"): self = .greater
    case UInt8(ascii: "!"): self = .not
    case UInt8(ascii: "?"): self = .question
    case UInt8(ascii: ":"): self = .colon
    case UInt8(ascii: "="): self = .assign
    case UInt8(ascii: "+"): self = .plus
    case UInt8(ascii: "-"): self = .minus
    case UInt8(ascii: "*"): self = .star
    case UInt8(ascii: "/"): self = .slash
    case UInt8(ascii: "%"): self = .percent
    case UInt8(ascii: "."): self = .dot
    case UInt8(ascii: ","): self = .comma
    case UInt8(ascii: ";"): self = .semicolon
    case UInt8(ascii: "("): self = .leftParenthesis
    case UInt8(ascii: ")"): self = .rightParenthesis
    case UInt8(ascii: "["): self = .leftBracket
    case UInt8(ascii: "]"): self = .rightBracket
    case UInt8(ascii: "{"): self = .leftBrace
    case UInt8(ascii: "}"): self = .rightBrace
    default: return nil
    }
  }

  /// Whether a punctuator of two or three characters starts with `byte`.
  static func startsPairs(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "?"):
      return true
    default: return false
    }
  }

  /// The punctuator spelt by two ASCII characters (`=>`, `==`, `&&`...).
  init?(_ first: UInt8, _ second: UInt8) {
    switch (first, second) {
    case (UInt8(ascii: "="), UInt8(ascii: ">")): self = .bind
    case (UInt8(ascii: "="), UInt8(ascii: "=")): self = .equal
    case (UInt8(ascii: "!"), UInt8(ascii: "=")): self = .notEqual
    case (UInt8(ascii: "<"), UInt8(ascii: "=")): self = .lessOrEqual
    case (UInt8(ascii: ">"), UInt8(ascii: "=")): self = .greaterOrEqual
    case (UInt8(ascii: "&"), UInt8(ascii: "&")): self = .and
    case (UInt8(ascii: "|"), UInt8(ascii: "|")): self = .or
    case (UInt8(ascii: "?"), UInt8(ascii: "?")): self = .nilCoalescing
    default: return nil
    }
  }
}
