import FlyingSocks

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LiveViewServer {
  /// Why the server could not start, in words for the user: for a taken port,
  /// `port 8080 is taken by another program; choose another one, or leave the port out to
  /// get a free one`.
  public struct StartError: Error, CustomStringConvertible {
    /// What went wrong, for the user.
    public let description: String

    /// An error with `description` as its text.
    public init(description: String) {
      self.description = description
    }

    /// The error for a socket that could not listen on `port`: a plain sentence for a taken
    /// or reserved port, the system's own words for anything else.
    static func cannotListen(port: UInt16, _ error: any Error) -> StartError {
      guard case .failed(let call, let number, let message)? = error as? SocketError else {
        return StartError(description: "could not listen on 127.0.0.1:\(port): \(error)")
      }
      return cannotListen(port: port, call: call, errno: number, message: message)
    }

    /// The error for the system call `call` failing with `errno` and `message` while
    /// starting to listen on `port`.
    static func cannotListen(port: UInt16, call: String, errno: Int32, message: String) -> StartError {
      let leaveOut = "leave the port out to get a free one"
      switch errno {
      case EADDRINUSE:
        return StartError(
          description: "port \(port) is taken by another program; choose another one, or \(leaveOut)")
      case EACCES:
        return StartError(
          description:
            "port \(port) is reserved for the system (ports below 1024 need administrator rights); "
            + "choose one from 1024 to 65535, or \(leaveOut)")
      default:
        return StartError(
          description: "could not listen on 127.0.0.1:\(port): \(message.lowercased()) (\(call) failed)")
      }
    }
  }
}
