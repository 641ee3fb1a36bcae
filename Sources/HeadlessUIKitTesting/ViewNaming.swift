import Foundation
import HeadlessUIKit

/// Names views, and constraints between them, in words that stay the same from one
/// configuration to the next: no addresses, only class names, subview indices and
/// accessibility identifiers.
@MainActor
final class ViewNaming {
  /// The view paths start at: the screen's root view.
  let root: UIView
  /// The window that shows it.
  private let window: UIWindow

  /// The short name of every view and layout guide of the window, by address, for constraint
  /// descriptions; made the first time a description needs it.
  private var cachedShortNames: [String: String]?

  private var shortNames: [String: String] {
    if let cachedShortNames { return cachedShortNames }
    var names: [String: String] = [:]
    func visit(_ view: UIView) {
      let name = Self.component(view, isRoot: view === root || view === window)
      names[Self.address(of: view)] = name
      for guide in view.layoutGuides {
        names[Self.address(of: guide)] = name + "." + Self.guideName(guide)
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    cachedShortNames = names
    return names
  }

  /// Prepares to name a window's views.
  ///
  /// - Parameters:
  ///   - root: The screen's root view.
  ///   - window: The window that shows it.
  init(root: UIView, window: UIWindow) {
    self.root = root
    self.window = window
  }

  /// The path of a view from the root view (or from the window, for a view outside the root
  /// view), for example `UIView > UIStackView[0] > UILabel[2] "title"`.
  ///
  /// - Parameter view: A view of the window.
  /// - Returns: The path.
  func path(of view: UIView) -> String {
    var components: [String] = []
    var current: UIView? = view
    while let node = current {
      let isTop = node === root || node.superview == nil
      components.append(Self.component(node, isRoot: isTop))
      if isTop { break }
      current = node.superview
    }
    return components.reversed().joined(separator: " > ")
  }

  /// The accessibility identifiers of a view and its ancestors up to the root view.
  ///
  /// - Parameter view: A view of the window.
  /// - Returns: The identifiers, the view's first.
  func identifiers(of view: UIView) -> [String] {
    var found: [String] = []
    var current: UIView? = view
    while let node = current {
      if let identifier = node.accessibilityIdentifier, !identifier.isEmpty {
        found.append(identifier)
      }
      if node === root { break }
      current = node.superview
    }
    return found
  }

  /// A constraint's equation with its items named by their short names, its identifier and
  /// its priority when not required: `UILabel[2] "title".width == 80`.
  ///
  /// - Parameter constraint: A constraint of the window.
  /// - Returns: The description.
  func describe(_ constraint: NSLayoutConstraint) -> String {
    var text = constraint.description
    if text.hasPrefix("<"), let space = text.firstIndex(of: " ") {
      text = String(text[text.index(after: space)...])
    }
    if text.hasSuffix(">") { text.removeLast() }
    for suffix in ["(active)", "(inactive)"] where text.hasSuffix(suffix) {
      text.removeLast(suffix.count)
    }
    return replacingAddresses(in: text.trimmingCharacters(in: .whitespaces))
  }

  /// Replaces each `ClassName:0x…` (or `ClassName: 0x…`) in a text with the object's short
  /// name, or with the bare class name for objects outside the window.
  ///
  /// - Parameter text: A description or message from UIKit.
  /// - Returns: The text without addresses.
  func replacingAddresses(in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "0x") {
      var separatorStart = range.lowerBound
      if separatorStart > rest.startIndex, rest[rest.index(before: separatorStart)] == " " {
        separatorStart = rest.index(before: separatorStart)
      }
      guard separatorStart > rest.startIndex,
        rest[rest.index(before: separatorStart)] == ":"
      else {
        result += rest[rest.startIndex..<range.upperBound]
        rest = rest[range.upperBound...]
        continue
      }
      let colon = rest.index(before: separatorStart)
      var nameStart = colon
      while nameStart > rest.startIndex {
        let previous = rest.index(before: nameStart)
        let character = rest[previous]
        guard character.isLetter || character.isNumber || character == "_" || character == "."
        else { break }
        nameStart = previous
      }
      var addressEnd = range.upperBound
      while addressEnd < rest.endIndex, rest[addressEnd].isHexDigit {
        addressEnd = rest.index(after: addressEnd)
      }
      let className = String(rest[nameStart..<colon])
      let address = "0x" + rest[range.upperBound..<addressEnd]
      result += rest[rest.startIndex..<nameStart]
      result += shortNames[address] ?? className
      rest = rest[addressEnd...]
    }
    return result + rest
  }

  /// `UILabel[2] "title"`: the class name, the index among the superview's subviews (none for
  /// the root) and the accessibility identifier in quotes.
  static func component(_ view: UIView, isRoot: Bool) -> String {
    var name = String(describing: type(of: view))
    if !isRoot, let superview = view.superview,
      let index = superview.subviews.firstIndex(where: { $0 === view })
    {
      name += "[\(index)]"
    }
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      name += " \"\(identifier)\""
    }
    return name
  }

  /// A layout guide's name: its identifier without UIKit's `UIView` prefix, or `layoutGuide`.
  private static func guideName(_ guide: UILayoutGuide) -> String {
    let identifier = guide.identifier
    guard !identifier.isEmpty else { return "layoutGuide" }
    let bare = identifier.hasPrefix("UIView") ? String(identifier.dropFirst(6)) : identifier
    return bare.prefix(1).lowercased() + bare.dropFirst()
  }

  /// An object's address as UIKit's descriptions print it.
  private static func address(of object: AnyObject) -> String {
    ObjectAddress.of(object)
  }
}
