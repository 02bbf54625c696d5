/// The version `bind --version` prints.
enum BindVersion {
  static let current = "0.1.0"
}
