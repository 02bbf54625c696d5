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

/// Resolves call stacks into sites, many at once: symbolication reads the debug information
/// of the whole executable (about half a second in a debug build, however few the frames), so
/// the addresses of every stack waiting are symbolicated in one pass, and each address's
/// source locations are kept for the next stacks.
struct SiteResolver {
  private let images: ImageList
  /// The source locations of each address symbolicated, innermost (inlined) first.
  private var locations: [UInt64: [(path: String, line: Int)]] = [:]

  init(images: ImageList) {
    self.images = images
  }

  /// The site of each stack of `stacks`, resolved in one pass for the addresses not seen yet.
  mutating func sites(_ stacks: [CallStack]) -> [String?] {
    let unknown = Set(stacks.flatMap(\.addresses)).subtracting(locations.keys)
    if !unknown.isEmpty { symbolicate(Array(unknown)) }
    return stacks.map(site)
  }

  /// `File.swift:LINE` of the innermost frame in the program's own code: the first with a
  /// source location outside Bind's libraries and not made by the compiler.
  private func site(_ stack: CallStack) -> String? {
    for address in stack.addresses {
      for location in locations[address] ?? [] {
        let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
        guard location.line > 0, !file.hasPrefix("<"), !Self.isLibrary(location.path) else {
          continue
        }
        return "\(file):\(location.line)"
      }
    }
    return nil
  }

  private mutating func symbolicate(_ addresses: [UInt64]) {
    for address in addresses { locations[address] = [] }
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
        locations[address, default: []].append((location.path, location.line))
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
