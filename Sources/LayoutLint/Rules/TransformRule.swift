import SwiftSyntax

/// P2: a view's `frame` read or set while it has a non-identity transform.
///
/// The transform is `transform` or `layer.transform`, given by the same code before, or by
/// another method for a stored view. `frame` is undefined then; `bounds` and `center` are not.
enum TransformRule {
  static let identities: Set<String> = [
    ".identity", "CGAffineTransform.identity", "CGAffineTransformIdentity", "CATransform3DIdentity",
    ".init()", "CGAffineTransform()",
  ]

  static func check(_ scope: FunctionScope, _ context: LintContext) -> [LintFinding] {
    var transformed: [ExprPath: Syntax] = [:]
    // (properties another method of the type transforms: their frame may be undefined here)
    let transformedElsewhere =
      scope.typeName.map { transformedProperties(ofType: $0, context, besides: scope) } ?? []
    var reset: Set<ExprPath> = []
    var findings: [LintFinding] = []
    var reported: Set<Int> = []
    func use(_ node: Syntax, reads value: some SyntaxProtocol) {
      for expr in GeometryFlow.pathNodes(in: Syntax(value)) {
        guard let path = ExprPath(expr), let split = path.split(at: ["frame"]) else { continue }
        // (a local or parameter named `frame` is not the view's)
        if path.components.first == "frame", scope.shadows("frame") { continue }
        let view = normalized(split.view, scope)
        if let set = transformed[view], reaches(set, Syntax(expr)) {
          report(Syntax(expr), view, reading: true)
        } else if transformedElsewhere.contains(view), !reset.contains(view),
          !scope.shadows(view.components[0])
        {
          report(Syntax(expr), view, reading: true, elsewhere: true)
        }
      }
    }
    func report(_ node: Syntax, _ view: ExprPath, reading: Bool, elsewhere: Bool = false) {
      let line = scope.file.location(of: node).line
      guard reported.insert(line).inserted else { return }
      let name = view.components == ["self"] ? "this view" : view.description
      findings.append(
        scope.finding(
          .p2, at: node,
          "\(reading ? "reads" : "sets") the frame of \(name) "
            + (elsewhere
              ? "while another method gives it a non-identity transform"
              : "after giving it a non-identity transform")
            + ": frame is undefined then (it is the transformed bounding box, and "
            + "setting it distorts the view); use bounds and center, or reset the transform "
            + "first"))
    }
    for event in scope.events {
      switch event {
      case .assign(let target, let value, _, let node):
        use(node, reads: value)
        if target.last == "transform" {
          var owner = target.owner ?? ExprPath(["self"])
          if owner.last == "layer" { owner = owner.owner ?? ExprPath(["self"]) }
          owner = normalized(owner, scope)
          if identities.contains(value.trimmedDescription) || isIdentityScale(value) {
            transformed[owner] = nil
            reset.insert(owner)
          } else {
            transformed[owner] = node
          }
        } else if let split = target.split(at: ["frame"]) {
          let view = normalized(split.view, scope)
          if let set = transformed[view], reaches(set, node) { report(node, view, reading: false) }
        }
      case .local(_, let value?, let node):
        use(node, reads: value)
      case .returnValue(let value):
        use(Syntax(value), reads: value)
      default: break
      }
    }
    return findings
  }

  /// Stored views of a type, and the view itself when the type is a view, that some other
  /// method gives a non-identity transform.
  ///
  /// A view that transforms itself (a swipe that translates a cell, a pop-in scale) and reads
  /// its own `frame` in another method reads the transformed bounding box whenever that
  /// method runs during the gesture or animation (decision LN8).
  private static func transformedProperties(
    ofType type: String, _ context: LintContext, besides scope: FunctionScope
  ) -> Set<ExprPath> {
    var result: Set<ExprPath> = []
    // (the view itself only for a class declared in the files: an extension of UIView or a
    // protocol for views is shared by views that never transform themselves)
    let ownClass = context.index.superclass[type] != nil
    for other in context.scopes(of: type) where other.decl != scope.decl {
      for case .assign(let target, let value, "=", _) in other.events
      where target.last == "transform" {
        guard !identities.contains(value.trimmedDescription), !isIdentityScale(value) else {
          continue
        }
        guard var owner = target.owner else {
          // (a bare `transform = …` in a view is the view's own, unless a local hides it)
          if ownClass, other.typeKind == .view, !other.shadows("transform") {
            result.insert(ExprPath(["self"]))
          }
          continue
        }
        if owner.last == "layer" { owner = owner.owner ?? ExprPath(["self"]) }
        owner = normalized(owner, other)
        if owner.components == ["self"] {
          if ownClass, other.typeKind == .view { result.insert(owner) }
          continue
        }
        guard owner.components.count == 1, !other.shadows(owner.components[0]),
          context.index.property(of: type, named: owner.components[0]) != nil
        else { continue }
        result.insert(owner)
      }
    }
    return result
  }

  /// Whether code at `use` runs after the assignment at `set` in the same pass: `use` is inside
  /// the block (statement list) that holds `set`, not in another branch of an `if` or `switch`.
  private static func reaches(_ set: Syntax, _ use: Syntax) -> Bool {
    guard let block = set.ancestor(CodeBlockItemListSyntax.self) else { return true }
    return use.position >= block.position && use.endPosition <= block.endPosition
  }

  private static func normalized(_ path: ExprPath, _ scope: FunctionScope) -> ExprPath {
    if path.components.first == "strongSelf" || path.components.first == "weakSelf" {
      let rest = Array(path.components.dropFirst())
      return ExprPath(rest.isEmpty ? ["self"] : rest)
    }
    return path
  }

  private static func isIdentityScale(_ value: ExprSyntax) -> Bool {
    let text = value.trimmedDescription.replacingOccurrences(of: " ", with: "")
    return text == "CGAffineTransform(scaleX:1.0,y:1.0)"
      || text == "CGAffineTransform(scaleX:1,y:1)"
      || text == "CGAffineTransform(translationX:0,y:0)"
  }
}
