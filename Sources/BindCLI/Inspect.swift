import ArgumentParser
import BindingInspector
import Foundation

extension Bind {
  struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Open a session an inspected program exported, on the live page.",
      discussion: """
        Prints `view: http://127.0.0.1:PORT/TOKEN/` first: the page shows the session's \
        graph and marble lanes as they were when the program exported it \
        (`inspector.export(to:)`), and its timeline steps back through the states the \
        session's page received (the newest ones the file kept; how many earlier ones were \
        dropped is printed and shown). Serves until interrupted. Without a file, explains \
        how to attach the inspector to a program.
        """)

    @ArgumentParser.Argument(help: "A session file written by Inspector.export(to:).")
    var file: String?

    @Option(name: .long, help: "The port to listen on (default: any free port).")
    var port: UInt16?

    /// What `bind inspect` prints without a file.
    static let howToAttach = """
      bind inspect FILE opens a session exported by a program that links BindingInspector.
      To watch a program live instead, link the BindingInspector product into its debug build
      and attach at start:

        import BindingInspector
        let inspector = try Inspector.attachIfRequested()   // when BIND_INSPECT=1

      then run it with BIND_INSPECT=1: it prints `view: URL` on standard error. To keep a
      session for later, call `try inspector.export(to: "session.json")`. The package's
      example: BIND_INSPECT=1 swift run bind-inspector-demo --leak
      """

    func run() throws {
      guard let file else {
        print(Self.howToAttach)
        return
      }
      let session: InspectorSession
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        session = try InspectorSession(sessionFile: data)
      } catch let error as SessionFileError {
        Output.writeError("error: \(file) is not a session file: \(error)\n")
        throw ExitCode(1)
      } catch {
        Output.writeError("error: cannot read \(file): \(error.localizedDescription)\n")
        throw ExitCode(1)
      }
      let server = try Inspector.serve(session, port: port ?? 0)
      defer { server.stop() }
      print("view: \(server.url)")
      let states = session.steps.count == 1 ? "1 state" : "\(session.steps.count) states"
      print("\(states) on the timeline, \(session.droppedSteps) earlier ones dropped")
      fflush(nil)
      while true { Thread.sleep(forTimeInterval: 3600) }
    }
  }
}
