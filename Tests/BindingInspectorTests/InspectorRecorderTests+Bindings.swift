import Binding
import BindingControls
import BindingPictures
import Testing

@testable import BindingInspector

/// The `Binding` library's bindings (`=>`, `<=>`) and the stand-in controls as nodes of their
/// own, with edges from and to what they connect, and the graph folded by what holds a bag: a
/// `BindingContext`, a view model. In the recorder's serialized suite, since an inspector is
/// attached for the process.
extension InspectorRecorderTests {
  @Test func drawsATwoWayBindingBetweenARelayAndATextFieldsText() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let username = BehaviorRelay(value: "ada")
    let field = TextField()
    let line = #line + 1
    let binding = username <=> field.rx.text ?? ""
    defer { binding.dispose() }
    field.type("b")
    let snapshot = inspector.snapshot()

    let text = try #require(snapshot.nodes.first { $0.name == "TextField.text" })
    #expect(text.kind == .control)
    #expect(text.site == "InspectorRecorderTests+Bindings.swift:\(line)")
    let bindings = snapshot.nodes.filter { $0.name == "<=>" }
    #expect(bindings.count == 2)
    #expect(bindings.allSatisfy { $0.kind == .binding && $0.site == text.site })
    let relay = try #require(snapshot.nodes.first { $0.name == "BehaviorRelay" })
    // username → <=> → TextField.text, and TextField.text → ... → <=> → username.
    let toField = try #require(bindings.first { edge(snapshot, from: relay, to: $0) })
    #expect(edge(snapshot, from: toField, to: text))
    let toModel = try #require(bindings.first { edge(snapshot, from: $0, to: relay) })
    #expect(reaches(snapshot, from: text, to: toModel))
    #expect(username.value == "adab")
    #expect(values(snapshot, relay).last == "adab")
  }

  @Test func drawsOneWayBindingsIntoAControlsPropertiesAndFromItsEvents() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let canSave = BehaviorRelay(value: false)
    let title = BehaviorRelay<String?>(value: "Save")
    let button = Button()
    let label = Label()
    var taps = 0
    let bag = DisposeBag()
    (canSave => button.rx.isEnabled).disposed(by: bag)
    (title => label.rx.text).disposed(by: bag)
    (button.rx.tap => { taps += 1 }).disposed(by: bag)
    canSave.accept(true)
    button.tap()
    let snapshot = inspector.snapshot()

    let enabled = try #require(snapshot.nodes.first { $0.name == "Button.isEnabled" })
    let text = try #require(snapshot.nodes.first { $0.name == "Label.text" })
    #expect(enabled.kind == .control && text.kind == .control)
    #expect(enabled.liveSubscriptions == 1)
    let bindings = snapshot.nodes.filter { $0.name == "=>" }
    #expect(bindings.count == 3)
    #expect(bindings.contains { edge(snapshot, from: $0, to: enabled) })
    #expect(bindings.contains { edge(snapshot, from: $0, to: text) })
    let states = snapshot.nodes.filter { $0.kind == .state }
    #expect(states.count == 2)
    #expect(states.allSatisfy { state in bindings.contains { edge(snapshot, from: state, to: $0) } })
    // The tap's binding calls a closure: it sets no control, and is fed by the button's events.
    let tap = try #require(bindings.first { binding in !snapshot.edges.contains { $0.from == binding.id } })
    #expect(!snapshot.edges.filter { $0.to == tap.id }.isEmpty)
    #expect(taps == 1)
  }

  @Test func aControlLeavesThePictureWithItsBinding() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let text = BehaviorRelay<String?>(value: "a")
    let label = Label()
    let binding = text => label.rx.text
    binding.dispose()
    let snapshot = inspector.snapshot()

    let control = try #require(snapshot.nodes.first { $0.name == "Label.text" })
    #expect(control.liveSubscriptions == 0)
    #expect(InspectorPage(snapshot).groups.groupOf[control.id] == OwnerGroups.disposed)
  }

  @Test func foldsABindingContextsBindingsUnderItsType() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let name = BehaviorRelay(value: "")
    // The bag is made here, not by the screen: only the context's report names its holder.
    let bagLine = #line + 1
    let screen = InspectedScreen(name: name, bag: DisposeBag())
    name.accept("ada")
    let snapshot = inspector.snapshot()
    let owner = "InspectedScreen InspectorRecorderTests+Bindings.swift:\(bagLine)"

    // The three bindings' subscriptions; the text field's own subscription to its events,
    // inside the binding, is the control's.
    let bindingSubscriptions = snapshot.subscriptions.filter { subscription in
      snapshot.nodes.contains { $0.id == subscription.node && $0.kind == .binding }
    }
    #expect(bindingSubscriptions.count == 3)
    #expect(bindingSubscriptions.allSatisfy { $0.owner?.label == owner })
    let groups = InspectorPage(snapshot).groups
    let members = Set(groups.members[owner] ?? [])
    let controls = snapshot.nodes.filter { $0.kind == .control }.map(\.id)
    let bindings = snapshot.nodes.filter { $0.kind == .binding }.map(\.id)
    #expect(controls.count == 2 && bindings.count == 3)
    #expect(members.isSuperset(of: controls + bindings))
    #expect(screen.field.text == "ada")
  }

  @Test func aClickedContextDrawsItsBindingsAndControlsBeforeItsOperators() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let names = (0..<3).map { BehaviorRelay(value: "\($0)") }
    let bag = DisposeBag()
    let screens = names.map { InspectedScreen(name: $0, bag: bag) }
    let snapshot = inspector.snapshot()
    let owner = try #require(snapshot.subscriptions.first { $0.owner != nil }?.owner?.label)
    let page = InspectorPage(snapshot, unfolded: [owner])
    let state = page.state(snapshot, changed: [], sequence: 1)
    withExtendedLifetime(screens) {}

    // 3 screens: 9 bindings, 6 controls, more than a group draws, and their operators.
    let members = page.groups.members[owner] ?? []
    #expect(members.count > InspectorPage.mostNodesPerGroup)
    let ends = snapshot.nodes.filter { $0.kind == .binding || $0.kind == .control }
    #expect(ends.count > InspectorPage.mostNodesPerGroup)
    // (The text fields' own subjects, and their subscriptions inside the controls, stand apart.)
    let drawn = snapshot.nodes.filter { node in
      members.contains(node.id)
        && page.labels[node.id].map { state.graph.contains("data-node=\"\(XMLText.escape($0))\"") } ?? false
    }
    #expect(drawn.count == InspectorPage.mostNodesPerGroup)
    #expect(drawn.allSatisfy { $0.kind == .binding || $0.kind == .control })
  }

  @Test func foldsAViewModelsChainsUnderTheTypeThatMadeItsBag() throws {
    let inspector = Inspector.recordOnThisThread()
    defer { inspector.detach() }
    let model = InspectedViewModel()
    model.count = 2
    let snapshot = inspector.snapshot()
    let owner = "InspectedViewModel InspectorRecorderTests+Bindings.swift:\(InspectedViewModel.bagLine)"

    let subscription = try #require(snapshot.subscriptions.first)
    #expect(subscription.owner?.label == owner)
    let map = try #require(snapshot.nodes.first { $0.name == "map" })
    #expect(InspectorPage(snapshot).groups.groupOf[map.id] == owner)
    #expect(model.doubled.value == 4)
  }

  @Test func aBagMadeByAFunctionThatIsNoInitKeepsItsTypesName() {
    #expect(Place(site: "A.swift:3", function: "Screen.init(model: Model)").initializedType == "Screen")
    #expect(Place(site: "A.swift:3", function: "M.Screen.init(model: M.Model)").initializedType == "Screen")
    #expect(
      Place(
        site: "A.swift:3", function: "variable initialization expression of M.Model.disposeBag : B.DisposeBag"
      )
      .initializedType == "Model")
    #expect(Place(site: "A.swift:3", function: "closure #1 in M.Model.init()").initializedType == "Model")
    #expect(Place(site: "A.swift:3", function: "M.(Model in _5F3A).init()").initializedType == "Model")
    #expect(Place(site: "A.swift:3", function: "M.Tests.someTest()").initializedType == nil)
    #expect(Place(site: "A.swift:3", function: "M.main()").initializedType == nil)
    #expect(Place(site: "A.swift:3", function: "makeBag()").initializedType == nil)
    #expect(Place(site: "A.swift:3", function: nil).initializedType == nil)
  }

  /// Whether `snapshot` has an edge from `from` to `to`.
  func edge(_ snapshot: InspectorSnapshot, from: InspectedNode, to: InspectedNode) -> Bool {
    snapshot.edges.contains(InspectedEdge(from: from.id, to: to.id))
  }

  /// Whether a path of edges leads from `from` to `to`.
  func reaches(_ snapshot: InspectorSnapshot, from: InspectedNode, to: InspectedNode) -> Bool {
    var seen: Set<Int> = [from.id]
    var pending = [from.id]
    while let node = pending.popLast() {
      for edge in snapshot.edges where edge.from == node && seen.insert(edge.to).inserted {
        pending.append(edge.to)
      }
    }
    return seen.contains(to.id)
  }
}

/// A screen whose bindings are made in `binding { }`, its bag given to it.
private final class InspectedScreen: BindingContext {
  let disposeBag: DisposeBag
  let field = TextField()
  let label = Label()

  init(name: BehaviorRelay<String>, bag: DisposeBag) {
    disposeBag = bag
    binding {
      name <=> field.rx.text ?? ""
      name => label.rx.text
    }
  }
}

/// A view model with a bag of its own and a chain in it.
private final class InspectedViewModel {
  static let bagLine = #line + 2
  @Mutable var count = 0
  private let disposeBag = DisposeBag()
  let doubled = BehaviorRelay(value: 0)

  init() {
    $count.map { $0 * 2 }.bind(to: doubled).disposed(by: disposeBag)
  }
}
