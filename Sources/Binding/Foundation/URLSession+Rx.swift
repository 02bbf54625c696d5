import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession: ReactiveCompatible {}

extension Reactive where Base: URLSession {
  /// The response and body of `request`, as RxCocoa's `URLSession.rx.response(request:)`.
  ///
  /// Each subscription starts its own request; disposing it cancels the request. The sequence
  /// emits one pair and completes, or fails with the session's error, or with
  /// ``RxCocoaURLError/nonHTTPResponse(response:)`` when the answer is not HTTP. Any status
  /// code counts as an answer: check `response.statusCode`, or use ``data(request:)``.
  ///
  /// ```swift
  /// URLSession.shared.rx.response(request: URLRequest(url: url))
  ///   .map { $0.response.statusCode == 404 }
  /// ```
  ///
  /// Events arrive on the session's delegate queue; add `observe(on:)` or `asDriver` for UI.
  public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
    let session = base
    return Observable.create { observer in
      // Only the task's one completion handler calls the observer, once: the serial delivery
      // the observer contract asks for.
      nonisolated(unsafe) let observer = observer
      let task = session.dataTask(with: request) { data, response, error in
        guard let response, let data else {
          observer.onError(error ?? RxCocoaURLError.unknown)
          return
        }
        guard let httpResponse = response as? HTTPURLResponse else {
          observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
          return
        }
        observer.onNext((httpResponse, data))
        observer.onCompleted()
      }
      task.resume()
      return Disposables.create(with: task.cancel)
    }
  }

  /// The body of `request`; fails with ``RxCocoaURLError/httpRequestFailed(response:data:)``
  /// when the status is outside `200..<300`.
  ///
  /// ```swift
  /// URLSession.shared.rx.data(request: URLRequest(url: avatarURL))
  ///   .asDriver(onErrorJustReturn: Data())
  /// ```
  public func data(request: URLRequest) -> Observable<Data> {
    response(request: request).map { pair in
      guard (200..<300).contains(pair.response.statusCode) else {
        throw RxCocoaURLError.httpRequestFailed(response: pair.response, data: pair.data)
      }
      return pair.data
    }
  }

  /// The body of `request` read by `JSONSerialization`; fails as ``data(request:)`` does, or
  /// with ``RxCocoaURLError/deserializationError(error:)`` when the body is not JSON.
  public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = [])
    -> Observable<Any>
  {
    data(request: request).map { data in
      do {
        return try JSONSerialization.jsonObject(with: data, options: options)
      } catch {
        throw RxCocoaURLError.deserializationError(error: error)
      }
    }
  }

  /// The JSON body of a GET request for `url`; see ``json(request:options:)``.
  public func json(url: URL) -> Observable<Any> {
    json(request: URLRequest(url: url))
  }
}
