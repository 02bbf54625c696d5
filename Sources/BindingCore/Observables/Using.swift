extension ObservableType {
  /// An observable that, for each subscriber, makes a resource and then the sequence that uses
  /// it, and disposes the resource when that subscription ends (completed, failed or disposed).
  ///
  /// ```swift
  /// let lines = Observable.using({ try LogFile(path) }) { file in file.lines }
  /// ```
  ///
  /// If `resourceFactory` throws, the subscriber receives the error and nothing is disposed;
  /// if `observableFactory` throws, it receives the error and the resource is disposed.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable.create { observer in
      let resource: Resource
      do {
        resource = try resourceFactory()
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
      do {
        let source = try observableFactory(resource)
        return Disposables.create(source.subscribe(observer), resource)
      } catch {
        observer.onError(error)
        return resource
      }
    }
  }
}
