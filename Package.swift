// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Bind",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "BindingCore", targets: ["BindingCore"]),
    .library(name: "Binding", targets: ["Binding"]),
    .library(name: "BindingTest", targets: ["BindingTest"]),
    .library(name: "BindScript", targets: ["BindScript"]),
    .library(name: "LineEditor", targets: ["LineEditor"]),
    .library(name: "BindingTestExpectations", targets: ["BindingTestExpectations"]),
    .executable(name: "bind", targets: ["BindCLI"]),
    .executable(name: "bind-demo", targets: ["BindDemo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "BindingCore",
      dependencies: [
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "HeapModule", package: "swift-collections"),
      ]
    ),
    .target(name: "Binding", dependencies: ["BindingCore"]),
    .target(name: "BindingTest", dependencies: ["Binding"]),
    .target(name: "BindingTestExpectations", dependencies: ["BindingTest"]),
    .target(name: "BindScript", dependencies: ["Binding", "BindingTest"]),
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]),
    .target(name: "LineEditor", dependencies: ["CEditLine"]),
    .target(name: "BindShell", dependencies: ["BindScript", "LineEditor"]),
    .executableTarget(
      name: "BindCLI",
      dependencies: [
        "BindShell", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "BindDemo", dependencies: ["BindingCore", "BindingTest"]),
    .executableTarget(name: "BindFuzz", dependencies: ["BindScript"]),
    .executableTarget(name: "BindCounts", dependencies: ["BindingCore"]),
    .testTarget(name: "BindingCoreTests", dependencies: ["BindingCore", "BindingTest"]),
    .testTarget(
      name: "BindingTests", dependencies: ["Binding", "BindingTest", "BindingTestExpectations"]),
    .testTarget(name: "BindScriptTests", dependencies: ["BindScript"]),
    .testTarget(name: "LineEditorTests", dependencies: ["LineEditor"]),
    .testTarget(name: "BindShellTests", dependencies: ["BindShell", "LineEditor"]),
    .testTarget(
      name: "BindingTestTests", dependencies: ["BindingTest", "BindingTestExpectations"]),
  ],
  swiftLanguageModes: [.v6]
)
