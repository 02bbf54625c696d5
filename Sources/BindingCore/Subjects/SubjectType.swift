/// Something that is both an observable and an observer: what it observes, it emits.
public protocol SubjectType<Element>: ObservableType {
  /// The type of observer this subject presents.
  associatedtype Observer: ObserverType

  /// This subject as an observer.
  func asObserver() -> Observer
}
