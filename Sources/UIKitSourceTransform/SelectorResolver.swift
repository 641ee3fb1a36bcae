import SwiftSyntax

/// Turns the expression inside `#selector(...)` into the Objective-C selector name, using the
/// target's declarations for the names it cannot compute from the expression alone.
///
/// A compound name (`tapped(_:)`, `Foo.handle(tap:)`) determines the selector unless the
/// target declares that method with `@objc(name)` or as throwing, which the index knows. A bare
/// name (`tapped`, `self.toggleLeft`) needs the target's declaration to know its parameters;
/// a bare name declared nowhere in the target is an error, since the method's argument count
/// cannot be known (write its labels: `#selector(tapped(_:))`).
struct SelectorResolver {
  let index: TargetIndex

  /// UIKit methods without parameters that code names bare in `#selector`.
  static let knownUIKitMethods: Set<String> = [
    "becomeFirstResponder", "resignFirstResponder", "layoutSubviews", "setNeedsLayout",
    "layoutIfNeeded", "setNeedsDisplay", "removeFromSuperview", "sizeToFit", "viewDidLoad",
    "reloadData", "reloadInputViews", "updateConstraints", "dismissKeyboard", "copy", "paste",
    "cut", "selectAll", "delete", "select",
  ]

  /// The selector, or a message saying why it cannot be known.
  ///
  /// - Parameters:
  ///   - arguments: The `#selector` arguments.
  ///   - enclosingType: The qualified name of the type (or extended type) the expression is in.
  /// - Returns: The selector's name, or why it cannot be known.
  func resolve(_ arguments: LabeledExprListSyntax, enclosingType: String?) -> Result<
    String, SelectorFailure
  > {
    guard let argument = arguments.first else { return .failure(.init("empty #selector")) }
    let label = argument.label?.text
    var expression = argument.expression
    // `#selector((Foo.bar) as (Foo) -> () -> Void)` names the method on the left.
    if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
    if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
      expression = first
    }
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      expression = only.expression
    }
    let qualifier: String?
    let reference: DeclReferenceExprSyntax
    if let member = expression.as(MemberAccessExprSyntax.self) {
      reference = member.declName
      let base = member.base?.trimmedDescription
      qualifier = base == "self" || base == "Self" ? enclosingType : base
    } else if let name = expression.as(DeclReferenceExprSyntax.self) {
      reference = name
      qualifier = enclosingType
    } else {
      return .failure(
        .init("cannot read the method named by #selector(\(expression.trimmedDescription))"))
    }
    let baseName = ObjectiveCSelector.unescaped(reference.baseName.text)
    if label == "getter" || label == "setter" {
      let property = candidatesProperties(baseName, qualifier: qualifier).first
      let getter = property?.getterSelector ?? ObjectiveCSelector.getter(baseName)
      return .success(
        label == "getter" ? getter : ObjectiveCSelector.setter(property?.name ?? baseName))
    }
    let labels: [String?]? = reference.argumentNames.map { names in
      names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
    }
    var candidates = index.methods(named: baseName).filter { !$0.isStatic || $0.baseName == "init" }
    if let labels { candidates = candidates.filter { $0.labels == labels } }
    if let qualifier, index.types[qualifier] != nil || qualifier == enclosingType {
      let related = Set(index.ancestry(of: qualifier))
      let scoped = candidates.filter { related.contains($0.owner) }
      if !scoped.isEmpty { candidates = scoped }
    }
    let selectors = Set(candidates.map(\.selector))
    if selectors.count == 1, let selector = selectors.first { return .success(selector) }
    if selectors.count > 1 {
      return .failure(
        .init(
          "#selector(\(expression.trimmedDescription)) is ambiguous: the target declares "
            + selectors.sorted().joined(separator: ", ")
            + "; write the argument labels, as in #selector(\(baseName)(_:))"))
    }
    if let labels { return .success(ObjectiveCSelector.method(baseName: baseName, labels: labels)) }
    if Self.knownUIKitMethods.contains(baseName) { return .success(baseName) }
    return .failure(
      .init(
        "#selector(\(expression.trimmedDescription)) names a method the target does not "
          + "declare, so its argument count is unknown; write its argument labels, as in "
          + "#selector(\(baseName)(_:)), or Selector(\"\(baseName)\") for a method without arguments"
      ))
  }

  func candidatesProperties(_ name: String, qualifier: String?) -> [PropertyDeclaration] {
    let all = index.properties.filter { $0.name == name && !$0.isStatic }
    guard let qualifier else { return all }
    let related = Set(index.ancestry(of: qualifier))
    let scoped = all.filter { related.contains($0.owner) }
    return scoped.isEmpty ? all : scoped
  }
}

/// Why a `#selector` could not be resolved.
struct SelectorFailure: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
