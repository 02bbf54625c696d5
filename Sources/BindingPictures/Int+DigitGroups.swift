extension Int {
  /// The number with a comma between groups of three digits: `8,099`.
  package var withDigitGroups: String {
    let digits = String(magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
      grouped.append(digit)
    }
    return (self < 0 ? "-" : "") + grouped
  }
}
