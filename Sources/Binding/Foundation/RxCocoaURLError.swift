import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a request made through `URLSession.rx` failed, beyond the session's own errors.
public enum RxCocoaURLError: Error, CustomDebugStringConvertible {
  /// The session returned neither a response nor an error.
  case unknown
  /// The response is not an HTTP response (a `file:` URL, say).
  case nonHTTPResponse(response: URLResponse)
  /// The server answered with a status outside `200..<300`.
  case httpRequestFailed(response: HTTPURLResponse, data: Data?)
  /// The body could not be read as JSON.
  case deserializationError(error: any Error)

  /// What went wrong, in a sentence.
  public var debugDescription: String {
    switch self {
    case .unknown:
      "The request ended with neither a response nor an error."
    case .nonHTTPResponse(let response):
      "The response is not an HTTP response: \(response)."
    case .httpRequestFailed(let response, _):
      "The HTTP request failed with status \(response.statusCode)."
    case .deserializationError(let error):
      "The response body is not valid JSON: \(error)"
    }
  }
}
