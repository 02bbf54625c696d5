import Foundation
import FoundationXML

/// An XML document read with Foundation's parser (libxml2), as a tree of elements; `nil` when
/// the text is not well-formed XML.
final class XMLTree {
  /// One element with its attributes, its text and its children.
  final class Element {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [Element] = []
    weak var parent: Element?

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    /// Every element below this one, depth first, in document order.
    var descendants: [Element] { children.flatMap { [$0] + $0.descendants } }

    /// The elements below with the attribute `name` (and `value`, when given).
    func all(_ attribute: String, _ value: String? = nil) -> [Element] {
      descendants.filter { element in
        guard let found = element.attributes[attribute] else { return false }
        return value == nil || found == value
      }
    }

    /// The elements below named `name`.
    func all(named name: String) -> [Element] { descendants.filter { $0.name == name } }

    /// The classes in `class`.
    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    /// A number attribute.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// The offset of `transform="translate(x y)"`.
    var translation: (x: Double, y: Double)? {
      guard let transform = attributes["transform"], transform.hasPrefix("translate(") else { return nil }
      let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ")
        .compactMap { Double($0) }
      guard numbers.count == 2 else { return nil }
      return (numbers[0], numbers[1])
    }
  }

  let root: Element

  init?(_ text: String) {
    let parser = XMLParser(data: Data(text.utf8))
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse(), parser.parserError == nil, builder.open.isEmpty, let root = builder.root
    else { return nil }
    self.root = root
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: Element?
    var open: [Element] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let element = Element(name: elementName, attributes: attributes)
      if let parent = open.last {
        element.parent = parent
        parent.children.append(element)
      } else {
        root = element
      }
      open.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      open.last?.text += string
    }
  }
}
