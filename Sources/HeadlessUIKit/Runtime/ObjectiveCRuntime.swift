import Foundation

/// The Objective-C runtime's tables that Swift on Linux lacks: methods by selector, classes by
/// name with the initializer UIKit calls, and inspectable properties by key path.
///
/// On iOS the runtime knows every `@objc` method, class and property by itself. On Linux they
/// are registered: the `uikit-sources` transform (through the `UIKitSourcesPlugin` build
/// plugin) generates a `registerUIKitRuntime()` that registers everything a target declares,
/// and code may register by hand with the same functions. Selectors are looked up on the
/// object's class and then its superclasses, as the runtime does; a subclass's override is
/// reached through the superclass's entry, since the entry calls the method dynamically.
///
/// This type is a HeadlessUIKit addition.
@preconcurrency @MainActor
public enum ObjectiveCRuntime {
  /// Performs a registered method on an object with its arguments.
  typealias Method = @MainActor (AnyObject, ObjectiveCArguments) -> Any?

  /// A registered class: its Objective-C name and how UIKit makes one.
  struct RegisteredClass {
    var type: AnyClass
    var objectiveCName: String
    var maker: Maker?
  }

  /// How UIKit makes an instance of a class it is given.
  enum Maker {
    case frame(@MainActor (CGRect) -> AnyObject)
    case tableCell(@MainActor (UITableViewCell.CellStyle, String?) -> AnyObject)
    case headerFooter(@MainActor (String?) -> AnyObject)
    case nibName(@MainActor (String?, Bundle?) -> AnyObject)
    case plain(@MainActor () -> AnyObject)
  }

  static var methods: [ObjectIdentifier: [String: Method]] = [:]
  static var classes: [ObjectIdentifier: RegisteredClass] = [:]
  static var classesByName: [String: AnyClass] = [:]
  static var inspectables: [ObjectIdentifier: [String: @MainActor (AnyObject, Any) -> Bool]] = [:]

  /// Registers a method under its selector for a class (and its subclasses).
  ///
  ///     ObjectiveCRuntime.registerMethod("tapped:", of: ViewController.self) {
  ///       ObjectiveCRuntime.result($0.tapped($1.argument(0)))
  ///     }
  ///
  /// - Parameters:
  ///   - selector: The Objective-C selector, one colon per argument.
  ///   - owner: The class that declares the method.
  ///   - method: Calls the method on an instance with the arguments, and returns its result.
  public static func registerMethod<Owner: AnyObject>(
    _ selector: String, of owner: Owner.Type,
    _ method: @escaping @MainActor (Owner, ObjectiveCArguments) -> Any?
  ) {
    methods[ObjectIdentifier(owner), default: [:]][selector] = { object, arguments in
      // The table is looked up by the object's class chain, so the cast holds.
      guard let target = object as? Owner else {
        preconditionFailure("\(type(of: object)) is not a \(Owner.self) (selector \(selector))")
      }
      return method(target, arguments)
    }
  }

  /// A method's result as the runtime returns it: `nil` for `Void`.
  public static func result<Value>(_ value: Value) -> Any? {
    value is Void ? nil : value
  }

  /// Registers a class by its Objective-C name (`Module.Class`) and Swift name, without a
  /// maker: UIKit cannot make it from the class alone.
  public static func registerClass<Type: AnyObject>(
    _ type: Type.Type, objectiveCName: String
  ) {
    add(type, objectiveCName: objectiveCName, maker: nil)
  }

  /// Registers a view or collection cell class with its `init(frame:)`.
  public static func registerClass<View: UIView>(
    _ type: View.Type, objectiveCName: String, make: @escaping @MainActor (CGRect) -> View
  ) {
    add(type, objectiveCName: objectiveCName, maker: .frame(make))
  }

  /// Registers a table cell class with its `init(style:reuseIdentifier:)`.
  public static func registerClass<Cell: UITableViewCell>(
    _ type: Cell.Type, objectiveCName: String,
    make: @escaping @MainActor (UITableViewCell.CellStyle, String?) -> Cell
  ) {
    add(type, objectiveCName: objectiveCName, maker: .tableCell(make))
  }

  /// Registers a table header-footer view class with its `init(reuseIdentifier:)`.
  public static func registerClass<View: UITableViewHeaderFooterView>(
    _ type: View.Type, objectiveCName: String, make: @escaping @MainActor (String?) -> View
  ) {
    add(type, objectiveCName: objectiveCName, maker: .headerFooter(make))
  }

  /// Registers a view-controller class with its `init(nibName:bundle:)`.
  public static func registerClass<Controller: UIViewController>(
    _ type: Controller.Type, objectiveCName: String,
    make: @escaping @MainActor (String?, Bundle?) -> Controller
  ) {
    add(type, objectiveCName: objectiveCName, maker: .nibName(make))
  }

  /// Registers a class made with `init()` (layouts, layout attributes, other objects).
  public static func registerClass<Type: AnyObject>(
    _ type: Type.Type, objectiveCName: String, make: @escaping @MainActor () -> Type
  ) {
    add(type, objectiveCName: objectiveCName, maker: .plain(make))
  }

  static func add(_ type: AnyClass, objectiveCName: String, maker: Maker?) {
    classes[ObjectIdentifier(type)] = RegisteredClass(
      type: type, objectiveCName: objectiveCName, maker: maker)
    classesByName[objectiveCName] = type
    classesByName[String(describing: type)] = type
    ClassNames.shared.add(type, name: objectiveCName)
  }

  /// Registers an inspectable property: a user-defined runtime attribute of a document sets it
  /// through `keyPath` when the attribute's value has the property's type.
  public static func registerInspectable<Owner: AnyObject, Value>(
    _ name: String, of owner: Owner.Type, _ keyPath: ReferenceWritableKeyPath<Owner, Value>
  ) {
    inspectables[ObjectIdentifier(owner), default: [:]][name] = { object, value in
      guard let object = object as? Owner,
        let typed = InspectableValue.convert(value, to: Value.self)
      else { return false }
      object[keyPath: keyPath] = typed
      return true
    }
  }

  /// Forgets every registration (for tests).
  public static func removeAll() {
    methods = [:]
    classes = [:]
    classesByName = [:]
    inspectables = [:]
    ClassNames.shared.removeAll()
  }

  /// The method an object performs for a selector: its class's, or the nearest superclass's.
  static func method(_ selector: String, for object: AnyObject) -> Method? {
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      if let method = methods[ObjectIdentifier(current)]?[selector] { return method }
      type = _getSuperclass(current)
    }
    return nil
  }

  /// The registration of a class, or `nil`.
  static func registration(of type: AnyClass) -> RegisteredClass? {
    classes[ObjectIdentifier(type)]
  }

  /// Sets an inspectable property registered for the object's class or a superclass.
  static func setInspectable(_ name: String, of object: AnyObject, to value: Any) -> Bool {
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      if let setter = inspectables[ObjectIdentifier(current)]?[name] {
        return setter(object, value)
      }
      type = _getSuperclass(current)
    }
    return false
  }

  /// Performs a selector on an object, or returns `nil` without calling anything when the
  /// object's class chain registered no method for it.
  ///
  /// - Returns: `.some(result)` when performed (the result is `nil` for `Void` methods).
  static func perform(_ selector: String, on object: AnyObject, with arguments: [Any?])
    -> Any??
  {
    guard let method = method(selector, for: object) else { return nil }
    return .some(method(object, ObjectiveCArguments(arguments)))
  }
}

/// The arguments a selector is performed with.
///
/// They are the sender and the event for actions, the notification for observers, the timer
/// for timers. This type is a HeadlessUIKit addition.
public struct ObjectiveCArguments {
  let values: [Any?]

  init(_ values: [Any?]) {
    self.values = values
  }

  /// The argument at a position, as the method's parameter type; stops with the selector's
  /// mismatch when it has another type (Objective-C would send the message anyway and fail
  /// later, in the method).
  public func argument<Value>(_ position: Int) -> Value {
    let value: Any? = position < values.count ? values[position] : nil
    // (the value itself, not an optional wrapping it, for `Any` parameters)
    if let value, let typed = value as? Value { return typed }
    if value == nil, let typed = value as? Value { return typed }
    preconditionFailure(
      "argument \(position) of a performed selector is \(value.map { "\(type(of: $0))" } ?? "nil"), "
        + "but the method takes \(Value.self)")
  }
}
