import Testing

@testable import BindScript

/// A closure's node name is read back as its site only when the site spells it exactly.
@Suite struct ClosureSitesTests {
  @Test(arguments: ["map@3:14", "filter@1:1", "map@0:0", "flatMap@-5:2", "a@b@7:9", "x@2147483647:1"])
  func aNameASiteSpellsIsReadBackAsThatSite(_ name: String) throws {
    var sites = ClosureSites()
    let added = sites.add(operatorOf: name)
    let site = try #require(added)
    #expect(sites.spelling(of: site) == name)
    #expect(sites.site(of: name, known: true) == site)
  }

  @Test(arguments: [
    "map", "map@", "map@3", "map@3:", "map@:4", "map@03:4", "map@3:04", "map@+3:4", "map@-0:4",
    "map@3:4x", "map@3 :4", "map@2147483648:1", "map@99999999999:1", "map@3:4:5", "map@٣:4",
  ])
  func aNameNoSiteSpellsIsNotASite(_ name: String) {
    var sites = ClosureSites()
    #expect(sites.add(operatorOf: name) == nil)
  }

  @Test func anUnknownOperatorIsNotASiteWhenOnlyKnownOnesAreAsked() throws {
    var sites = ClosureSites()
    #expect(sites.add(operatorOf: "map@1:2") != nil)
    #expect(sites.site(of: "filter@1:2", known: true) == nil)
    #expect(sites.site(of: "map@5:6", known: true) == ClosureSite(line: 5, column: 6, operatorIndex: 0))
  }
}
