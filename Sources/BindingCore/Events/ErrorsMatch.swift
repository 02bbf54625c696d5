/// Whether two errors count as the same in an event comparison: the same dynamic type and the
/// same description, since `Error` itself is not `Equatable` (RxTest compares them so on Linux).
func errorsMatch(_ lhs: any Error, _ rhs: any Error) -> Bool {
  type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
}
