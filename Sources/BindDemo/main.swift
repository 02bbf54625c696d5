import BindingCore

// A tour of what the reactive core does that RxSwift and Combine do not: each section
// prints what happens as it happens.

func section(_ title: String) {
  print("\n== \(title)")
}

let disposeBag = DisposeBag()

section("A diamond stays glitch-free")
let celsius = BehaviorRelay(value: 20)
let fahrenheit = celsius.map { $0 * 9 / 5 + 32 }
let kelvin = celsius.map { $0 + 273 }
Observable.combineLatest(fahrenheit, kelvin) { "\($0)°F = \($1)K" }
  .subscribe(onNext: { print("  reading:", $0) })
  .disposed(by: disposeBag)
print("› celsius.accept(100)")
celsius.accept(100)
print("  (one reading per change: never 212°F next to the old 293K)")

section("A transaction groups changes")
let first = BehaviorRelay(value: "Ada")
let last = BehaviorRelay(value: "Lovelace")
Observable.combineLatest(first, last) { "\($0) \($1)" }
  .subscribe(onNext: { print("  full name:", $0) })
  .disposed(by: disposeBag)
print("› transaction { first.accept(\"Grace\"); last.accept(\"Hopper\") }")
transaction {
  first.accept("Grace")
  last.accept("Hopper")
}

section("Re-entrant changes wait for the current propagation")
let counter = BehaviorRelay(value: 0)
counter.subscribe(onNext: { value in
  print("  first subscriber sees", value)
  if value == 1 { counter.accept(2) }
}).disposed(by: disposeBag)
counter.subscribe(onNext: { print("  second subscriber sees", $0) }).disposed(by: disposeBag)
print("› counter.accept(1)   (the first subscriber answers by accepting 2)")
counter.accept(1)

section("Deep chains do not overflow the stack")
let seed = BehaviorRelay(value: 0)
var chain = seed.asObservable()
for _ in 0..<100_000 { chain = chain.map { $0 + 1 } }
var end = 0
let deep = chain.subscribe(onNext: { end = $0 })
seed.accept(1)
print("  100,000 maps: 1 became \(end)")
deep.dispose()

section("Virtual time")
let scheduler = VirtualTimeScheduler(resolution: 0.001)
for delay in [300, 100, 200] {
  _ = scheduler.scheduleRelative((), dueTime: .milliseconds(delay)) { _ in
    print("  timer of \(delay) ms fired at t=\(scheduler.clock) ms")
    return Disposables.create()
  }
}
print("› advance to 250 ms")
scheduler.advanceTo(250)
print("› advance to 500 ms")
scheduler.advanceTo(500)
