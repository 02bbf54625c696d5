/// The HTML of a ``ScriptReport``: statements in order, then the session at the end.
struct ReportPage {
  let title: String
  let statements: [StatementReport]
  let outcome: Outcome
  let graph: String
  /// The statement after which ``graph`` stood, when that was before the end.
  let graphAfter: Int?
  let marbles: String
  let views: [ViewMockupText]
  let time: Int

  var html: String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title)) · bind report</title>
      <style>
      \(Self.css)
      </style>
      </head>
      <body>
      <header>
      <h1>\(escape(title))</h1>
      \(summary)
      </header>
      <main>

      """
    page += statementList
    page += endOfRun
    page += "</main>\n</body>\n</html>\n"
    return page
  }

  private func escape(_ text: String) -> String { XMLText.escape(text) }

  /// Whether virtual time moved during the run: times are shown only then.
  private var timeMoved: Bool {
    time != 0 || statements.contains { $0.startTime != 0 || $0.endTime != 0 }
  }

  /// One line under the title: how many statements ran and how the run ended.
  private var summary: String {
    let count = statements.count
    let ran =
      "\(count) statement\(count == 1 ? "" : "s") ran"
      + (timeMoved ? ", to \(Value.formatDuration(time)) of virtual time" : "")
    switch outcome {
    case .failed(let error), .expectationFailed(let error):
      let location = error.diagnostics.first.map { "\(error.source.name):\($0.range.start.line)" } ?? ""
      let what = outcome.isExpectationFailure ? "an expect failed" : "an error stopped the script"
      return "<p class=\"summary failed\">\(ran); \(what) at \(escape(location)).</p>"
    default:
      return "<p class=\"summary ok\">\(ran); every statement completed and every expect held.</p>"
    }
  }

  private var statementList: String {
    var html = "<section class=\"statements\">\n<h2>Statements</h2>\n<ol>\n"
    for (index, report) in statements.enumerated() { html += item(report, number: index + 1) }
    html += "</ol>\n"
    if let error = outcome.error, !statements.contains(where: { $0.result.error != nil }) {
      html += "<div class=\"error\"><pre>\(escape(error.rendered()))</pre></div>\n"
    }
    return html + "</section>\n"
  }

  private func item(_ report: StatementReport, number: Int) -> String {
    let info = report.statement
    let status: String
    switch report.result {
    case .completed, .quit: status = "ok"
    case .failed: status = "failed"
    case .expectationFailed: status = "failed expect"
    }
    var time = ""
    if timeMoved {
      time = Value.formatDuration(report.startTime)
      if report.endTime != report.startTime { time += " → " + Value.formatDuration(report.endTime) }
    }
    let file = info.file == statements.first?.statement.file ? "" : "\(info.file), "
    var html = "<li class=\"statement \(status)\" id=\"statement-\(number)\">\n"
    html +=
      "<div class=\"where\"><span>\(escape(file))line \(info.location.line)</span>"
      + "<span class=\"time\">\(escape(time))</span></div>\n"
    if let comment = info.comment { html += narration(comment) }
    html += "<pre class=\"code\">\(escape(info.text))</pre>\n"
    if !report.printed.isEmpty {
      html += "<pre class=\"printed\">\(escape(report.printed))</pre>\n"
    }
    let lines = report.trace.lines
    if !lines.isEmpty {
      let drawn = lines.map { line in
        line.hasSuffix("(unchanged, not delivered)")
          ? "<span class=\"unchanged\">\(escape(line))</span>" : escape(line)
      }
      html += "<pre class=\"trace\">\(drawn.joined(separator: "\n"))</pre>\n"
    }
    if let error = report.result.error {
      html += "<pre class=\"error\">\(escape(error.rendered()))</pre>\n"
    }
    return html + "</li>\n"
  }

  /// The comment written above a statement, as prose: one paragraph for each run of lines
  /// between blank ones.
  private func narration(_ comment: String) -> String {
    let paragraphs = comment.split(separator: "\n\n").map { paragraph in
      "<p>\(escape(paragraph.split(separator: "\n").joined(separator: " ")))</p>"
    }
    return "<div class=\"comment\">\(paragraphs.joined())</div>\n"
  }

  private var endOfRun: String {
    let heading = timeMoved ? "At the end, \(escape(Value.formatDuration(time)))" : "At the end"
    var html = "<section class=\"end\" id=\"end\">\n<h2>\(heading)</h2>\n"
    let when =
      graphAfter.map {
        " <span class=\"note\">(the largest the script built, after statement \($0))</span>"
      } ?? ""
    html += "<h3>Dependency graph\(when)</h3>\n<div class=\"picture\">\n\(graph)</div>\n"
    html += "<h3>Marbles</h3>\n<div class=\"picture\">\n\(marbles)</div>\n"
    if !views.isEmpty {
      html += "<h3>Views</h3>\n<div class=\"views\">\n"
      for view in views { html += "<pre class=\"view\">\(escape(view.text))</pre>\n" }
      html += "</div>\n"
    }
    return html + "</section>\n"
  }

  static let css = """
    body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1e293b;
      margin: 0 auto; max-width: 72rem; padding: 1.5rem; line-height: 1.4; }
    h1 { margin: 0 0 .3rem; font-size: 1.6rem; }
    h2 { border-bottom: 1px solid #cbd5e1; padding-bottom: .2rem; margin-top: 2rem; }
    pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
      font-size: .9rem; margin: .3rem 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    .summary { margin: 0; padding: .4rem .7rem; border-radius: 4px; }
    .summary.ok { background: #dcfce7; }
    .summary.failed { background: #fee2e2; }
    ol { list-style: none; padding: 0; }
    .statement { border-left: 4px solid #94a3b8; padding: .3rem .8rem; margin: .7rem 0;
      background: #f8fafc; break-inside: avoid; }
    .statement.failed { border-left-color: #dc2626; background: #fef2f2; }
    .where { display: flex; justify-content: space-between; color: #64748b; font-size: .8rem; }
    .code { font-weight: 600; }
    .code::before { content: "› "; color: #94a3b8; }
    .comment { color: #334155; font-style: italic; margin: .1rem 0 .4rem; }
    .comment p { margin: .2rem 0; }
    .printed { color: #0f766e; }
    .trace { color: #1e3a8a; }
    .trace .unchanged { color: #94a3b8; }
    .error { color: #b91c1c; }
    .picture { overflow-x: auto; margin: .5rem 0 1rem; }
    h3 .note { font-weight: normal; font-size: .85rem; color: #64748b; }
    .picture svg { border: 1px solid #e2e8f0; }
    .views { display: flex; flex-wrap: wrap; gap: 1rem; }
    .view { background: #f8fafc; padding: .5rem; border: 1px solid #e2e8f0; }
    @media print { body { max-width: none; padding: 0; } .picture { overflow: visible; break-inside: avoid; }
      .picture svg { box-sizing: border-box; max-width: 100%; height: auto; } }
    @page { size: A4; margin: 12mm; }
    """
}

extension Outcome {
  fileprivate var isExpectationFailure: Bool {
    if case .expectationFailed = self { return true }
    return false
  }
}
