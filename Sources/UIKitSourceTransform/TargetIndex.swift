/// What the scan of a target's files found: the declarations the rewrite and the generated
/// registration need (phase 1 of the transform).
///
/// Type names are qualified by their enclosing types (`Outer.Inner`). Nothing here knows
/// HeadlessUIKit's types: UIKit's own classes are the built-in list ``UIKitClasses``.
public struct TargetIndex: Sendable {
  /// Every class, struct, enum, actor and protocol declared in the target, by qualified name.
  public var types: [String: TypeDeclaration] = [:]
  /// Every method and initializer declared in a type or extension of the target.
  public var methods: [MethodDeclaration] = []
  /// Every stored or computed instance property declared in a type or extension.
  public var properties: [PropertyDeclaration] = []
  /// Every `optional` requirement of an `@objc` protocol.
  public var optionalRequirements: [OptionalRequirement] = []
  /// Every `override` member written in an extension of one of the target's own classes.
  public var extensionOverrides: [ExtensionMember] = []
  /// Every conformance the target declares, on a type or in an extension.
  public var conformances: [Conformance] = []
  /// The methods declared in extensions that the target's classes override.
  var extensionOverridePlan = ExtensionOverridePlan()

  /// Creates an empty index.
  public init() {}

  /// The methods with a base name, in declaration order.
  public func methods(named baseName: String) -> [MethodDeclaration] {
    methods.filter { $0.baseName == baseName }
  }

  /// The superclass of a class: the target's own first inherited class, or a UIKit class.
  public func superclass(of type: String) -> String? {
    if let declaration = types[type] {
      guard declaration.kind == .class, let first = declaration.inherited.first else { return nil }
      if types[first]?.kind == .class || UIKitClasses.superclass[first] != nil
        || first == "NSObject"
      {
        return first
      }
      return types[first] == nil && !first.hasSuffix("Delegate")
        && !first.hasSuffix("DataSource") && !first.hasSuffix("Protocol")
        ? first : nil
    }
    return UIKitClasses.superclass[type]
  }

  /// The chain of classes from `type` up (itself first), through the target and UIKit's list.
  public func ancestry(of type: String) -> [String] {
    var chain: [String] = [type]
    var current = type
    while let next = superclass(of: current), !chain.contains(next) {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// Whether `type` is or descends from `ancestor`.
  public func isKind(_ type: String, of ancestor: String) -> Bool {
    ancestry(of: type).contains(ancestor)
  }
}

/// A type declaration.
public struct TypeDeclaration: Sendable {
  /// What the declaration declares.
  public enum Kind: String, Sendable { case `class`, `struct`, `enum`, `actor`, `protocol` }

  /// The qualified name (`Outer.Inner`).
  public var name: String
  /// The kind.
  public var kind: Kind
  /// The names in the inheritance clause, in order (generic arguments dropped).
  public var inherited: [String]
  /// The file that declares it.
  public var file: String
  /// Whether it has generic parameters (its members cannot be registered by metatype alone).
  public var isGeneric: Bool
  /// Whether it or an enclosing type is `private` or `fileprivate`.
  public var isFilePrivate: Bool
  /// Whether it is marked `@objcMembers`.
  public var isObjCMembers: Bool
  /// Whether it is marked `@objc` (protocols: class-bound implicitly).
  public var isObjC: Bool
  /// The name in `@objc(Name)`, or `nil`: the class's Objective-C name instead of
  /// `Module.Class`.
  public var objectiveCName: String? = nil
  /// The initializers it declares.
  public var initializers: [InitializerSignature]
  /// The `#if` conditions it is declared under, outermost first (empty when unconditional).
  public var conditions: [String]
}

/// The argument labels of a declared initializer and whether it is a convenience initializer.
public struct InitializerSignature: Hashable, Sendable {
  /// The argument labels (`nil` for `_`).
  public var labels: [String?]
  /// Whether it is `convenience`.
  public var isConvenience: Bool
}

/// A method or initializer declared in a type or an extension.
public struct MethodDeclaration: Sendable {
  /// The qualified name of the type (or extended type) that declares it.
  public var owner: String
  /// The base name (`init` for initializers).
  public var baseName: String
  /// The argument labels (`nil` for `_`).
  public var labels: [String?]
  /// The parameter types as written.
  public var parameterTypes: [String]
  /// The Objective-C selector: `@objc(name)`'s, or the one Swift computes.
  public var selector: String
  /// Whether Objective-C can see it: `@objc`, `@IBAction`, `@IBSegueAction`, in an
  /// `@objcMembers` class or an `@objc` extension.
  public var isObjC: Bool
  /// Whether it is `@IBAction`.
  public var isAction: Bool
  /// Whether it is `static` or `class`.
  public var isStatic: Bool
  /// Whether it throws.
  public var isThrowing: Bool
  /// Whether it is `async`.
  public var isAsync: Bool
  /// Whether it is an `override`.
  public var isOverride: Bool
  /// Whether it is declared in an extension.
  public var inExtension: Bool
  /// Where it is declared.
  public var location: SourceLocation
  /// The `#if` conditions it is declared under, outermost first.
  public var conditions: [String]
}

/// A property declared in a type or an extension.
public struct PropertyDeclaration: Sendable {
  /// The qualified name of the declaring (or extended) type.
  public var owner: String
  /// The property's name.
  public var name: String
  /// The type as written (empty when inferred).
  public var type: String
  /// The getter's selector (`@objc(name)` honoured).
  public var getterSelector: String
  /// Whether it is an `@IBOutlet`.
  public var isOutlet: Bool
  /// Whether it is an `@IBInspectable`.
  public var isInspectable: Bool
  /// Whether it is `dynamic` (observable through key-value observing on iOS).
  public var isDynamic: Bool
  /// Whether it is `@objc` (explicitly or through `@objcMembers`).
  public var isObjC: Bool
  /// Whether it is `static` or `class`.
  public var isStatic: Bool
  /// Whether it overrides a superclass's property (`override var`).
  public var isOverride: Bool = false
  /// Whether it is a constant (`let`).
  public var isConstant: Bool
  /// Where it is declared.
  public var location: SourceLocation
  /// The `#if` conditions it is declared under, outermost first.
  public var conditions: [String]
}

/// An `optional` requirement of an `@objc` protocol.
public struct OptionalRequirement: Sendable {
  /// The protocol.
  public var protocolName: String
  /// The requirement's base name.
  public var baseName: String
  /// The argument labels (`nil` for `_`), or `nil` for a property requirement.
  public var labels: [String?]?
  /// The parameter types as written (methods).
  public var parameterTypes: [String]
  /// The requirement's text without `@objc` and `optional`, as it goes in the generated
  /// protocol.
  public var declaration: String
  /// The name of the generated protocol that declares it alone (from the protocol's name and
  /// the requirement's selector).
  public var generatedProtocol: String
  /// The protocol-extension method that calls it when implemented, with `PROTOCOL` for the
  /// generated protocol's name (`nil` for properties and methods it cannot wrap).
  public var wrapper: String?
  /// The access level written on the protocol (`public `, or empty).
  public var access: String
  /// Where it is declared.
  public var location: SourceLocation
}

extension OptionalRequirement {
  /// The name of the protocol-extension method that calls the requirement when implemented.
  public var wrapperName: String { "_uikitOptional_" + baseName }

  /// The wrapper's text, calling through the generated protocol.
  var wrapperText: String? {
    wrapper?.replacing("PROTOCOL", with: generatedProtocol)
  }
}

/// A member written in an extension that carries `override`.
public struct ExtensionMember: Sendable {
  /// The extended type.
  public var owner: String
  /// Where the member starts (after its leading trivia).
  public var location: SourceLocation
  /// The UTF-8 offsets of the member's text in its file.
  public var range: Range<Int>
}

/// A conformance a type declares (in its declaration or an extension).
public struct Conformance: Sendable {
  /// The conforming type.
  public var type: String
  /// The protocol (or superclass) name.
  public var name: String
  /// The file that declares it.
  public var file: String
}

/// A place in a source file.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's path, as given to the transform.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}
