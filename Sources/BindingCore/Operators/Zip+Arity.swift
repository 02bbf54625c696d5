// The forms for three to eight sources zip the first n - 1 sources (zipped by the form for
// n - 1) with the last one. Nested combiners flush in order of rank, so values arriving in
// one propagation still make one tuple each.

extension ObservableType {
  /// Combines the values of three sources in order, the n-th of each together, with
  /// `resultSelector`; glitch-free, completes and fails like ``zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    zip2Observable(
      Observable<(O1.Element, O2.Element)>.zip(source1, source2),
      source3.asObservable(),
      { rest, last in try resultSelector(rest.0, rest.1, last) })
  }

  /// Combines the values of four sources in order, the n-th of each together, with
  /// `resultSelector`; glitch-free, completes and fails like ``zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    zip2Observable(
      Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3),
      source4.asObservable(),
      { rest, last in try resultSelector(rest.0, rest.1, rest.2, last) })
  }

  /// Combines the values of five sources in order, the n-th of each together, with
  /// `resultSelector`; glitch-free, completes and fails like ``zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType, O5: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    zip2Observable(
      Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(
        source1, source2, source3, source4),
      source5.asObservable(),
      { rest, last in try resultSelector(rest.0, rest.1, rest.2, rest.3, last) })
  }

  /// Combines the values of six sources in order, the n-th of each together, with
  /// `resultSelector`; glitch-free, completes and fails like ``zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws ->
      Element
  ) -> Observable<Element> {
    zip2Observable(
      Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
        source1, source2, source3, source4, source5),
      source6.asObservable(),
      { rest, last in try resultSelector(rest.0, rest.1, rest.2, rest.3, rest.4, last) })
  }

  /// Combines the values of seven sources in order, the n-th of each together, with
  /// `resultSelector`; glitch-free, completes and fails like ``zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType,
    O7: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      throws -> Element
  ) -> Observable<Element> {
    zip2Observable(
      Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
        source1, source2, source3, source4, source5, source6),
      source7.asObservable(),
      { rest, last in try resultSelector(rest.0, rest.1, rest.2, rest.3, rest.4, rest.5, last) })
  }

  /// Combines the values of eight sources in order, the n-th of each together, with
  /// `resultSelector`; glitch-free, completes and fails like ``zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType,
    O7: ObservableConvertibleType, O8: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8,
    resultSelector:
      @escaping (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element,
        O8.Element
      ) throws -> Element
  ) -> Observable<Element> {
    zip2Observable(
      Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      >.zip(source1, source2, source3, source4, source5, source6, source7),
      source8.asObservable(),
      { rest, last in
        try resultSelector(rest.0, rest.1, rest.2, rest.3, rest.4, rest.5, rest.6, last)
      })
  }
}

extension Observable {
  /// Combines the values of three sources in order, the n-th of each together, into a tuple;
  /// see ``ObservableType/zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)>
  where Element == (O1.Element, O2.Element, O3.Element) {
    zip2Observable(
      Observable<(O1.Element, O2.Element)>.zip(source1, source2),
      source3.asObservable(),
      { rest, last in (rest.0, rest.1, last) })
  }

  /// Combines the values of four sources in order, the n-th of each together, into a tuple;
  /// see ``ObservableType/zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element) {
    zip2Observable(
      Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3),
      source4.asObservable(),
      { rest, last in (rest.0, rest.1, rest.2, last) })
  }

  /// Combines the values of five sources in order, the n-th of each together, into a tuple;
  /// see ``ObservableType/zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType, O5: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) {
    zip2Observable(
      Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(
        source1, source2, source3, source4),
      source5.asObservable(),
      { rest, last in (rest.0, rest.1, rest.2, rest.3, last) })
  }

  /// Combines the values of six sources in order, the n-th of each together, into a tuple;
  /// see ``ObservableType/zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
  where Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) {
    zip2Observable(
      Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
        source1, source2, source3, source4, source5),
      source6.asObservable(),
      { rest, last in (rest.0, rest.1, rest.2, rest.3, rest.4, last) })
  }

  /// Combines the values of seven sources in order, the n-th of each together, into a tuple;
  /// see ``ObservableType/zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType,
    O7: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  >
  where
    Element == (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  {
    zip2Observable(
      Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
        source1, source2, source3, source4, source5, source6),
      source7.asObservable(),
      { rest, last in (rest.0, rest.1, rest.2, rest.3, rest.4, rest.5, last) })
  }

  /// Combines the values of eight sources in order, the n-th of each together, into a tuple;
  /// see ``ObservableType/zip(_:_:resultSelector:)``.
  public static func zip<
    O1: ObservableConvertibleType, O2: ObservableConvertibleType, O3: ObservableConvertibleType,
    O4: ObservableConvertibleType, O5: ObservableConvertibleType, O6: ObservableConvertibleType,
    O7: ObservableConvertibleType, O8: ObservableConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8
  ) -> Observable<
    (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  >
  where
    Element == (
      O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
    )
  {
    zip2Observable(
      Observable<
        (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
      >.zip(source1, source2, source3, source4, source5, source6, source7),
      source8.asObservable(),
      { rest, last in (rest.0, rest.1, rest.2, rest.3, rest.4, rest.5, rest.6, last) })
  }
}
