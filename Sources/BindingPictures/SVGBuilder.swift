/// Writes an SVG document element by element, escaping every text and attribute value.
///
/// ```swift
/// var svg = SVGBuilder(width: 100, height: 40, title: "a picture", standalone: true)
/// svg.element("rect", ["x": 0, "y": 0, "width": 100, "height": 40])
/// let text = svg.finish()
/// ```
struct SVGBuilder {
  /// One attribute value: numbers are written with at most one decimal.
  enum Attribute: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
  {
    case text(String)
    case number(Double)
    /// No attribute: the name is left out of the element.
    case absent

    /// `number`, or ``absent`` when it is 0: for an attribute that only says something when
    /// set.
    static func nonZero(_ number: Int) -> Attribute { number == 0 ? .absent : .number(Double(number)) }

    init(stringLiteral value: String) { self = .text(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }

    var written: String {
      switch self {
      case .text(let text): return XMLText.escape(text)
      case .number(let number): return SVGBuilder.format(number)
      case .absent: return ""
      }
    }
  }

  private var lines: [String] = []
  private var depth = 1

  /// Starts a document `width` by `height` pixels, with a `<title>` for screen readers.
  ///
  /// A standalone document names the SVG namespace; one placed inside an HTML page needs
  /// not, and leaves it out.
  init(
    width: Double, height: Double, title: String, standalone: Bool,
    attributes: KeyValuePairs<String, Attribute> = [:]
  ) {
    let size = "width=\"\(Self.format(width))\" height=\"\(Self.format(height))\""
    let box = "viewBox=\"0 0 \(Self.format(width)) \(Self.format(height))\""
    let namespace = standalone ? " xmlns=\"http://www.w3.org/2000/svg\"" : ""
    lines.append("<svg\(namespace) \(size) \(box)\(Self.attributes(attributes))>")
    element("title", text: title)
  }

  /// An element with no children, or with `text` as its content.
  mutating func element(
    _ name: String, _ attributes: KeyValuePairs<String, Attribute> = [:], text: String? = nil
  ) {
    let opening = "<\(name)\(Self.attributes(attributes))"
    if let text {
      append(opening + ">" + XMLText.escape(text) + "</\(name)>")
    } else {
      append(opening + "/>")
    }
  }

  /// Opens an element whose children follow, up to the matching ``close(_:)``.
  mutating func open(_ name: String, _ attributes: KeyValuePairs<String, Attribute> = [:]) {
    append("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// Closes the element ``open(_:_:)`` opened last.
  mutating func close(_ name: String) {
    depth -= 1
    append("</\(name)>")
  }

  /// Inserts a `<style>` element holding `css` (kept as character data).
  mutating func style(_ css: String) {
    append("<style>" + XMLText.escape(css) + "</style>")
  }

  /// The finished document, ending with a newline.
  consuming func finish() -> String {
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private mutating func append(_ line: String) {
    lines.append(String(repeating: "  ", count: depth) + line)
  }

  private static func attributes(_ attributes: KeyValuePairs<String, Attribute>) -> String {
    attributes.map { name, value in
      if case .absent = value { return "" }
      return " \(name)=\"\(value.written)\""
    }.joined()
  }

  /// A number with at most one decimal, without a trailing `.0`.
  ///
  /// Any number is written: one too large for whole tenths in exponent form (`9.2e+18`, as
  /// SVG reads it), one that is not finite as 0.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "0" }
    let tenths = (number * 10).rounded()
    guard abs(tenths) < 1e15 else { return String(number) }
    if tenths.truncatingRemainder(dividingBy: 10) == 0 { return String(Int(tenths / 10)) }
    return String(tenths / 10)
  }
}
