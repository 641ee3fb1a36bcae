import SwiftSyntax

extension FileRewriter {
  /// The Foundation functions whose answers depend on the Objective-C runtime's class names,
  /// with the HeadlessUIKit functions that answer as iOS does.
  static let classNameFunctions = [
    "NSClassFromString": "ObjectiveCRuntime.classFromString",
    "NSStringFromClass": "ObjectiveCRuntime.stringFromClass",
  ]

  /// Rewrites a use of `NSClassFromString` or `NSStringFromClass` in a file that imports UIKit
  /// to HeadlessUIKit's function (decision MK2).
  ///
  /// Linux's Foundation knows neither `@objc(Name)` class names nor UIKit's, and stops on
  /// nested classes. `Foundation.NSClassFromString`, written with its module, is left alone.
  func rewriteClassNameFunction(_ reference: DeclReferenceExprSyntax) {
    guard importsUIKit, reference.argumentNames == nil,
      let replacement = Self.classNameFunctions[reference.baseName.text]
    else { return }
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      return
    }
    edits.append(TextEdit(range: range(of: reference), replacement: replacement))
  }
}
