/// ``Observable`` under the name RxSwift gives it for code where `Observable` means something
/// else (Apple's Observation framework declares an `Observable` macro).
///
/// ```swift
/// let names: RxObservable<String> = store.names
/// ```
public typealias RxObservable<Element> = Observable<Element>
