import FlyingFox

/// The WebSocket of one page: pushes the session's states from a ``ClientMailbox``; of what
/// the page sends it reads only pings and the close (the page is read-only).
struct LiveSocket: WSHandler {
  let feed: PageFeed

  func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws
    -> AsyncStream<WSFrame>
  {
    let (id, mailbox) = feed.connect()
    let feed = self.feed
    let reader = Task {
      do {
        for try await frame in client {
          switch frame.opcode {
          case .ping:
            mailbox.reply(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
          case .close:
            mailbox.reply(WSFrame.close(code: .normalClosure))
            feed.disconnect(id)
            return
          default:
            continue
          }
        }
      } catch {}
      feed.disconnect(id)
    }
    return AsyncStream {
      guard let frame = await mailbox.next() else {
        reader.cancel()
        feed.disconnect(id)
        return nil
      }
      return frame
    }
  }
}
