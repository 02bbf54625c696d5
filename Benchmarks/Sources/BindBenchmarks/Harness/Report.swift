#if canImport(Glibc)
  import Glibc
#endif

/// Formats `value` with `decimals` digits and thousands separators.
func format(_ value: Double, decimals: Int = 0) -> String {
  guard value.isFinite else { return "-" }
  let scale = pow(10, Double(decimals))
  let rounded = (value * scale).rounded() / scale
  let whole = Int(rounded.magnitude)
  var digits = String(whole)
  var grouped = ""
  while digits.count > 3 {
    grouped = "," + digits.suffix(3) + grouped
    digits.removeLast(3)
  }
  grouped = digits + grouped
  if decimals > 0 {
    let fraction = Int(((rounded.magnitude - Double(whole)) * scale).rounded())
    let padded = String(fraction)
    grouped += "." + String(repeating: "0", count: decimals - padded.count) + padded
  }
  return (rounded < 0 ? "-" : "") + grouped
}

/// A figure with as many decimals as its size calls for.
func formatAdaptive(_ value: Double) -> String {
  if value == 0 { return "0" }
  if value.magnitude < 0.005 { return "<0.01" }
  if value.magnitude >= 100 { return format(value) }
  if value.magnitude >= 10 { return format(value, decimals: 1) }
  return format(value, decimals: 2)
}

/// Prints the Markdown table of every workload's measurements.
func printTable(_ results: [(Workload, [Measurement])]) {
  print("| workload | op | engine | ns/op | vs baseline | mallocs/op | emissions/op | bytes/op |")
  print("|---|---|---|---:|---:|---:|---:|---:|")
  for (workload, measurements) in results {
    let baseline = measurements.first { $0.engine == .baseline }?.nanosecondsPerOperation
    for measurement in measurements {
      let ratio = baseline.map { measurement.nanosecondsPerOperation / $0 }
      let cells = [
        "\(workload.id) \(workload.title)",
        workload.operation,
        measurement.engine.rawValue,
        formatAdaptive(measurement.nanosecondsPerOperation),
        ratio.map { format($0, decimals: 2) + "x" } ?? "-",
        formatAdaptive(measurement.mallocsPerOperation),
        measurement.emissionsPerOperation == 0
          ? "-" : formatAdaptive(measurement.emissionsPerOperation),
        workload.reportsBytes ? format(measurement.bytesPerOperation) : "-",
      ]
      print("| " + cells.joined(separator: " | ") + " |")
    }
  }
}

/// Prints, for each workload with a target, whether Bind meets it in this run.
func printTargets(_ results: [(Workload, [Measurement])]) {
  print("Targets (Bind against the baseline, this run):")
  for (workload, measurements) in results {
    guard let bind = measurements.first(where: { $0.engine == .bind }) else { continue }
    var notes: [String] = []
    if let target = workload.target,
      let baseline = measurements.first(where: { $0.engine == .baseline })
    {
      let ratio = bind.nanosecondsPerOperation / baseline.nanosecondsPerOperation
      let verdict = ratio <= target ? "met" : "missed by \(format(ratio / target, decimals: 2))x"
      notes.append(
        "time \(format(ratio, decimals: 2))x (target ≤ \(format(target, decimals: 1))x): \(verdict)")
    }
    if ["W1", "W2", "W3", "W4", "W1S", "W3S", "W4S"].contains(workload.id) {
      let mallocs = bind.mallocsPerOperation
      notes.append("mallocs/push \(formatAdaptive(mallocs)) (target 0): \(mallocs < 0.01 ? "met" : "missed")")
    }
    if ["W4", "W4S"].contains(workload.id) {
      let emissions = bind.emissionsPerOperation
      notes.append(
        "emissions/push \(formatAdaptive(emissions)) (target 1): \(emissions == 1 ? "met" : "missed")")
    }
    if workload.reportsBytes {
      let bytes = bind.bytesPerOperation
      notes.append("bytes \(format(bytes)) (target ≤ 300): \(bytes <= 300 ? "met" : "missed")")
    }
    if !notes.isEmpty { print("- \(workload.id): " + notes.joined(separator: "; ")) }
  }
}

/// Prints the outcome of the deep chain check.
func printDeepChain(_ report: DeepChainReport) {
  let expected = 1 + report.depth
  let verdict =
    report.received == expected ? "ok" : "FAILED (received \(String(describing: report.received)))"
  print(
    "- Deep chain: \(format(Double(report.depth))) maps on a \(report.stackSize >> 20) MiB stack: "
      + "\(verdict); build \(format(report.buildSeconds * 1000, decimals: 1)) ms, "
      + "subscribe \(format(report.subscribeSeconds * 1000, decimals: 1)) ms, "
      + "push \(format(report.pushSeconds * 1000, decimals: 1)) ms, "
      + "dispose and free \(format(report.teardownSeconds * 1000, decimals: 1)) ms")
}
