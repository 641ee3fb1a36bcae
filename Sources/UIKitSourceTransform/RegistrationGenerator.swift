/// Writes the code that registers a target's classes, selectors, outlets and inspectable
/// properties with HeadlessUIKit's runtime tables (phase 3 of the transform).
///
/// Registration of a file's declarations is appended to that file's copy, in an extension of
/// each type, so that `private` methods and outlets are reachable as they are from the type's
/// own code. One generated file, `UIKitRuntimeRegistration.swift`, calls every file's part from
/// `registerUIKitRuntime()`.
struct RegistrationGenerator {
  let index: TargetIndex
  let moduleName: String

  /// A file's registration code, the name of the function that runs it, and the generated
  /// protocols and conformances of optional requirements that belong in the file.
  func fileCode(path: String, number: Int) -> (code: String, function: String?) {
    var byOwner: [String: [String]] = [:]
    var ownerOrder: [String] = []
    func add(_ owner: String, _ line: String, conditions: [String]) {
      if byOwner[owner] == nil { ownerOrder.append(owner) }
      byOwner[owner, default: []].append(Self.wrapped(line, in: conditions, indent: "    "))
    }
    for type in index.types.values.sorted(by: { $0.name < $1.name })
    where type.file == path && type.kind == .class && registrable(type.name) {
      for line in classLines(type) { add(type.name, line, conditions: []) }
    }
    for method in index.methods where method.location.file == path {
      guard let line = methodLine(method) else { continue }
      add(method.owner, line, conditions: method.conditions)
    }
    for property in index.properties where property.location.file == path {
      guard let line = propertyLine(property) else { continue }
      add(property.owner, line, conditions: property.conditions)
    }
    let observable = observableKeys(path: path, number: number)
    for (owner, line) in observable.lines { add(owner, line, conditions: []) }
    var code = observable.code
    var wrappers: [String: [String]] = [:]
    var protocols: [String] = []
    for requirement in index.optionalRequirements where requirement.location.file == path {
      code +=
        "\(requirement.access)protocol \(requirement.generatedProtocol): AnyObject {\n  "
        + requirement.declaration + "\n}\n"
      if let wrapper = requirement.wrapperText {
        if wrappers[requirement.protocolName] == nil { protocols.append(requirement.protocolName) }
        wrappers[requirement.protocolName, default: []].append("  " + wrapper)
      }
    }
    for name in protocols {
      code += "extension \(name) {\n" + (wrappers[name] ?? []).joined(separator: "\n") + "\n}\n"
    }
    for (type, requirement) in optionalConformances() where conformanceFile(type) == path {
      code += "extension \(type): \(requirement.generatedProtocol) {}\n"
    }
    guard !ownerOrder.isEmpty else { return (code, nil) }
    let function = "_uikitSources_register_\(number)"
    var calls: [String] = []
    for owner in ownerOrder {
      let conditions = index.types[owner]?.conditions ?? []
      let body = (byOwner[owner] ?? []).joined(separator: "\n")
      // (named after the type too: a static method of a superclass's extension would clash)
      let member = function + "_" + owner.replacing(".", with: "_")
      let extensionCode =
        "extension \(owner) {\n  @MainActor static func \(member)() {\n\(body)\n  }\n}"
      code += Self.wrapped(extensionCode, in: conditions, indent: "") + "\n"
      calls.append(Self.wrapped("\(owner).\(member)()", in: conditions, indent: "  "))
    }
    code += "@MainActor func \(function)() {\n" + calls.joined(separator: "\n") + "\n}\n"
    return (code, function)
  }

  /// `line` between `#if` and `#endif` for each condition (none: the line alone, indented).
  static func wrapped(_ line: String, in conditions: [String], indent: String) -> String {
    guard !conditions.isEmpty else {
      return line.split(separator: "\n", omittingEmptySubsequences: false)
        .map { indent + $0 }.joined(separator: "\n")
    }
    let condition = conditions.joined(separator: " && ")
    return "#if \(condition)\n" + wrapped(line, in: [], indent: indent) + "\n#endif"
  }

  /// Whether a type's members can be registered: not generic (nor inside a generic type), not
  /// nested in a file-private type.
  func registrable(_ owner: String) -> Bool {
    var prefix = ""
    for (position, component) in owner.split(separator: ".").enumerated() {
      prefix = position == 0 ? String(component) : prefix + "." + component
      guard let type = index.types[prefix] else { continue }
      if type.isGeneric || type.kind == .protocol { return false }
      if type.isFilePrivate && prefix != owner { return false }
    }
    if let type = index.types[owner] { return type.kind == .class }
    // An extension of a type from another module: only classes have @objc members.
    return true
  }

  /// The class's registration: by Swift and Objective-C name, with the factory UIKit's
  /// initializer gives when the class has that initializer, and for Interface Builder.
  func classLines(_ type: TypeDeclaration) -> [String] {
    let name = type.name
    // (`@objc(Name)` gives the Objective-C name; otherwise Swift's `Module.Class`, decision MK2)
    let objectiveCName = type.objectiveCName ?? "\(moduleName).\(name)"
    let chain = index.ancestry(of: name)
    var lines: [String] = []
    let maker = UIKitClasses.maker(forAncestry: chain)
    let factory = maker.flatMap { hasInitializer(name, labels: $0.labels) ? $0 : nil }
    switch factory {
    case .frame:
      lines.append(
        "ObjectiveCRuntime.registerClass(\(name).self, objectiveCName: \"\(objectiveCName)\") "
          + "{ \(name)(frame: $0) }")
    case .tableCell:
      lines.append(
        "ObjectiveCRuntime.registerClass(\(name).self, objectiveCName: \"\(objectiveCName)\") "
          + "{ \(name)(style: $0, reuseIdentifier: $1) }")
    case .headerFooter:
      lines.append(
        "ObjectiveCRuntime.registerClass(\(name).self, objectiveCName: \"\(objectiveCName)\") "
          + "{ \(name)(reuseIdentifier: $0) }")
    case .nibName:
      lines.append(
        "ObjectiveCRuntime.registerClass(\(name).self, objectiveCName: \"\(objectiveCName)\") "
          + "{ \(name)(nibName: $0, bundle: $1) }")
    case .plain:
      lines.append(
        "ObjectiveCRuntime.registerClass(\(name).self, objectiveCName: \"\(objectiveCName)\") "
          + "{ \(name)() }")
    case nil:
      lines.append(
        "ObjectiveCRuntime.registerClass(\(name).self, objectiveCName: \"\(objectiveCName)\")")
    }
    if chain.contains("UIView") || chain.contains("UIViewController") {
      lines.append("InterfaceBuilderRegistry.register(\(name).self, named: \"\(objectiveCName)\")")
    }
    if chain.contains("UIStoryboardSegue"),
      hasInitializer(name, labels: ["identifier", "source", "destination"])
    {
      // Storyboards name a segue's class without its module (`customModule` apart).
      for segueName in Set([name, objectiveCName]).sorted() {
        lines.append(
          "InterfaceBuilderRegistry.registerSegue(named: \"\(segueName)\") "
            + "{ \(name)(identifier: $0, source: $1, destination: $2) }")
      }
    }
    return lines
  }

  /// Whether a class declares or inherits an initializer with these labels: declared, or
  /// inherited because the class declares no designated initializer and its superclass has it
  /// (UIKit's classes have all of UIKit's makers).
  func hasInitializer(_ type: String, labels: [String?]) -> Bool {
    guard let declaration = index.types[type] else {
      return UIKitClasses.superclass[type] != nil || type == "NSObject"
    }
    if declaration.initializers.contains(where: { $0.labels == labels }) { return true }
    if declaration.initializers.contains(where: { !$0.isConvenience }) { return false }
    guard let superclass = index.superclass(of: type) else { return false }
    return hasInitializer(superclass, labels: labels)
  }

  /// The registration of a method Objective-C sees, or `nil` when it cannot be performed by
  /// selector (static, throwing, async, more than two parameters, or of a type that cannot be
  /// named here).
  func methodLine(_ method: MethodDeclaration) -> String? {
    guard method.baseName != "init", !method.isStatic, registrable(method.owner) else {
      return nil
    }
    // An implementation of a UIKit protocol's requirement that cannot be performed is still
    // one `responds(to:)` answers for (decision MK3).
    let existence =
      "ObjectiveCRuntime.registerSelector(\"\(method.selector)\", of: \(method.owner).self)"
    let uikitRequirement = implementsUIKitRequirement(method)
    guard !method.isThrowing, !method.isAsync, method.labels.count <= 2,
      method.isObjC || implementsOptionalRequirement(method) || uikitRequirement
    else { return uikitRequirement ? existence : nil }
    var arguments: [String] = []
    for (position, label) in method.labels.enumerated() {
      guard let type = Self.castableType(method.parameterTypes[position]) else {
        return uikitRequirement ? existence : nil
      }
      arguments.append(
        (label.map { "\($0): " } ?? "") + "arguments.argument(\(position)) as \(type)")
    }
    let call = "target.\(method.baseName)(\(arguments.joined(separator: ", ")))"
    let parameters = method.labels.isEmpty ? "target, _" : "target, arguments"
    return "ObjectiveCRuntime.registerMethod(\"\(method.selector)\", of: \(method.owner).self) "
      + "{ \(parameters) in ObjectiveCRuntime.result(\(call)) }"
  }

  /// A parameter type as it can follow `as` (without `@escaping`; `T!` as `T?`), or `nil` for
  /// one that cannot (variadic, `inout`, other attributes).
  static func castableType(_ written: String) -> String? {
    var type = written.replacing("@escaping ", with: "").trimmingSpaces
    if type.hasSuffix("...") || type.hasPrefix("inout ") || type.hasPrefix("@")
      || type.hasPrefix("some ") || type.isEmpty
    {
      return nil
    }
    if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
    return type
  }

  /// Whether a method implements a requirement of a UIKit protocol its class (or a superclass
  /// in the target) conforms to: Objective-C sees it on iOS (decision MK3).
  func implementsUIKitRequirement(_ method: MethodDeclaration) -> Bool {
    let chain = Set(index.ancestry(of: method.owner))
    return index.conformances.contains { conformance in
      chain.contains(conformance.type)
        && UIKitProtocolSelectors.contains(method.selector, in: conformance.name)
    }
  }

  /// Whether a method has the name and labels of an optional requirement.
  func implementsOptionalRequirement(_ method: MethodDeclaration) -> Bool {
    index.optionalRequirements.contains {
      $0.baseName == method.baseName && $0.labels == method.labels
    }
  }

  /// The registration of an outlet, outlet collection or inspectable property.
  func propertyLine(_ property: PropertyDeclaration) -> String? {
    guard !property.isStatic, !property.isConstant, registrable(property.owner) else {
      return nil
    }
    let type = property.type
    let optional = type.hasSuffix("!") || type.hasSuffix("?")
    if property.isOutlet {
      guard optional else { return nil }
      let function =
        type.hasPrefix("[") ? "registerOutletCollection" : "registerOutlet"
      return "InterfaceBuilderRegistry.\(function)(\"\(property.name)\", of: "
        + "\(property.owner).self, \\.\(property.name))"
    }
    if property.isInspectable {
      return "ObjectiveCRuntime.registerInspectable(\"\(property.name)\", of: "
        + "\(property.owner).self, \\.\(property.name))"
    }
    return nil
  }

  /// Each type in the target that implements an optional requirement of a protocol it
  /// conforms to (itself or through a superclass that does not implement it), with the
  /// requirement: the type gets a conformance to the requirement's generated protocol.
  func optionalConformances() -> [(String, OptionalRequirement)] {
    var result: [(String, OptionalRequirement)] = []
    var seen: Set<String> = []
    for requirement in index.optionalRequirements {
      let conformers = Set(
        index.conformances.filter { $0.name == requirement.protocolName }.map(\.type))
      // Overloads with the same labels are told apart by their parameter types as written.
      let overloaded =
        index.optionalRequirements.filter {
          $0.protocolName == requirement.protocolName && $0.baseName == requirement.baseName
            && $0.labels == requirement.labels
        }.count > 1
      let implementers = index.methods.filter {
        $0.baseName == requirement.baseName && $0.labels == (requirement.labels ?? [])
          && !$0.isStatic
          && (!overloaded || Self.sameTypes($0.parameterTypes, requirement.parameterTypes))
      }.map(\.owner)
      for type in Set(implementers).sorted() {
        let chain = index.ancestry(of: type)
        guard chain.contains(where: conformers.contains), registrableForConformance(type) else {
          continue
        }
        // A superclass that implements it already conforms; the override is found through it.
        if chain.dropFirst().contains(where: Set(implementers).contains) { continue }
        let key = type + "|" + requirement.generatedProtocol
        if seen.insert(key).inserted { result.append((type, requirement)) }
      }
    }
    return result
  }

  /// Whether two lists of parameter types are written alike (spaces ignored).
  static func sameTypes(_ first: [String], _ second: [String]) -> Bool {
    first.map { $0.filter { !$0.isWhitespace } } == second.map { $0.filter { !$0.isWhitespace } }
  }

  func registrableForConformance(_ type: String) -> Bool {
    guard let declaration = index.types[type] else { return false }
    return declaration.kind == .class && !declaration.isGeneric
  }

  /// The file where a type's generated conformances go: the one that declares the type.
  func conformanceFile(_ type: String) -> String? {
    index.types[type]?.file
  }
}

extension String {
  /// The text without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
