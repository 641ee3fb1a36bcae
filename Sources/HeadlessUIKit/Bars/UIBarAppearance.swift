import Foundation

/// The look of a bar's background and shadow: the base of the navigation bar, toolbar and tab
/// bar appearances.
///
/// A new appearance has the default background (a system blur, no colour, the standard
/// shadow). Bars and navigation items hold appearances by value: assigning one stores a copy,
/// as UIKit's `NSCopying` properties do, so later changes to the original do not reach the bar.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
  /// The idiom the appearance is for.
  public let idiom: UIUserInterfaceIdiom

  /// The blur behind the bar's content; a system material after `configureWithDefaultBackground()`.
  open var backgroundEffect: UIBlurEffect?

  /// The colour over the blur; `nil` after the default configuration.
  open var backgroundColor: UIColor?

  /// An image drawn over the background colour; `nil` by default.
  open var backgroundImage: UIImage?

  /// The colour of the hairline under the bar; `nil` removes it.
  open var shadowColor: UIColor?

  /// An image used instead of the hairline; `nil` by default.
  open var shadowImage: UIImage?

  /// Creates an appearance with the default background for the current device.
  public override convenience init() {
    self.init(idiom: UIScreen.main.headlessDevice.idiom)
  }

  /// Creates an appearance with the default background for an idiom.
  ///
  /// - Parameter idiom: The idiom.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// Creates a copy of another appearance.
  ///
  /// - Parameter barAppearance: The appearance to copy.
  public required init(barAppearance: UIBarAppearance) {
    idiom = barAppearance.idiom
    backgroundEffect = barAppearance.backgroundEffect
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
    super.init()
  }

  /// The standard translucent look: a system material blur, no colour, the standard shadow
  /// (black at 30 % opacity).
  open func configureWithDefaultBackground() {
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    backgroundImage = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
    shadowImage = nil
  }

  /// An opaque look: the system background colour, no blur, the standard shadow.
  open func configureWithOpaqueBackground() {
    backgroundEffect = nil
    backgroundColor = .systemBackground
    backgroundImage = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
    shadowImage = nil
  }

  /// A transparent look: no blur, no colour, no shadow.
  open func configureWithTransparentBackground() {
    backgroundEffect = nil
    backgroundColor = .clear
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }

  /// Returns a copy of the appearance, of the same class.
  open func copy() -> Self {
    Self(barAppearance: self)
  }

  /// Returns a copy of the appearance.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  nonisolated open func copy(with zone: NSZone? = nil) -> Any {
    nonisolated(unsafe) var copy: UIBarAppearance?
    MainActor.assumeIsolated { copy = type(of: self).init(barAppearance: self) }
    return copy as Any
  }
}

/// The look of a navigation bar: its background plus the title's text attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the standard title; empty by default.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The attributes of the large title; empty by default.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The look of plain bar button items.
  open var buttonAppearance = UIBarButtonItemAppearance()

  /// The look of done-style bar button items.
  open var doneButtonAppearance = UIBarButtonItemAppearance()

  /// The look of the back button.
  open var backButtonAppearance = UIBarButtonItemAppearance()

  /// Creates a copy of another appearance, navigation-bar properties included when it has them.
  ///
  /// - Parameter barAppearance: The appearance to copy.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    largeTitleTextAttributes = other.largeTitleTextAttributes
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
    backButtonAppearance = other.backButtonAppearance.copy()
  }

  /// Creates an appearance with the default background for an idiom.
  ///
  /// - Parameter idiom: The idiom.
  public override init(idiom: UIUserInterfaceIdiom) {
    super.init(idiom: idiom)
  }
}

/// The look of a toolbar.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  /// The look of plain bar button items.
  open var buttonAppearance = UIBarButtonItemAppearance()

  /// The look of done-style bar button items.
  open var doneButtonAppearance = UIBarButtonItemAppearance()
}

/// The look of bar button items: attributes of their titles.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
  /// The look of the items in their normal state.
  open var normal = UIBarButtonItemStateAppearance()

  /// Creates the standard look.
  public override init() {
    super.init()
  }

  /// Returns a copy.
  open func copy() -> UIBarButtonItemAppearance {
    let copy = UIBarButtonItemAppearance()
    copy.normal.titleTextAttributes = normal.titleTextAttributes
    return copy
  }
}

/// The look of bar button items in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
  /// The attributes of the titles; empty by default.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

extension UINavigationBar {
  /// The appearance a navigation bar shows for its top item (a HeadlessUIKit addition).
  ///
  /// For each state the item's appearance wins over the bar's, as UIKit documents; a missing
  /// compact appearance falls back to the standard one, and a missing scroll-edge appearance
  /// to the standard (or compact) one with a transparent background, as since iOS 15.
  ///
  /// - Parameters:
  ///   - compact: Whether the bar has its compact height.
  ///   - atScrollEdge: Whether the content is scrolled to its top edge.
  /// - Returns: The appearance in effect.
  public func headlessEffectiveAppearance(compact: Bool, atScrollEdge: Bool)
    -> UINavigationBarAppearance
  {
    let item = topItem
    var standard = item?.standardAppearance ?? standardAppearance
    if compact, let appearance = item?.compactAppearance ?? compactAppearance {
      standard = appearance
    }
    guard atScrollEdge else { return standard }
    let edge =
      compact
      ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance
        ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance
      : item?.scrollEdgeAppearance ?? scrollEdgeAppearance
    if let edge { return edge }
    // Since iOS 15 a missing scroll-edge appearance is the standard one made transparent.
    let transparent = type(of: standard).init(barAppearance: standard)
    transparent.configureWithTransparentBackground()
    return transparent
  }
}
