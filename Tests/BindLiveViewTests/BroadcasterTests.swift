import Foundation
import Testing

@testable import BindLiveView

@Suite struct BroadcasterTests {
  private func text(_ mailbox: ClientMailbox) async -> String? {
    await mailbox.next().map { String(decoding: $0.payload, as: UTF8.self) }
  }

  @Test func aPageConnectingLateStartsWithTheLatestState() async {
    let broadcaster = Broadcaster()
    broadcaster.publish("one")
    broadcaster.publish("two")
    let (_, mailbox) = broadcaster.connect()
    #expect(await text(mailbox) == "two")
  }

  @Test func everyPageGetsEachNewState() async {
    let broadcaster = Broadcaster()
    let pages = (0..<3).map { _ in broadcaster.connect().mailbox }
    broadcaster.publish("x")
    for page in pages { #expect(await text(page) == "x") }
  }

  @Test func pagesThatNeverReadDoNotHoldUpPublishing() async {
    let broadcaster = Broadcaster()
    let stuck = (0..<50).map { _ in broadcaster.connect().mailbox }
    let big = String(repeating: "m", count: 100_000)
    for index in 0..<2_000 { broadcaster.publish("\(index) \(big)") }
    let reader = broadcaster.connect().mailbox
    #expect(await text(reader)?.hasPrefix("1999 ") == true)
    #expect(stuck.allSatisfy { $0.hasPendingMessage })
    #expect(await text(stuck[0])?.hasPrefix("1999 ") == true)
  }

  @Test func aDisconnectedPageIsForgottenAndItsStreamEnds() async {
    let broadcaster = Broadcaster()
    let (id, mailbox) = broadcaster.connect()
    broadcaster.disconnect(id)
    broadcaster.publish("after")
    #expect(broadcaster.clientCount == 0)
    #expect(await mailbox.next() == nil)
  }
}
