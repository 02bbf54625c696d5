/// A statement of the bind language, with the source range it was parsed from.
public struct Statement: Sendable, Equatable {
  /// What the statement is.
  public indirect enum Kind: Sendable, Equatable {
    /// `bindable isLoading = false`, `mutable password: String = ""`,
    /// `published score = 0`
    case state(StateKind, name: Name, type: TypeAnnotation?, initial: Expression)
    /// `action showAlert(String)`, `action dismiss`
    case action(name: Name, payload: TypeAnnotation?)
    /// `let canLogin = combineLatest(username, password) { ... }`
    case letDeclaration(name: Name, value: Expression)
    /// `cold ticks = marbles("-1-2|")`: a stream that is not shared, each subscriber
    /// subscribing to it on its own.
    case coldDeclaration(name: Name, value: Expression)
    /// `view login { textField user; button submit }`
    case view(name: Name, controls: [ControlDeclaration])
    /// `binding loginScreen { ... }`: a binding context; its bindings live until disposed.
    case binding(name: Name, body: [Statement])
    /// `dispose loginScreen`
    case dispose(name: Name)
    /// `source => target`
    case bind(source: Expression, target: Expression)
    /// `model <=> control`
    case bindTwoWay(model: Expression, control: Expression)
    /// `username = "alice"`, `login.user.text = "alice"` (as if the user typed it)
    case assignment(target: Expression, value: Expression)
    /// A call or other expression run for its effect: `showAlert("Hi")`,
    /// `login.submit.tap()`, `print(x)`.
    case expression(Expression)
    /// `expect condition`
    case expect(Expression)
    /// `expect results "-a--b|" a=1 b=2`: the recorded history of `subject` must match.
    case expectMarbles(subject: Expression, marbles: String, values: [MarbleValue])
    /// `advance 500ms`: moves virtual time.
    case advance(Expression)
    /// `if condition { ... } else { ... }`
    case ifStatement(condition: Expression, then: [Statement], else: [Statement]?)
    /// `for item in items { ... }`
    case forLoop(variable: Name, sequence: Expression, body: [Statement])
    /// `:help binding`, `:trace off`: a meta command and its words.
    case meta(command: String, arguments: [String])
  }

  /// What the statement is.
  public var kind: Kind
  /// Where it was written.
  public var range: SourceRange

  /// Creates a statement.
  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// A declared name and where it was written.
public struct Name: Sendable, Equatable {
  /// The identifier.
  public var text: String
  /// Where it was written.
  public var range: SourceRange

  /// Creates a name.
  public init(_ text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// The kinds of state, after the library's property wrappers, Combine and Observation.
public enum StateKind: String, Sendable, Equatable {
  /// One-way state owned by the view model (`@Bindable`): a Driver.
  case bindable
  /// Two-way state (`@Mutable`): a BehaviorRelay.
  case mutable
  /// Combine's `@Published`: subscribers run before the new value is stored.
  case published
  /// Observation's `@Observable`, through `Observable.observing`: stored at once; subscribers
  /// are told after the statement (or timer) that changed it, once, with the latest value.
  case observed
}

/// A control inside a `view` block: `textField user`.
public struct ControlDeclaration: Sendable, Equatable {
  /// The control's kind as written: `textField`, `label`, `button`, `switch`, `slider`,
  /// `spinner`, `list`.
  public var kind: Name
  /// The control's name within the view.
  public var name: Name

  /// Creates a control declaration.
  public init(kind: Name, name: Name) {
    self.kind = kind
    self.name = name
  }
}

/// `a=1` after a marble string: the value a marble character stands for.
public struct MarbleValue: Sendable, Equatable {
  /// The character in the marble string.
  public var character: Character
  /// Its value.
  public var value: Expression

  /// Creates a marble value.
  public init(character: Character, value: Expression) {
    self.character = character
    self.value = value
  }
}

/// A written type: `String`, `Int?`, `[String]`.
public struct TypeAnnotation: Sendable, Equatable {
  /// The shape of the type.
  public indirect enum Kind: Sendable, Equatable {
    /// `Int`, `Double`, `Bool`, `String`, `Void`
    case named(String)
    /// `T?`
    case optional(TypeAnnotation)
    /// `[T]`
    case array(TypeAnnotation)
  }

  /// The shape of the type.
  public var kind: Kind
  /// Where it was written.
  public var range: SourceRange

  /// Creates a type annotation.
  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}
