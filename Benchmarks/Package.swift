// swift-tools-version: 6.0
import PackageDescription

/// A package used by path is named after its folder, so the main package's name here is the
/// name of the folder above this one (`main`, `wt-bench`, a clone's name...).
let bind = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "Bind")

let package = Package(
  name: "BindBenchmarks",
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .target(name: "MallocCounter"),
    .executableTarget(
      name: "BindBenchmarks",
      dependencies: [
        "MallocCounter",
        .product(name: "BindingCore", package: bind),
        .product(name: "Binding", package: bind),
        .product(name: "BindingInspector", package: bind),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
