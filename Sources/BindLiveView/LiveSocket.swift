import FlyingFox

/// The WebSocket of one page: pushes the session's states from a ``ClientMailbox``; of what
/// the page sends it reads only pings and the close (the page is read-only).
struct LiveSocket: WSHandler {
  let broadcaster: Broadcaster

  func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws
    -> AsyncStream<WSFrame>
  {
    let (id, mailbox) = broadcaster.connect()
    let broadcaster = self.broadcaster
    let reader = Task {
      do {
        for try await frame in client {
          switch frame.opcode {
          case .ping:
            mailbox.reply(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
          case .close:
            mailbox.reply(WSFrame.close(code: .normalClosure))
            broadcaster.disconnect(id)
            return
          default:
            continue
          }
        }
      } catch {}
      broadcaster.disconnect(id)
    }
    return AsyncStream {
      guard let frame = await mailbox.next() else {
        reader.cancel()
        broadcaster.disconnect(id)
        return nil
      }
      return frame
    }
  }
}
