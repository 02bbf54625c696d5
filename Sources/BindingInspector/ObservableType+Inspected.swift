import BindingCore

extension ObservableType {
  /// Names this stream's node on the inspector's page, in place of its operator and the line
  /// that created it; does nothing when no inspector is attached.
  ///
  /// ```swift
  /// let results = query.flatMapLatest(search).inspected("search results")
  /// ```
  ///
  /// - Parameter name: The name the page shows.
  /// - Returns: This stream, as an `Observable`: the node named is the one subscribers reach.
  public func inspected(_ name: String) -> Observable<Element> {
    let observable = asObservable()
    if Inspection.isAttached {
      Inspector.attachedRecorder.lockedValue { $0 }?.name(observable, name)
    }
    return observable
  }
}
