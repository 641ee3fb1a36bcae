import SwiftSyntax

/// What the rules share: the index of the files, the documents' outlets, every scope by
/// type, and facts about each type computed once (views whose mask translation is turned off,
/// methods that run before layout, children laid out in layout callbacks).
final class LintContext {
  let index: ModuleIndex
  let documents: DocumentIndex
  let scopesByType: [String: [FunctionScope]]
  private var typeTAMICOff: [String: Set<ExprPath>] = [:]
  private var typePreLayout: [String: Set<String>] = [:]
  private var typeLaidOutChildren: [String: Set<ExprPath>] = [:]
  private var typeLayoutMethods: [String: Set<String>] = [:]

  /// Methods UIKit calls before the first layout pass.
  static let preLayoutMethods: Set<String> = ["viewDidLoad", "loadView", "init", "awakeFromNib"]
  /// Layout callbacks.
  static let layoutCallbacks: Set<String> = [
    "layoutSubviews", "viewDidLayoutSubviews", "viewWillLayoutSubviews", "layoutSublayers",
    "viewWillTransition", "traitCollectionDidChange", "viewSafeAreaInsetsDidChange",
    "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
  ]

  init(index: ModuleIndex, documents: DocumentIndex, scopes: [FunctionScope]) {
    self.index = index
    self.documents = documents
    var byType: [String: [FunctionScope]] = [:]
    for scope in scopes {
      if let type = scope.typeName { byType[type, default: []].append(scope) }
    }
    scopesByType = byType
  }

  /// The scopes of a type and of its superclasses in the files.
  func scopes(of typeName: String) -> [FunctionScope] {
    var result: [FunctionScope] = []
    var type: String? = typeName
    var seen: Set<String> = []
    while let current = type, seen.insert(current).inserted {
      result += scopesByType[current] ?? []
      type = index.superclass[current]
    }
    return result
  }

  /// Views (as paths from `self`) whose mask translation some method of the type turns off.
  func tamicOff(inType typeName: String) -> Set<ExprPath> {
    if let cached = typeTAMICOff[typeName] { return cached }
    var result: Set<ExprPath> = []
    for scope in scopes(of: typeName) {
      for path in tamicOff(in: scope) where scope.isSelfMember(path) {
        result.insert(path)
      }
    }
    typeTAMICOff[typeName] = result
    return result
  }

  /// Views whose mask translation a scope turns off: by assignment, by a layout library that
  /// does it (SnapKit, TinyConstraints, PureLayout, Cartography), by a stack view's arranged
  /// subviews, or by a helper in the files that sets it on its receiver or argument.
  func tamicOff(in scope: FunctionScope) -> Set<ExprPath> {
    var result: Set<ExprPath> = []
    for event in scope.events {
      switch event {
      case .assign(let target, let value, _, _):
        if target.last == "translatesAutoresizingMaskIntoConstraints",
          value.trimmedDescription == "false"
        {
          result.insert(target.owner ?? ExprPath(["self"]))
        }
      case .call(let call):
        result.formUnion(viewsLayoutHelpersOwn(call))
      default:
        break
      }
    }
    return result
  }

  private static let receiverHelpers: Set<String> = [
    "edgesToSuperview", "edges", "edgesToSuperviewMargins", "centerInSuperview", "center",
    "centerX", "centerY", "centerXToSuperview", "centerYToSuperview", "width", "height", "size",
    "top", "bottom", "leading", "trailing", "left", "right", "topToSuperview",
    "bottomToSuperview", "leadingToSuperview", "trailingToSuperview", "leftToSuperview",
    "rightToSuperview", "topToBottom", "bottomToTop", "leadingToTrailing", "trailingToLeading",
    "widthToSuperview", "heightToSuperview", "aspectRatio", "stack", "horizontalToSuperview",
    "verticalToSuperview", "originToSuperview", "autoPinEdgesToSuperviewEdges", "autoPinEdge",
    "autoSetDimension", "autoSetDimensions", "autoCenterInSuperview", "autoAlignAxis",
    "autoMatch", "autoPinEdgeToSuperviewEdge", "autoAlignAxisToSuperviewAxis",
    "prepareForAutoLayout", "anchor", "fillSuperview", "pinEdges",
  ]

  private func viewsLayoutHelpersOwn(_ call: FunctionCallExprSyntax) -> [ExprPath] {
    guard let name = call.calleeName else { return [] }
    var views: [ExprPath] = []
    let receiver = call.receiverPath
    if let receiver, receiver.last == "snp",
      ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(name)
    {
      views.append(receiver.owner ?? ExprPath(["self"]))
    }
    if let receiver, call.calledExpression.is(MemberAccessExprSyntax.self),
      Self.receiverHelpers.contains(name) || index.receiverTAMICSetters.contains(name)
    {
      views.append(receiver)
    }
    if ["addArrangedSubview", "insertArrangedSubview"].contains(name),
      let first = call.arguments.first, let path = ExprPath(first.expression)
    {
      views.append(path)
    }
    if name == "constrain" && call.calledExpression.is(DeclReferenceExprSyntax.self) {
      views += call.arguments.compactMap { ExprPath($0.expression) }
    }
    if let positions = index.argumentTAMICSetters[name] {
      for (offset, argument) in call.arguments.enumerated() where positions.contains(offset) {
        if let path = ExprPath(argument.expression) { views.append(path) }
      }
    }
    return views
  }

  /// The methods of a type that run before the first layout pass: the lifecycle methods and
  /// the methods of the type they call, transitively.
  func preLayoutMethods(ofType typeName: String) -> Set<String> {
    if let cached = typePreLayout[typeName] { return cached }
    let scopes = scopes(of: typeName)
    var result: Set<String> = []
    var pending = Array(Self.preLayoutMethods)
    let byName = Dictionary(grouping: scopes, by: \.name)
    while let name = pending.popLast() {
      guard result.insert(name).inserted else { continue }
      for scope in byName[name] ?? [] {
        for case .call(let call) in scope.events {
          guard let callee = call.calleeName, byName[callee] != nil,
            call.receiverPath?.components == ["self"],
            !Self.layoutCallbacks.contains(callee)
          else { continue }
          pending.append(callee)
        }
      }
    }
    typePreLayout[typeName] = result
    return result
  }

  /// The methods of a type that layout callbacks run (the callbacks and the methods they call).
  func layoutMethods(ofType typeName: String) -> Set<String> {
    if let cached = typeLayoutMethods[typeName] { return cached }
    let byName = Dictionary(grouping: scopes(of: typeName), by: \.name)
    var visited: Set<String> = []
    var pending = Array(Self.layoutCallbacks)
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      for scope in byName[name] ?? [] {
        for case .call(let call) in scope.events {
          if let callee = call.calleeName, byName[callee] != nil,
            call.receiverPath?.components == ["self"]
          {
            pending.append(callee)
          }
        }
      }
    }
    typeLayoutMethods[typeName] = visited
    return visited
  }

  /// Children whose frame a layout callback of the type (or a method it calls) sets again.
  func childrenLaidOutInCallbacks(ofType typeName: String) -> Set<ExprPath> {
    if let cached = typeLaidOutChildren[typeName] { return cached }
    let scopes = scopes(of: typeName)
    let byName = Dictionary(grouping: scopes, by: \.name)
    var visited: Set<String> = []
    var pending = Array(Self.layoutCallbacks)
    var result: Set<ExprPath> = []
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      for scope in byName[name] ?? [] {
        for event in scope.events {
          switch event {
          case .assign(let target, _, _, _):
            if let split = target.split(at: ["frame", "bounds", "center"]) {
              result.insert(split.view)
            }
          case .call(let call):
            if let callee = call.calleeName, byName[callee] != nil,
              call.receiverPath?.components == ["self"]
            {
              pending.append(callee)
            }
          default: break
          }
        }
      }
    }
    typeLaidOutChildren[typeName] = result
    return result
  }
}
