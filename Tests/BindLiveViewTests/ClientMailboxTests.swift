import FlyingFox
import Foundation
import Testing

@testable import BindLiveView

@Suite struct ClientMailboxTests {
  @Test func keepsTheNewestStatesOfATimelineInOrderWhenNobodyReads() async {
    let mailbox = ClientMailbox()
    for index in 1...10_000 { mailbox.deliver("state \(index)") }
    #expect(mailbox.pendingCount == StateWindow.mostStates)
    var texts: [String] = []
    while mailbox.hasPendingMessage, let frame = await mailbox.next() {
      #expect(frame.opcode == .text)
      texts.append(String(decoding: frame.payload, as: UTF8.self))
    }
    #expect(texts == (9_001...10_000).map { "state \($0)" })
  }

  @Test func aWaitingReaderGetsTheNextMessage() async {
    let mailbox = ClientMailbox()
    async let frame = mailbox.next()
    try? await Task.sleep(for: .milliseconds(20))
    mailbox.deliver("hello")
    #expect(await frame.map { String(decoding: $0.payload, as: UTF8.self) } == "hello")
  }

  @Test func repliesGoFirstAndAreBounded() async {
    let mailbox = ClientMailbox()
    mailbox.deliver("state")
    for _ in 0..<10 { mailbox.reply(WSFrame(fin: true, opcode: .pong, mask: nil, payload: Data())) }
    var opcodes: [WSFrame.Opcode] = []
    for _ in 0..<(ClientMailbox.replyLimit + 1) {
      if let frame = await mailbox.next() { opcodes.append(frame.opcode) }
    }
    #expect(opcodes == Array(repeating: .pong, count: ClientMailbox.replyLimit) + [.text])
  }

  @Test func closingEndsTheStreamAfterPendingReplies() async {
    let mailbox = ClientMailbox()
    mailbox.deliver("dropped")
    mailbox.reply(WSFrame.close(code: .normalClosure))
    mailbox.close()
    mailbox.deliver("ignored")
    #expect(await mailbox.next()?.opcode == .close)
    #expect(await mailbox.next() == nil)
  }

  @Test func cancellingTheReaderClosesTheMailbox() async {
    let mailbox = ClientMailbox()
    let reader = Task { await mailbox.next() }
    try? await Task.sleep(for: .milliseconds(20))
    reader.cancel()
    #expect(await reader.value == nil)
    #expect(await mailbox.next() == nil)
  }
}
