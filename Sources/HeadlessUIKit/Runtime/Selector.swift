/// The name of an Objective-C method, as targets and actions refer to methods (decision B5).
///
/// Linux's Foundation has no Objective-C runtime and no `Selector`, so HeadlessUIKit supplies
/// this value type for the UIKit API that takes one (``UIControl/addTarget(_:action:for:)``).
/// `#selector` does not exist on Linux: the `uikit-sources` transform rewrites it to
/// `Selector("buttonTapped:")`, which code may also write by hand. A selector is performed
/// through ``ObjectiveCRuntime``'s table of registered methods (decision RT4).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method name, with a colon per argument (`"buttonTapped:"`).
  let name: String

  /// Creates a selector from a method name.
  ///
  /// - Parameter name: The name, with a colon per argument.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a selector from a string literal.
  ///
  /// - Parameter value: The method name.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The method name.
  public var description: String {
    name
  }
}
