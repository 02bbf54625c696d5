import BindingCore
import Synchronization

#if os(Linux) && canImport(Runtime)
  @_spi(Internal) import Runtime
#endif

/// The call stack at the creation of an observable or a subscription, captured only while an
/// inspector is attached, as return addresses; ``SiteResolver`` turns them into the
/// `File.swift:LINE` of the program's own code when the page first needs it.
///
/// Without debug information (a release build), or off Linux (Swift's `Runtime` module needs
/// macOS 26 there, above the package's platforms), there is no site and a node shows its type
/// alone.
struct CallStack: Sendable {
  /// The return addresses, innermost first.
  let addresses: [UInt64]

  /// The stack of the caller's caller, up to ``framesKept`` frames.
  @inline(never)
  static func capture(images: ImageList) -> CallStack {
    #if os(Linux) && canImport(Runtime)
      guard let backtrace = try? Backtrace.capture(limit: framesKept, offset: 2, top: 0, images: images.map)
      else { return CallStack(addresses: []) }
      return CallStack(
        addresses: backtrace.frames.compactMap { frame in
          switch frame {
          case .returnAddress(let address), .programCounter(let address): UInt64(address)
          default: nil
          }
        })
    #else
      CallStack(addresses: [])
    #endif
  }

  /// How many frames are kept: enough to climb out of a chain of library calls (a binding's
  /// `=>` goes through about a dozen) to the program's own line.
  static let framesKept = 40
}

/// Resolves call stacks into sites, many at once.
///
/// Symbolication runs the debug information's line programs for each address (about half a
/// second in a debug build for a pass), so the addresses of every stack waiting are
/// symbolicated in one pass; a stack's innermost frames first, as the program's own line is
/// almost always among them and the outer frames (the test runner's, the run loop's) are then
/// never read; and each address's source locations are kept for the whole process, as a
/// process's code does not move and Bind's own frames recur in every stack.
struct SiteResolver {
  private let images: ImageList
  /// The source locations of each address symbolicated in this process, innermost (inlined)
  /// first, shared by every resolver (an inspector attached again starts warm).
  private static let locations = Mutex<[UInt64: [SourceLine]]>([:])
  /// How many innermost frames of each stack the first pass reads.
  static let framesReadFirst = 12

  init(images: ImageList) {
    self.images = images
  }

  /// The site of each stack of `stacks`: a pass over the innermost frames of all of them,
  /// then one over the rest of the stacks still without a site.
  func sites(_ stacks: [CallStack]) -> [String?] { places(stacks).map { $0?.site } }

  /// The site of each stack of `stacks`, and the function of the program that the site is in
  /// (`SignUpViewModel.init(accounts:)`, demangled, when the debug information names it).
  func places(_ stacks: [CallStack]) -> [Place?] {
    var sites = [Place?](repeating: nil, count: stacks.count)
    var pending = Array(stacks.indices)
    for depth in [Self.framesReadFirst, CallStack.framesKept] where !pending.isEmpty {
      let wanted = Set(pending.flatMap { stacks[$0].addresses.prefix(depth) })
      let unknown = Self.locations.lockedValue { known in wanted.filter { known[$0] == nil } }
      if !unknown.isEmpty { symbolicate(Array(unknown)) }
      let known = Self.locations.lockedValue { known in known }
      for index in pending { sites[index] = site(stacks[index].addresses.prefix(depth), known: known) }
      pending = pending.filter { sites[$0] == nil }
    }
    return sites
  }

  /// `File.swift:LINE` of the innermost frame in the program's own code: the first with a
  /// source location outside Bind's libraries and not made by the compiler.
  private func site(_ frames: ArraySlice<UInt64>, known: [UInt64: [SourceLine]]) -> Place? {
    for address in frames {
      for location in known[address] ?? [] {
        let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
        guard location.line > 0, !file.hasPrefix("<"), !Self.isLibrary(location.path) else {
          continue
        }
        return Place(site: "\(file):\(location.line)", function: location.function)
      }
    }
    return nil
  }

  private func symbolicate(_ addresses: [UInt64]) {
    var found = Dictionary(uniqueKeysWithValues: addresses.map { ($0, [SourceLine]()) })
    defer { Self.locations.lockedValue { $0.merge(found) { _, new in new } } }
    #if os(Linux) && canImport(Runtime)
      let backtrace = Backtrace(
        architecture: images.architecture,
        frames: addresses.map { RichFrame<UInt64>.returnAddress($0) }, images: images.map)
      guard
        let symbolicated = backtrace.symbolicated(
          with: images.map, options: [.showInlineFrames, .showSourceLocations, .useSymbolCache])
      else { return }
      for frame in symbolicated.frames {
        guard let location = frame.symbol?.sourceLocation,
          case .returnAddress(let captured) = frame.captured, let address = UInt64(captured)
        else { continue }
        found[address, default: []].append(
          SourceLine(path: location.path, line: location.line, function: frame.symbol?.name))
      }
    #endif
  }

  /// The folders of Bind's libraries, whose frames are never the site a program wants.
  static let libraryFolders = [
    "/Sources/BindingCore/", "/Sources/Binding/", "/Sources/BindingControls/",
    "/Sources/BindingInspector/", "/Sources/BindingTimeline/",
  ]

  /// Whether `path` is in one of Bind's libraries (or Swift's own sources).
  static func isLibrary(_ path: String) -> Bool {
    libraryFolders.contains { path.contains($0) } || path.contains("/swift/stdlib/")
  }
}

/// A file and line of the program's source, as the debug information gives it, and the
/// function it is in.
struct SourceLine: Sendable {
  let path: String
  let line: Int
  let function: String?
}

/// The images (executable and libraries) loaded in the process, captured once at attach so that
/// each captured stack does not read them again.
struct ImageList: Sendable {
  #if os(Linux) && canImport(Runtime)
    let map: ImageMap
    /// The processor's name, as a backtrace names it.
    let architecture: String
  #endif

  /// The images loaded now.
  static func capture() -> ImageList {
    #if os(Linux) && canImport(Runtime)
      let architecture = (try? Backtrace.capture(limit: 1))?.architecture ?? "x86_64"
      return ImageList(map: ImageMap.capture(), architecture: architecture)
    #else
      ImageList()
    #endif
  }
}
