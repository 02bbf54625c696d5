// swift-tools-version: 6.0
import PackageDescription

/// The part of the package `scripts/sanitize` builds under a sanitizer, if not all of it.
///
/// `1` (`--core-only`, and so `scripts/reliability`): the core, the binding library, the headless
/// controls, what their tests use and those test suites, not the interpreter, the shell, the live
/// view or their dependencies. `inspector` (`--inspector`): `BindingInspector`, what it needs
/// (the live view and its server) and its tests. `reliability` (`--reliability`, what
/// `scripts/reliability` builds): both, in one build.
let partial = Context.environment["BIND_CORE_ONLY"]
let coreTargets: Set<String> = [
  "BindingCore", "CBindingCoreSupport", "Binding", "BindingControls", "BindingTimeline",
  "BindingTest", "BindingPictures", "BindingTestExpectations", "BindingXCTest", "BindingBlocking",
  "BindingCoreTests", "BindingTests", "BindingControlsTests", "BindingBlockingTests",
]
let inspectorTargets: Set<String> = [
  "BindingCore", "CBindingCoreSupport", "Binding", "BindingControls", "BindingTimeline",
  "BindingPictures", "BindScript", "BindLiveModel", "BindLiveView", "BindingInspector",
  "BindingInspectorTests",
]
let keptTargets: Set<String>? =
  switch partial {
  case "1": coreTargets
  case "inspector": inspectorTargets
  case "reliability": coreTargets.union(inspectorTargets)
  default: nil
  }

/// The live view's server.
let flyingFox: Package.Dependency = .package(
  url: "https://github.com/swhitty/FlyingFox", from: "0.27.1")
/// The dependencies at the edges: the command line, the live view's server, the Combine bridge.
let edgeDependencies: [Package.Dependency] = [
  .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  flyingFox,
  // Combine for BindingCombine where Apple's Combine is missing (Linux); nothing else uses it.
  .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
]

let package = Package(
  name: "Bind",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "BindingCore", targets: ["BindingCore"]),
    .library(name: "Binding", targets: ["Binding"]),
    .library(name: "BindingControls", targets: ["BindingControls"]),
    .library(name: "BindingTimeline", targets: ["BindingTimeline"]),
    .library(name: "BindingTest", targets: ["BindingTest"]),
    .library(name: "BindingPictures", targets: ["BindingPictures"]),
    .library(name: "BindScript", targets: ["BindScript"]),
    .library(name: "LineEditor", targets: ["LineEditor"]),
    .library(name: "BindingTestExpectations", targets: ["BindingTestExpectations"]),
    .library(name: "BindingXCTest", targets: ["BindingXCTest"]),
    .library(name: "BindingBlocking", targets: ["BindingBlocking"]),
    .library(name: "BindingCombine", targets: ["BindingCombine"]),
    .library(name: "BindingInspector", targets: ["BindingInspector"]),
    .executable(name: "bind", targets: ["BindCLI"]),
    .executable(name: "bind-demo", targets: ["BindDemo"]),
    .executable(name: "bind-inspector-demo", targets: ["BindInspectorDemo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0")
  ]
    + (partial == "1"
      ? [] : partial == "inspector" || partial == "reliability" ? [flyingFox] : edgeDependencies),
  targets: [
    .target(
      name: "BindingCore",
      dependencies: [
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "HeapModule", package: "swift-collections"),
        "CBindingCoreSupport",
      ]
    ),
    .target(name: "CBindingCoreSupport"),
    .target(name: "Binding", dependencies: ["BindingCore"]),
    .target(name: "BindingControls", dependencies: ["Binding", "BindingTimeline"]),
    // Recorded histories, virtual time and the marble model, which the test tools, the pictures
    // and the interpreter share.
    .target(name: "BindingTimeline", dependencies: ["BindingCore"]),
    .target(
      name: "BindingTest", dependencies: ["BindingCore", "Binding", "BindingControls", "BindingTimeline"]),
    .target(name: "BindingPictures", dependencies: ["BindingCore", "BindingTimeline"]),
    .target(
      name: "BindingTestExpectations", dependencies: ["BindingCore", "BindingTest", "BindingPictures"]),
    // XCTest assertions for tests written with XCTest, as RxTest's XCTest+Rx; test-only.
    .target(name: "BindingXCTest", dependencies: ["BindingCore", "BindingTest"]),
    // RxBlocking's operators (`toBlocking()`), for tests and tools; nothing else links it.
    .target(name: "BindingBlocking", dependencies: ["BindingCore"]),
    .target(
      name: "BindingCombine",
      dependencies: [
        "BindingCore",
        .product(
          name: "OpenCombine", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .wasi, .openbsd])),
      ]),
    .target(
      name: "BindScript",
      dependencies: ["BindingCore", "Binding", "BindingControls", "BindingTimeline", "BindingPictures"]),
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
    .target(name: "LineEditor", dependencies: ["CEditLine"]),
    .target(name: "BindShell", dependencies: ["BindingCore", "BindScript", "LineEditor"]),
    // What the live page shows (one state a statement, play mode's lanes), without a server:
    // the fuzzer and the server share it.
    .target(name: "BindLiveModel", dependencies: ["BindScript"]),
    .target(
      name: "BindLiveView",
      dependencies: [
        "BindScript", "BindingCore", "BindingPictures", "BindLiveModel",
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      resources: [
        .embedInCode("Page/live.html"), .embedInCode("Page/live.css"), .embedInCode("Page/live.js"),
      ]),
    // The live view and play mode of one shell session: the commands `:serve` and `:play`.
    .target(
      name: "BindLiveSession",
      dependencies: ["BindScript", "BindShell", "BindLiveModel", "BindLiveView"]),
    // Links into a program to show its bindings on the live page (docs/inspector.md).
    .target(
      name: "BindingInspector",
      dependencies: [
        "BindingCore", "BindingPictures", "BindLiveModel", "BindLiveView",
        .product(name: "DequeModule", package: "swift-collections"),
      ]),
    .executableTarget(
      name: "BindCLI",
      dependencies: [
        "BindScript", "LineEditor", "BindShell", "BindLiveModel", "BindLiveView", "BindLiveSession",
        "BindingInspector", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "BindDemo", dependencies: ["BindingCore"]),
    // A sign-up flow driven by a scripted user, to watch with the inspector (`BIND_INSPECT=1`).
    .executableTarget(
      name: "BindInspectorDemo", dependencies: ["Binding", "BindingControls", "BindingInspector"]),
    .executableTarget(name: "BindFuzz", dependencies: ["BindScript", "BindLiveModel"]),
    .executableTarget(name: "BindCounts", dependencies: ["BindingCore"]),
    .testTarget(
      name: "BindingCoreTests",
      dependencies: ["BindingCore", "BindingTest", "BindingTestExpectations"]),
    .testTarget(
      name: "BindingTests",
      dependencies: ["BindingCore", "Binding", "BindingTest", "BindingTestExpectations"]),
    .testTarget(
      name: "BindingControlsTests",
      dependencies: ["Binding", "BindingControls", "BindingTest", "BindingTestExpectations"]),
    .testTarget(name: "BindingPicturesTests", dependencies: ["BindingPictures"]),
    // The golden scripts and pictures are read by path at test time (from #filePath), not built.
    .testTarget(
      name: "BindScriptTests",
      dependencies: [
        "BindingCore", "BindingTest", "BindScript", "BindLiveModel", "BindingPictures", "BindingTimeline",
      ],
      exclude: ["Golden", "Pictures/Golden"]),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
    .testTarget(name: "BindLiveModelTests", dependencies: ["BindScript", "BindLiveModel"]),
    .testTarget(
      name: "BindLiveViewTests",
      dependencies: ["BindScript", "BindLiveView", .product(name: "FlyingFox", package: "FlyingFox")]),
    .testTarget(name: "BindingCombineTests", dependencies: ["BindingCombine", "BindingTest"]),
    .testTarget(name: "BindShellTests", dependencies: ["BindScript", "BindShell", "LineEditor"]),
    .testTarget(
      name: "BindLiveSessionTests",
      dependencies: ["BindScript", "BindShell", "BindLiveModel", "BindLiveSession"]),
    .testTarget(
      name: "BindingBlockingTests",
      dependencies: ["BindingCore", "BindingBlocking", "BindingTestExpectations"]),
    .testTarget(
      name: "BindingTestTests",
      dependencies: ["BindingTest", "BindingTestExpectations", "BindingXCTest"]),
    .testTarget(name: "BindingTimelineTests", dependencies: ["BindingCore", "BindingTimeline"]),
    .testTarget(
      name: "BindingInspectorTests",
      dependencies: ["BindingCore", "Binding", "BindingControls", "BindingInspector", "BindingPictures"]),
  ],
  swiftLanguageModes: [.v6]
)

if let keptTargets {
  package.targets.removeAll { !keptTargets.contains($0.name) }
  package.products.removeAll { product in
    guard let library = product as? Product.Library else { return true }
    return !library.targets.allSatisfy(keptTargets.contains)
  }
}
