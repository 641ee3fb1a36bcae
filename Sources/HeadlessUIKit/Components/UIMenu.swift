import Foundation

/// A menu: a titled group of actions, commands and submenus (iOS 13).
///
/// Set one as a button's or bar button item's `menu`, or return one from a context menu
/// configuration's action provider. Headless menus are never shown (see ``UIMenuElement``).
///
///     let menu = UIMenu(title: "Sort", options: .singleSelection, children: [
///       UIAction(title: "Name", state: .on) { _ in },
///       UIAction(title: "Date") { _ in },
///     ])
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
  /// A value that identifies a menu (the system's menus have constants).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier from its text.
    ///
    /// - Parameter rawValue: The text.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier from its text.
    ///
    /// - Parameter rawValue: The text.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The application menu.
    public static let application = Identifier("com.apple.menu.application")
    /// The File menu.
    public static let file = Identifier("com.apple.menu.file")
    /// The Edit menu.
    public static let edit = Identifier("com.apple.menu.edit")
    /// The View menu.
    public static let view = Identifier("com.apple.menu.view")
    /// The Window menu.
    public static let window = Identifier("com.apple.menu.window")
    /// The Help menu.
    public static let help = Identifier("com.apple.menu.help")
    /// The root of a menu bar or a context menu.
    public static let root = Identifier("com.apple.menu.root")
  }

  /// How a menu shows its children.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The children show inline in the parent menu, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu is destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Choosing a child turns it on and the others off (iOS 15).
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show as a row of icons (iOS 17).
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The menu's identifier; a new unique one unless given.
  public let identifier: Identifier
  /// How the menu shows its children.
  public let options: Options
  /// The size of the children when the menu shows them in a row (iOS 16).
  public var preferredElementSize: UIMenu.ElementSize
  /// The menu's elements, in order.
  public let children: [UIMenuElement]

  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The title; empty by default.
  ///   - subtitle: A second line.
  ///   - image: The image.
  ///   - identifier: The identifier; `nil` makes a unique one.
  ///   - options: How the children show.
  ///   - preferredElementSize: The children's size in a row.
  ///   - children: The elements.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [],
    preferredElementSize: UIMenu.ElementSize = .large, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy of the menu with other children.
  ///
  /// - Parameter newChildren: The elements.
  /// - Returns: The copy.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }

  /// The children whose state is `.on` (iOS 16).
  public var selectedElements: [UIMenuElement] {
    children.filter { ($0 as? UIAction)?.state == .on }
  }
}

extension UIMenu {
  /// The size of the elements of a menu shown as a row (iOS 16).
  public enum ElementSize: Int, Sendable {
    /// Icons only.
    case small = 0
    /// Icons over short titles.
    case medium = 1
    /// Full rows.
    case large = 2
    /// As the system chooses.
    case automatic = -1
  }
}
