import Binding
import BindingTest
import BindingTestExpectations
import Testing

private struct User {
  var name: String
  var followers: Int
}

private final class ProfileView: ReactiveCompatible {
  var title = ""
  var subtitle: String?
}

@Suite(.checksResources) struct KeyPathBindingTests {
  @Test func bindsAPropertyOfEachValueToATargetProperty() {
    let user = BehaviorRelay(value: User(name: "Ada", followers: 3))
    let view = ProfileView()
    let binding = user.bind(\.name, to: view, \.title)
    #expect(view.title == "Ada")
    user.accept(User(name: "Grace", followers: 5))
    #expect(view.title == "Grace")
    binding.dispose()
  }

  @Test func bindsToAnOptionalTargetWithATransform() {
    let user = BehaviorRelay(value: User(name: "Ada", followers: 3))
    let view = ProfileView()
    let binding = user.bind(\.followers, to: view, \.subtitle, transform: { "\($0) followers" })
    #expect(view.subtitle == "3 followers")
    binding.dispose()
  }

  @Test func holdsTheTargetWeaklyAndEndsWhenItIsGone() {
    let user = BehaviorRelay(value: User(name: "Ada", followers: 3))
    var view: ProfileView? = ProfileView()
    weak let weakView = view
    let binding = user.bind(\.name, to: view!, \.title)
    view = nil
    #expect(weakView == nil)
    user.accept(User(name: "Grace", followers: 5))
    #expect((binding as? Cancelable)?.isDisposed == true)
  }

  @Test func rxKeyPathGivesABinderForAnyProperty() {
    let scheduler = TestScheduler()
    SharingScheduler.mock(scheduler: scheduler) {
      let view = ProfileView()
      let title = PublishRelay<String>()
      let binding = title => view.rx.title
      title.accept("Hello")
      #expect(view.title == "")
      scheduler.start()
      #expect(view.title == "Hello")
      binding.dispose()
    }
  }

  @Test func bindAndFireReplaysWhileBindChangesDoesNot() {
    let count = BehaviorRelay(value: 1)
    var fired: [Int] = [], changes: [Int] = []
    let a = count.bindAndFire { fired.append($0) }
    let b = count.bindChanges { changes.append($0) }
    count.accept(2)
    #expect(fired == [1, 2])
    #expect(changes == [2])
    a.dispose()
    b.dispose()
  }
}

@Suite(.checksResources) struct BinderMainThreadTests {
  private final class Banner: ReactiveCompatible {
    var text = ""
  }

  @Test @MainActor func driverFeedsABinderAtOnceOnTheMainThread() {
    let banner = Banner()
    let relay = BehaviorRelay(value: "first")
    let binding = relay.asDriver() => banner.rx.text
    #expect(banner.text == "first")
    relay.accept("second")
    #expect(banner.text == "second")
    binding.dispose()
  }
}

@Suite(.checksResources) struct DisposeBagInsertTests {
  @Test func variadicInsertKeepsEveryDisposable() {
    var disposed = 0
    var bag: DisposeBag? = DisposeBag()
    bag?.insert(
      Disposables.create { disposed += 1 }, Disposables.create { disposed += 1 },
      Disposables.create { disposed += 1 })
    bag = nil
    #expect(disposed == 3)
  }
}
