import BindingTest
import BindingTestExpectations
import Testing

@Suite(.checksResources) struct BindingBuilderTests {
  @Test func collectsEveryStatementInOrder() {
    let context = Context()
    context.binding {
      context.marker(1)
      context.marker(2)
      context.marker(3)
    }
    #expect(context.disposeOrder() == [1, 2, 3])
  }

  @Test(arguments: [true, false])
  func ifWithoutElse(condition: Bool) {
    let context = Context()
    context.binding {
      context.marker(1)
      if condition { context.marker(2) }
      context.marker(3)
    }
    #expect(context.disposeOrder() == (condition ? [1, 2, 3] : [1, 3]))
  }

  @Test(arguments: [true, false])
  func ifElse(condition: Bool) {
    let context = Context()
    context.binding {
      if condition {
        context.marker(1)
        context.marker(2)
      } else {
        context.marker(3)
      }
    }
    #expect(context.disposeOrder() == (condition ? [1, 2] : [3]))
  }

  @Test(arguments: [0, 1, 2])
  func switchStatement(choice: Int) {
    let context = Context()
    context.binding {
      switch choice {
      case 0: context.marker(10)
      case 1:
        context.marker(11)
        context.marker(12)
      default: context.marker(13)
      }
    }
    #expect(context.disposeOrder() == [[10], [11, 12], [13]][choice])
  }

  @Test func forLoop() {
    let context = Context()
    context.binding {
      context.marker(0)
      for index in 1...3 { context.marker(index) }
    }
    #expect(context.disposeOrder() == [0, 1, 2, 3])
  }

  @Test func optionalAndArrayResults() {
    let context = Context()
    let none: Disposable? = nil
    context.binding {
      none
      Optional(context.marker(1))
      [context.marker(2), context.marker(3)]
    }
    #expect(context.disposeOrder() == [1, 2, 3])
  }

  @Test func emptyBlockAddsNothing() {
    let context = Context()
    context.binding {}
    #expect(context.disposeOrder().isEmpty)
  }

  @Test func bindingsOfTheBlockEndWithTheBag() {
    let label = Label()
    let name = BehaviorRelay(value: "a")
    var context: Context? = Context()
    context!.binding {
      name => label.rx.text
    }
    context = nil
    name.accept("b")
    #expect(label.text == "a")
  }
}

private final class Context: BindingContext {
  let disposeBag = DisposeBag()
  private var disposed: [Int] = []

  func marker(_ id: Int) -> Disposable {
    Disposables.create { self.disposed.append(id) }
  }

  func disposeOrder() -> [Int] {
    disposeBag.dispose()
    return disposed
  }
}
