import BindingCore
import BindingTest
import BindingTestExpectations
import Foundation
import Testing

/// `decode(type:decoder:)`, with the expectations of RxSwift's `ObservableDecodeTest`.
@Suite(.checksResources) struct DecodeTests {
  private struct Person: Equatable, Decodable {
    let id: Int
    let name: String
    let country: String?
  }

  @Test func validJSONDecodes() {
    let json = Data(
      #"[{"id": 1, "name": "Ada", "country": "UK"}, {"id": 2, "name": "Grace"}]"#.utf8)
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.just(json).decode(type: [Person].self, decoder: JSONDecoder())
    }
    #expect(
      res.events == [
        .next(
          200,
          [Person(id: 1, name: "Ada", country: "UK"), Person(id: 2, name: "Grace", country: nil)]),
        .completed(200),
      ])
  }

  @Test func invalidJSONFailsWithTheDecodersError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.just(Data("[ {".utf8)).decode(type: [Person].self, decoder: JSONDecoder())
    }
    #expect(res.events.count == 1)
    #expect(res.events.first?.value.error is DecodingError)
  }

  @Test func propertyListsDecodeToo() throws {
    let data = try PropertyListEncoder().encode(["a": 1])
    var decoded: [[String: Int]] = []
    _ = Observable.just(data).decode(type: [String: Int].self, decoder: PropertyListDecoder())
      .subscribe(onNext: { decoded.append($0) })
    #expect(decoded == [["a": 1]])
  }
}
