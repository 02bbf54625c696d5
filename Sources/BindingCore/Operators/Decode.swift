import Foundation

extension ObservableType where Element == Data {
  /// Decodes each `Data` value into `type` with `decoder`; a value that does not decode fails
  /// the sequence with the decoder's error.
  ///
  /// ```swift
  /// URLSession.shared.rx.data(request: request)
  ///   .decode(type: [Repository].self, decoder: JSONDecoder())
  /// ```
  ///
  /// - Parameters:
  ///   - type: The `Decodable` type to decode.
  ///   - decoder: The decoder: `JSONDecoder`, `PropertyListDecoder`, or any type that adopts
  ///     ``DataDecoder``.
  public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder)
    -> Observable<Item>
  {
    map { try decoder.decode(type, from: $0) }
  }
}

/// A decoder that turns `Data` into a `Decodable` value.
///
/// ``ObservableType/decode(type:decoder:)`` uses one. `JSONDecoder` and `PropertyListDecoder`
/// adopt it.
public protocol DataDecoder {
  /// Decodes a value of `type` from `data`, or throws why it cannot.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
