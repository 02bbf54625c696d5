extension ObservableType {
  /// For each subscriber, makes a resource and an observable that uses it; the resource is
  /// disposed when the subscription ends.
  ///
  /// ```swift
  /// Observable.using({ ActivityToken(indicator) }) { token in api.signup(user) }
  /// ```
  ///
  /// The resource is disposed after the subscription to the observable, whether the
  /// subscription was disposed or the observable ended. An error thrown by either factory
  /// ends the sequence with it (and disposes a resource already made).
  ///
  /// - Parameters:
  ///   - resourceFactory: Makes the resource for one subscription.
  ///   - observableFactory: Makes the observable from the resource.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable.create { observer in
      let resource: Resource
      do { resource = try resourceFactory() } catch {
        observer.onError(error)
        return Disposables.create()
      }
      let source: Observable<Element>
      do { source = try observableFactory(resource) } catch {
        observer.onError(error)
        return resource
      }
      return Disposables.create(source.subscribe(observer), resource)
    }
  }
}
