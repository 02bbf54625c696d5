// RxSwift's creating and combining operators on `Infallible`: sources that cannot fail give
// a result that cannot fail.

extension InfallibleType {
  /// An infallible that emits `element` on `scheduler`, then completes.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType)
    -> Infallible<Element>
  {
    Infallible(raw: .just(element, scheduler: scheduler))
  }

  /// An infallible that emits each of `elements` in order on `scheduler`, then completes.
  public static func of(_ elements: Element..., scheduler: any ImmediateSchedulerType)
    -> Infallible<Element>
  {
    Infallible(raw: .from(elements, scheduler: scheduler))
  }

  /// An infallible that emits each element of `sequence` in order on `scheduler`, then
  /// completes.
  public static func from<S: Sequence>(_ sequence: S, scheduler: any ImmediateSchedulerType)
    -> Infallible<Element> where S.Element == Element
  {
    Infallible(raw: .from(sequence, scheduler: scheduler))
  }

  /// Emits this sequence's values, then, once it completes, those of `second`.
  public func concat(_ second: some InfallibleType<Element>) -> Infallible<Element> {
    Infallible(raw: asInfallible().source.concat(second.asObservable()))
  }

  /// Emits the values of `sources` one sequence after another; the sequence is read lazily.
  public static func concat<Sources: Sequence>(_ sources: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(raw: .concat(sources.lazy.map { $0.asObservable() }))
  }

  /// Emits the values of `sources` one sequence after another.
  public static func concat<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(raw: .concat(sources.map { $0.asObservable() }))
  }

  /// Emits the values of `sources` one sequence after another.
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    concat(sources)
  }

  /// Emits the values of all `sources` as they come; completes when all have completed.
  public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(raw: .merge(sources.map { $0.asObservable() }))
  }

  /// Emits the values of all `sources` as they come; completes when all have completed.
  public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
    Infallible(raw: .merge(sources.map { $0.asObservable() }))
  }

  /// Combines the latest values of all `sources` with `resultSelector`, each time one emits,
  /// once all have emitted; see `Observable.combineLatest(_:resultSelector:)`.
  public static func combineLatest<Sources: Collection>(
    _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) -> Element
  ) -> Infallible<Element> where Sources.Element: InfallibleType {
    Infallible(
      raw: .combineLatest(sources.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// Combines the latest values of all `sources` into an array, each time one emits, once all
  /// have emitted.
  public static func combineLatest<Sources: Collection>(_ sources: Sources)
    -> Infallible<[Element]>
  where Sources.Element: InfallibleType, Sources.Element.Element == Element {
    Infallible<[Element]>(raw: Observable<Element>.combineLatest(sources.map { $0.asObservable() }))
  }

  /// Emits the latest value of `second` each time this sequence emits, once `second` has
  /// emitted.
  public func withLatestFrom<Second: InfallibleType>(_ second: Second)
    -> Infallible<Second.Element>
  {
    Infallible(raw: asInfallible().source.withLatestFrom(second.asObservable()))
  }

  /// Pairs each value with `object`, held weakly, through `resultSelector`; completes once
  /// `object` is gone.
  public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Result
  ) -> Infallible<Result> {
    Infallible(
      raw: asInfallible().source.withUnretained(object, resultSelector: resultSelector))
  }

  /// Pairs each value with `object`, held weakly; completes once `object` is gone.
  public func withUnretained<Object: AnyObject>(_ object: Object)
    -> Infallible<(Object, Element)>
  {
    withUnretained(object) { ($0, $1) }
  }

  /// Emits each intermediate result of folding the values into `seed` with `accumulator`,
  /// which changes the result in place.
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void
  ) -> Infallible<Accumulate> {
    Infallible(raw: asInfallible().source.scan(into: seed, accumulator: accumulator))
  }

  /// Prints every subscription, event and disposal passing this point; see
  /// ``ObservableType/debug(_:trimOutput:file:line:function:)``.
  ///
  /// - Parameters:
  ///   - identifier: Names this point in the output; defaults to the file, line and function
  ///     of the call.
  ///   - trimOutput: Shortens event descriptions longer than 40 characters.
  ///   - file: The file of the call, for the default identifier; leave the default.
  ///   - line: The line of the call, for the default identifier; leave the default.
  ///   - function: The function of the call, for the default identifier; leave the default.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Infallible<Element> {
    Infallible(
      raw: asInfallible().source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}
