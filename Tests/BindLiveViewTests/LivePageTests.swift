import Testing

@testable import BindLiveView

@Suite struct LivePageTests {
  @Test func theServedPageHoldsItsStyleAndScriptAndLinksNothing() {
    let page = LivePage.html
    #expect(page.hasPrefix("<!doctype html>"))
    #expect(!page.contains(LivePage.styleLink))
    #expect(!page.contains(LivePage.scriptLink))
    #expect(page.contains("<style>\n:root {"))
    #expect(page.contains("new WebSocket("))
    #expect(page.hasSuffix("</html>"))
  }

  @Test func inliningPutsTheFilesWhereTheirTagsWere() {
    let html = "<head>\(LivePage.styleLink)</head><body>\(LivePage.scriptLink)</body>"
    let page = LivePage.inlining(css: "p { }\n", javaScript: "go();\n", into: html)
    #expect(page == "<head><style>\np { }\n</style></head><body><script>\ngo();\n</script></body>")
  }
}
