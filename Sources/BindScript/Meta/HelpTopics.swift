/// The text of `:help` and its topics: enough for a newcomer to learn the language.
enum HelpTopics {
  static let names = [
    "declarations", "bindings", "operators", "sharing", "controls", "time", "expect", "meta", "shell",
    "play",
  ]

  static let overview = """
    bind explores reactive bindings in a small Swift-like language. Declare state, derive
    values with Rx operators, bind them to stand-in controls, change things and watch each
    change propagate, in virtual time.

      mutable name = ""
      let greeting = name.map { "Hello, \\($0)!" }
      view screen { textField field; label title }
      name <=> screen.field.text ?? ""
      greeting => screen.title.text
      screen.field.text = "Ada"       # as if the user typed it

    Topics (`:help TOPIC`): declarations, bindings, operators, sharing, controls, time, expect,
    meta, shell, play. `:help OPERATOR` (`:help debounce`, `:help takeWhile`) draws that operator's
    marble diagram.
    """

  static func text(_ topic: String) -> String? {
    switch topic {
    case "declarations": return declarations
    case "bindings": return bindings
    case "operators": return operators
    case "sharing", "cold": return sharing
    case "controls": return controls
    case "time": return time
    case "expect": return expect
    case "meta": return meta
    case "shell": return shell
    case "play": return play
    default:
      guard let op = StreamOperator(rawValue: topic) else { return nil }
      let usages = op.usages.map { "  stream.\($0)" }.joined(separator: "\n")
      return "\(op.rawValue): \(op.summary)\n\n\(usages)\n\nAll the operators: :help operators"
    }
  }

  private static let declarations = """
    Declarations name state, actions, derived values, views and binding contexts.

      bindable isLoading = false      # one-way state (a Driver): set it, bind it with =>
      mutable  username = ""          # two-way state: may also be bound with <=>
      published score = 0             # @Published: subscribers run before the value is stored
      observed  level = 0             # @Observable: stored at once, subscribers told after the
                                      # statement, once for all its changes
      mutable  nickname: String? = nil  # a type is needed when the value does not tell
      action   showAlert(String)      # a one-shot event: dispatch it with showAlert("Hi")
      action   dismiss                # an event without a payload: dismiss()
      let total = price * quantity    # follows price and quantity: a derived value
      let limit = 10                  # a plain value: a constant
      let taps = marbles("-a-a|")     # a stream of events: every event is kept, equal or not
      cold ticks = marbles("-1-2|")   # a stream that is not shared: each subscriber runs it
                                      # on its own, and :marbles draws each run as a lane,
                                      # ticks sub 1, ticks sub 2 (see :help share)

    A `let` of values (of state, controls, other such lets) keeps only changes: a value equal
    to the one before is not passed on. A `let` of a marbles(...) diagram, and every `let`
    that follows one, keeps every event, equal or not, as RxSwift does: `-a-a|` is two taps.

    Types: Int, Double, Bool, String, optionals (T?), arrays ([T]). Int and Double do not mix:
    convert with Double(n) or Int(x). Assign state with `name = value`.
    """

  private static let sharing = """
    A `let` is shared: it subscribes once, when declared, and all its users get that one
    subscription's values. A `cold` stream is not: each subscriber runs it on its own, and
    :marbles draws each run as a lane of its own, `ticks sub 1`, `ticks sub 2`.

      cold ticks = marbles("-a-b|", a: 1, b: 2)   # nothing runs until someone subscribes
      let one = ticks.map { $0 }                  # ticks sub 1 subscribed
      let two = ticks.map { $0 }                  # ticks sub 2 subscribed

    Sharing one subscription among subscribers, as RxSwift does:

      cold shared = ticks.share()                 # or ticks.publish().refCount(): the first
                                                  # subscriber connects, the others join
      cold hot = ticks.publish()                  # subscribers wait...
      hot.connect()                               # ...until connected by hand

    connect() needs a `let` or `cold` declared as a .publish(); refCount() a published stream.
    `let groups = numbers.groupBy { $0 % 2 }` gives each key as its group opens, and :marbles
    draws one lane per group, groups[1], groups[0], in the order they opened.
    `:help publish`, `:help refCount`, `:help share`, `:help connect`, `:help groupBy` draw each.
    """

  private static let bindings = """
    A binding sends every value of its left side to its right side.

      canLogin => login.submit.isEnabled      # one-way: to a control property
      isLoading => { print("loading: \\($0)") }  # to a closure
      username <=> login.user.text ?? ""      # two-way: model first, never echoed

    The left of => is a state, action, let, control property or event, or a stream made with
    operators. The right is a state, a control property or a closure. <=> needs a `mutable`
    state on the left; `?? default` reads a control's nil as the default.

    Bindings live until :reset, or group them in a context that `dispose` ends:

      binding screen {
        username <=> login.user.text ?? ""
        if showsHint { hint => login.message.text }
      }
      dispose screen
    """

  private static var operators: String {
    let width = StreamOperator.allCases.flatMap(\.usages).map(\.count).max() ?? 0
    let rows = StreamOperator.allCases.flatMap { op in
      let summary = wrap(op.summary, width: max(30, 98 - width))
      return (0..<max(op.usages.count, summary.count)).map { line in
        let usage = line < op.usages.count ? op.usages[line] : ""
        let text = line < summary.count ? summary[line] : ""
        let row = "  " + usage + String(repeating: " ", count: width + 2 - usage.count) + text
        return String(row.reversed().drop { $0 == " " }.reversed())
      }
    }
    return """
      Operators work on anything that changes (state, actions, lets, control events), under
      their Rx names, chained with `.`: `query.debounce(300ms).filter { !$0.isEmpty }`.

      \(rows.joined(separator: "\n"))

      A `let` is shared (one subscription, its latest value replayed); a `cold` stream is
      subscribed once per subscriber. publish() and share() make one subscription of a cold
      stream; hot.connect() (hot declared as a `.publish()`) or refCount() makes it. A `let`
      ending in groupBy draws one lane per group, groups[0], groups[1], beside its own.

      `:help NAME` draws one of them (or a function below) as a marble diagram: `:help
      debounce`, `:help takeWhile` for take(while:), `:help elementAt` for element(at:).

      Functions combine and make streams:

        combineLatest(a, b) { x, y in x + y }   zip(a, b) { x, y in ... }   merge(a, b)
        after(300ms, value)   just(value)   of(1, 2, 3)   fail("message")

      Closures: { $0 + 1 } or { a, b in a + b }; inside, statements may assign state, dispatch
      actions and print; the last expression is the result.
      """
  }

  /// `text` in lines of at most `width` characters, broken between words.
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }

  private static let controls = """
    A view declares stand-in controls; the script acts on them as the user would.

      view login { textField user; button submit; label message }

    kind       properties                    events / user actions
    textField  text: String?, isEnabled      type("abc"), clear()
    label      text: String?
    button     title: String?, isEnabled     tap (event), tap()
    switch     isOn: Bool, isEnabled         toggle()
    slider     value: Double, isEnabled
    spinner    isAnimating: Bool
    list       items: [String], isRefreshing  itemSelected / select(2), refresh / refresh(),
                                              reachedBottom / reachedBottom()
    (every control also has isHidden: Bool)

    `login.user.text = "alice"` is a user change: bindings see it. A binding writing to a
    control is a programmatic change, which the control does not report back. :show VIEW
    draws the view.
    """

  private static let time = """
    Time is virtual and starts at 0ms: timers fire only when you advance the clock.

      mutable query = ""
      let results = query.debounce(300ms).flatMapLatest { q in after(200ms, [q]) }
      query = "rx"
      advance 500ms                   # fires the debounce at 300ms, then `after` at 500ms
      expect results == ["rx"]

    Durations are written 300ms or 2s. Changes set off by timers show their time in the
    trace: `results = ["rx"] (at 500ms)`.
    """

  private static let expect = """
    `expect` checks a condition; a script stops at the first one that fails, showing both
    sides:

      expect login.submit.isEnabled == true
      # expected login.submit.isEnabled == true, but login.submit.isEnabled is false

    `expect NAME "marbles"` compares everything NAME took since it was declared with a marble
    diagram, one character per 100ms from 0ms: a letter or digit is a value, - is nothing,
    (ab) is two values at once (taking one frame), | the end and # a failure. What
    :marbles prints can be pasted after `expect NAME` as it is.

      mutable n = 0
      advance 100ms
      n = 1
      expect n "01"                   # digits stand for Ints, letters for one-letter Strings
      expect n "ab" a=0 b=1           # or give each letter its value
    """

  private static let meta = """
    Meta commands start with `:`.

      :help [topic]      this help
      :help OPERATOR     what an operator does, with its marble diagram (`:help debounce`)
      :list              the declared names, their kinds, types and values
      :graph [dot]       what follows what (as Graphviz with `dot`)
      :graph svg FILE    the graph as a picture (SVG), in layers from sources to targets,
                         each node with its value now (add --no-values for names alone)
      :show VIEW         a mock-up of a view's controls
      :marbles NAME...   the history of names as marble diagrams (100ms a frame; a lane
                         shows its last 24 events and says how many came before)
      :marbles svg FILE [NAME...]   the same as a picture (SVG) on the virtual time axis
      :trace off|changes|full   how much to print after each statement
      :watch NAME...     print each later change of NAME as it happens (`watch NAME`
                         in the shell does the same)
      :load FILE         run a script       :save FILE   save the statements run so far
      :reset             forget everything  :quit        leave

    Play mode (`:help play`): `bind play FILE.bind`, or `:play [FILE]` in the shell.
    """

  private static let play = """
    Play mode drags marbles in a browser, as RxMarbles does, for any chain you write.
    `bind play FILE.bind` runs the script and prints the page's address; `:play` in the
    shell does the same for the statements run so far (`:play FILE` for a file).

    An input is playable when it is a `let` of a marble diagram written as a plain string:

      let clicks = marbles("-a--b---c--|", a: 1, b: 2, c: 3)
      let total = clicks.scan(0) { sum, n in sum + n }
      advance 1500ms

    On the page, in a playable lane: drag a marble along it to move it (100 ms a frame),
    drag it off the lane to remove it, click an empty spot to add the value chosen in the
    lane's menu; the completion and the failure drag too. Each drop rewrites that literal,
    runs the whole script again from the start and shows the new lanes and each expect;
    the terminal prints the edited statement. `:save FILE` writes the edited script.

    The page may only move a literal's marbles and choose among the values it names; a
    marbles(...) inside a larger expression is not playable (give it a `let`). An input lane
    reads as its literal: each marble shows the literal's own letter, and a value keeps its
    colour across edits.
    A marbles(...) input and every `let` that follows it keep every event, equal or not
    (`-a-a|` draws two marbles); a `let` of values keeps only changes.
    """

  private static let shell = """
    Keys at the prompt:

      Enter      run the entry; an open bracket, brace or string asks for more on `...>`
      Ctrl-C     discard the entry being typed; twice on an empty prompt: leave;
                 while a statement runs: stop it
      Ctrl-D     on an empty prompt: leave; on a `...>` line: discard the entry;
                 on a line with text: delete the character under the cursor
      Ctrl-\\     leave at once (the history is kept)
      Up, Ctrl-R the history (~/.bind_history, written after each entry)
      Tab        complete names, members, operators, meta commands, file names after
                 :load, :save, :graph svg, :marbles svg, topics after :help

    Declaring a name again replaces it, as in ghci: what you type afterwards sees the new
    one; bindings made before keep the old one, which shows as `total#1`.

      let total = price + count
      # total redefined; 1 binding still uses the earlier total, shown as total#1

    In a script file, declaring a name twice is an error.
    """
}
