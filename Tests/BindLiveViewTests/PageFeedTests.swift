import Foundation
import Testing

@testable import BindLiveView

@Suite struct PageFeedTests {
  private func text(_ mailbox: ClientMailbox) async -> String? {
    await mailbox.next().map { String(decoding: $0.payload, as: UTF8.self) }
  }

  @Test func aPageConnectingLateGetsTheSessionsWholeTimeline() async {
    let feed = PageFeed()
    feed.publish("one")
    feed.publish("two")
    let (_, mailbox) = feed.connect()
    #expect(await text(mailbox) == "one")
    #expect(await text(mailbox) == "two")
    #expect(!mailbox.hasPendingMessage)
  }

  @Test func aNewerStateOfTheSameStepTakesThePlaceOfTheOneBefore() async {
    let feed = PageFeed()
    let early = feed.connect().mailbox
    feed.publish("run 1", step: 1)
    feed.publish("run 1, next announced", step: 1)
    feed.publish("run 2", step: 2)
    let late = feed.connect().mailbox
    for page in [early, late] {
      #expect(await text(page) == "run 1, next announced")
      #expect(await text(page) == "run 2")
      #expect(!page.hasPendingMessage)
    }
  }

  @Test func everyPageGetsEachNewState() async {
    let feed = PageFeed()
    let pages = (0..<3).map { _ in feed.connect().mailbox }
    feed.publish("x")
    for page in pages { #expect(await text(page) == "x") }
  }

  @Test func pagesThatNeverReadDoNotHoldUpPublishing() async {
    let feed = PageFeed()
    let stuck = (0..<50).map { _ in feed.connect().mailbox }
    let big = String(repeating: "m", count: 100_000)
    for index in 0..<2_000 { feed.publish("\(index) \(big)") }
    // Each page, and the session, keeps the timeline's window: 79 states of 100,005
    // characters fit in 8 million.
    let kept = StateWindow.mostCharacters / 100_005
    let reader = feed.connect().mailbox
    #expect(reader.pendingCount == kept)
    #expect(await text(reader)?.hasPrefix("\(2_000 - kept) ") == true)
    #expect(stuck.allSatisfy { $0.pendingCount == kept })
    #expect(await text(stuck[0])?.hasPrefix("\(2_000 - kept) ") == true)
  }

  @Test func aDisconnectedPageIsForgottenAndItsStreamEnds() async {
    let feed = PageFeed()
    let (id, mailbox) = feed.connect()
    feed.disconnect(id)
    feed.publish("after")
    #expect(feed.clientCount == 0)
    #expect(await mailbox.next() == nil)
  }
}
