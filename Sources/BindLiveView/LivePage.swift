import Foundation

/// The live view's page, made of the three files in `Page/`.
///
/// The layout is `Page/live.html`, its style `Page/live.css`, and one small script,
/// `Page/live.js`, opens the WebSocket, puts each pushed state in place and animates the
/// changed nodes in propagation order. The three files are compiled into
/// the binary (`.embedInCode` in Package.swift), so a `bind` copied anywhere serves its page;
/// `scripts/test` parses them (`scripts/lib/check-page`).
///
/// No external requests and no JavaScript libraries. The SVG comes from the session's own
/// renderers (`GraphPicture`, `MarblePicture`); the script only inserts it and adds the
/// class `highlight` to the nodes (`data-node`) and edges (`data-from`, `data-to`) that
/// changed, each a little later than the one before, in propagation order.
///
/// The pictures are never scaled below their own size (graph text 16 px, marble text 14 px):
/// on a projector what does not fit is folded instead. The script keeps what the statement
/// touched (its changed nodes, their neighbours and their lanes), cuts the graph's `viewBox`
/// to the part around them and names the other nodes under it, folds the other lanes to
/// their names (closing up the lanes and flowing the legend beside or under them), and folds
/// the views that did not change to their names; a click on a name unfolds it.
///
/// In play mode (`state.play`), the marbles come first and the lanes of `let NAME =
/// marbles(...)` can be dragged: the script turns a pointer position into a time with the
/// marble picture's `data-origin-x` and `data-px-per-ms` (through the SVG's screen matrix),
/// snaps it to the frame, writes the lane's new diagram and posts it to `edit`; the new run
/// comes back on the socket like any state.
enum LivePage {
  /// The page as served: `live.html` with `live.css` and `live.js` written into it in place
  /// of the tags that link them, so that the page is one response and asks for nothing more.
  static let html = inlining(
    css: text(PackageResources.live_css), javaScript: text(PackageResources.live_js),
    into: text(PackageResources.live_html))

  /// The tag of `live.html` that links the style, and the one that loads the script.
  static let styleLink = #"<link rel="stylesheet" href="live.css">"#
  static let scriptLink = #"<script src="live.js"></script>"#

  /// `html` with its `styleLink` replaced by a `style` element holding `css`, and its
  /// `scriptLink` by a `script` element holding `javaScript`.
  static func inlining(css: String, javaScript: String, into html: String) -> String {
    precondition(
      html.contains(styleLink) && html.contains(scriptLink),
      "live.html must link live.css and live.js with the tags LivePage replaces")
    return
      html
      .replacingOccurrences(of: styleLink, with: "<style>\n" + css + "</style>")
      .replacingOccurrences(of: scriptLink, with: "<script>\n" + javaScript + "</script>")
  }

  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
